/**
 * Issue 39 item 2: the last three flows on the one engine (server/src/workflow/step.ts) get the
 * version it guards with — a station's rural tagging (`ruralVersion`, beside the archive's own
 * columns), an evaluation's moderation, a district's examination — and the examination its status
 * column: `status` ('open' | 'locked') takes the place of `locked` (0 | 1), backfilled from it.
 * Their history goes to flow_steps (0026).
 */
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

const version = (db: AnyDb, table: string, column: string) =>
  db.schema
    .alterTable(table)
    .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

export async function up(db: AnyDb): Promise<void> {
  await version(db, 'stations', 'ruralVersion')
  await version(db, 'app_evaluations', 'version')
  await version(db, 'objective_examines', 'version')
  await db.schema
    .alterTable('objective_examines')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
    .execute()
  await db.updateTable('objective_examines').set({ status: 'locked' }).where('locked', '=', 1).execute()
  await db.schema.alterTable('objective_examines').dropColumn('locked').execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('objective_examines')
    .addColumn('locked', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.updateTable('objective_examines').set({ locked: 1 }).where('status', '=', 'locked').execute()
  await db.schema.alterTable('objective_examines').dropColumn('status').execute()
  await db.schema.alterTable('objective_examines').dropColumn('version').execute()
  await db.schema.alterTable('app_evaluations').dropColumn('version').execute()
  await db.schema.alterTable('stations').dropColumn('ruralVersion').execute()
}
