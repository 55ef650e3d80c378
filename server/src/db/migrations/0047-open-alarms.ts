/**
 * Issue 43: the live simulator lets the oldest open alarm nobody took up recover by itself
 * (live/simulator.ts recoverAlarm) every round. `alarms_open` leads with the disposal, and most
 * pending alarms have recovered already (70,497 pending, 22 of them open, at the national seed),
 * so PostgreSQL walked `alarms_time` through all 200,609 alarms: 134 ms a round, 10,721 buffers.
 * A partial index of the open pending alarms by time holds the few it wants. Schema builder:
 * SQLite and PostgreSQL alike (both have partial indexes).
 */
import { type Kysely, sql } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('alarms_open_pending')
    .on('alarms')
    .column('alarmTime')
    .where(sql.ref('alarmStatus'), '=', 1)
    .where(sql.ref('disposal'), '=', sql.lit('pending'))
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('alarms_open_pending').ifExists().execute()
}
