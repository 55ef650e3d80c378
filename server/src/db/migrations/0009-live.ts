/**
 * Live data (issue 16): the power a connector draws now (the simulator and, in production, the
 * operators' status pushes write it; charging-devices and real-time-data show it), and each
 * operator's data-access figures of the current China-time day (real-time-data: messages,
 * failures, last push).
 */
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('connectors')
    .addColumn('livePower', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('operator_access')
    .addColumn('messagesToday', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('operator_access')
    .addColumn('failuresToday', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('operator_access')
    .addColumn('countDay', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ['countDay', 'failuresToday', 'messagesToday'])
    await db.schema.alterTable('operator_access').dropColumn(column).execute()
  await db.schema.alterTable('connectors').dropColumn('livePower').execute()
}
