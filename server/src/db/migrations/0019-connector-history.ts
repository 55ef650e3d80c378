/**
 * Issue 19: the connectors' status history, so the scoring's 设备在线率 and 设备故障率 are the
 * share of connector time online or in fault during a period (time-weighted), not the state at
 * the moment a period is scored. One row per interval a connector spent in one status
 * (CONNECTOR_STATUS): from `startTime` to `endTime` (ISO-8601 UTC text like every time of the
 * schema; null while open: the connector's current status). Each connector has exactly one
 * open row; a change closes it and opens the next in one transaction (stats/status-history.ts).
 * The district and operator are carried, as the other aggregates carry them, so a period's
 * shares per station, operator or district are one grouped read.
 */
import { type Kysely, sql } from 'kysely'
import { withId } from './util'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

const TIME = 'varchar(32)'

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('connector_status_history'))
    .addColumn('connectorId', 'varchar(26)', (c) => c.notNull())
    .addColumn('stationId', 'varchar(20)', (c) => c.notNull())
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('startTime', TIME, (c) => c.notNull())
    .addColumn('endTime', TIME)
    .execute()
  // A connector's intervals in time order; its open one (the writer's lookup).
  await db.schema
    .createIndex('connector_status_history_connector')
    .on('connector_status_history')
    .columns(['connectorId', 'startTime'])
    .execute()
  // At most one open interval per connector (its current status).
  await db.schema
    .createIndex('connector_status_history_open')
    .on('connector_status_history')
    .column('connectorId')
    .unique()
    .where(sql.ref('endTime'), 'is', null)
    .execute()
  // The intervals that overlap a period end after its start (or are open) and start before its
  // end: one range of this index, which also carries what the shares are grouped and summed by
  // (covering: no lookup into the table per interval).
  await db.schema
    .createIndex('connector_status_history_period')
    .on('connector_status_history')
    .columns(['endTime', 'startTime', 'status', 'stationId', 'operatorId', 'areaCode'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('connector_status_history').execute()
}
