/** Sessions, long-tokens and sign-in history (part of migration 0001-core). */
import type { Kysely } from 'kysely'
import { withId } from './util'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

export async function sessions(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('createdAt', 'varchar(32)', (c) => c.notNull())
    .addColumn('lastSeen', 'varchar(32)', (c) => c.notNull())
    .addColumn('expiresAt', 'varchar(32)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('userAgent', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('endedReason', 'varchar(32)')
    .addColumn('endedAt', 'varchar(32)')
    .addColumn('notify419', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('sessions_user').on('sessions').column('userId').execute()

  await db.schema
    .createTable('long_tokens')
    .addColumn('tokenHash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('createdAt', 'varchar(32)', (c) => c.notNull())
    .addColumn('expiresAt', 'varchar(32)', (c) => c.notNull())
    .addColumn('usedAt', 'varchar(32)')
    .execute()

  await withId(db, db.schema.createTable('login_history'))
    .addColumn('userId', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('time', 'varchar(32)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('userAgent', 'varchar(512)', (c) => c.notNull())
    .addColumn('result', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('login_history_user_time')
    .on('login_history')
    .columns(['userId', 'time'])
    .execute()
}
