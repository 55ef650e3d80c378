/**
 * Live data (issue 16): the power a connector draws now (the simulator and, in production, the
 * operators' status pushes write it; charging-devices and real-time-data show it).
 */
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('connectors')
    .addColumn('livePower', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('connectors').dropColumn('livePower').execute()
}
