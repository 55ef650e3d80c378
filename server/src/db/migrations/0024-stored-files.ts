/**
 * Issue 38, item 8: every stored upload has a row here — where it lies (under DATA_DIR/uploads),
 * what kind of owner may refer to it and the value that owner's column holds when it does (`ref`).
 * Retention (retention-files.ts) removes a file nothing refers to once the grace period has
 * passed since it was stored or since it was released (a replaced avatar, logo or thumbnail).
 * Unattached workflow files uploaded before this migration are given a row, so they go too.
 */
import { type Kysely, sql } from 'kysely'
import { withId } from './util'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

const TIME = 'varchar(32)'

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('stored_files'))
    .addColumn('path', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('ref', 'varchar(255)', (c) => c.notNull())
    .addColumn('createdAt', TIME, (c) => c.notNull())
    .addColumn('releasedAt', TIME)
    .execute()
  // The sweep's candidates: by kind and age.
  await db.schema
    .createIndex('stored_files_kind_created')
    .on('stored_files')
    .columns(['kind', 'createdAt'])
    .execute()
  await db.schema.createIndex('stored_files_ref').on('stored_files').columns(['kind', 'ref']).execute()
  await db
    .insertInto('stored_files')
    .columns(['path', 'kind', 'ref', 'createdAt'])
    .expression(
      db
        .selectFrom('application_files')
        .select([
          'path',
          sql<string>`'application-file'`.as('kind'),
          'path as ref',
          'uploadTime as createdAt',
        ])
        .where('applyId', 'is', null),
    )
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('stored_files').execute()
}
