/**
 * Issue 16 (domain.md, screen catalogue): analysis-of-battery-replacement groups swaps "by hour and
 * vehicle model", so a swap order records the vehicle's model; monitoring-power-exchange-stations'
 * cards show the queue, so a swap station keeps how many vehicles wait. Orders written before this
 * migration have no model ('' — shown as 未登记车型).
 */
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('swap_orders')
    .addColumn('vehicleModel', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('swap_stations')
    .addColumn('queueLength', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('swap_stations').dropColumn('queueLength').execute()
  await db.schema.alterTable('swap_orders').dropColumn('vehicleModel').execute()
}
