/**
 * Issue 42 item 10: the monthly report of a closed month, fixed when it is first read after the
 * month closed — one row per month and scope (the data scope and area the figures cover) holding
 * the report as it was computed from history, so every later print shows the same figures.
 */
import type { Kysely } from 'kysely'
import { withId } from './util'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('month_reports'))
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('scopeKey', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('createTime', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('month_reports_month_scope')
    .on('month_reports')
    .columns(['month', 'scopeKey'])
    .unique()
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('month_reports').execute()
}
