/**
 * Issue 39 item 2: app users' 停用/启用, app feedback's 回复/关闭 and articles' 发布/撤回 on the
 * one engine (server/src/workflow/step.ts) get the version it guards with. Their history goes to
 * flow_steps (0026); app users keep their 1 | 0 status (the engine's subject maps it).
 */
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

const TABLES = ['app_users', 'app_feedback', 'app_articles']

export async function up(db: AnyDb): Promise<void> {
  for (const table of TABLES)
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('version').execute()
}
