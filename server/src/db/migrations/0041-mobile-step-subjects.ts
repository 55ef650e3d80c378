/**
 * Issue 39 item 2: app users' 停用/启用, app feedback's 回复/关闭, articles' 发布/撤回 and scored
 * periods' 发布 on the one engine (server/src/workflow/step.ts) get the version it guards with. Their history goes to
 * flow_steps (0026); app users keep their 1 | 0 status (the engine's subject maps it).
 */
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

// A scored period's is `stepVersion`: its rows are read joined with their rule set's `version`.
const COLUMNS = [
  ['app_users', 'version'],
  ['app_feedback', 'version'],
  ['app_articles', 'version'],
  ['score_periods', 'stepVersion'],
]

export async function up(db: AnyDb): Promise<void> {
  for (const [table, column] of COLUMNS)
    await db.schema
      .alterTable(table)
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
}

export async function down(db: AnyDb): Promise<void> {
  for (const [table, column] of COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute()
}
