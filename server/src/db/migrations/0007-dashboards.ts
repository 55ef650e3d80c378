/**
 * Dashboards and live monitoring (issue 16): daily aggregates of charge and swap orders per
 * station and per operator and district (decisions: Statistics — dashboards read these, never a
 * scan of the orders), and the alarms of trouble-monitor with their disposal. Quantities are
 * integers (0.01 kWh, 分, seconds) so sums are exact on both dialects (decisions: Money).
 */
import { type Kysely, sql } from 'kysely'
import { isPostgres } from '../dialect'
import { withId } from './util'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

const TIME = 'varchar(32)'
const DAY = 'varchar(10)'

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('station_daily_stats')
    .addColumn('stationId', 'varchar(20)', (c) => c.notNull())
    .addColumn('day', DAY, (c) => c.notNull())
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('energyCenti', 'bigint', (c) => c.notNull())
    .addColumn('chargeSeconds', 'bigint', (c) => c.notNull())
    .addColumn('revenueFen', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('station_daily_stats_pk', ['stationId', 'day'])
    .execute()
  await db.schema
    .createIndex('station_daily_stats_day')
    .on('station_daily_stats')
    .columns(['day', 'areaCode', 'operatorId'])
    .execute()

  await db.schema
    .createTable('operator_daily_stats')
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('day', DAY, (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('energyCenti', 'bigint', (c) => c.notNull())
    .addColumn('chargeSeconds', 'bigint', (c) => c.notNull())
    .addColumn('revenueFen', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('operator_daily_stats_pk', ['operatorId', 'areaCode', 'day'])
    .execute()
  await db.schema
    .createIndex('operator_daily_stats_day')
    .on('operator_daily_stats')
    .columns(['day', 'areaCode'])
    .execute()

  await db.schema
    .createTable('swap_daily_stats')
    .addColumn('stationId', 'varchar(20)', (c) => c.notNull())
    .addColumn('day', DAY, (c) => c.notNull())
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('swaps', 'integer', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('energyCenti', 'bigint', (c) => c.notNull())
    .addColumn('feeFen', 'bigint', (c) => c.notNull())
    .addColumn('durationSeconds', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('swap_daily_stats_pk', ['stationId', 'day'])
    .execute()
  await db.schema.createIndex('swap_daily_stats_day').on('swap_daily_stats').columns(['day']).execute()

  await withId(db, db.schema.createTable('alarms'))
    .addColumn('stationId', 'varchar(20)', (c) => c.notNull())
    .addColumn('equipmentId', 'varchar(23)', (c) => c.notNull())
    .addColumn('connectorId', 'varchar(26)')
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('alarmType', 'integer', (c) => c.notNull())
    .addColumn('alarmLevel', 'integer', (c) => c.notNull())
    .addColumn('alarmCode', 'integer', (c) => c.notNull())
    .addColumn('alarmStatus', 'integer', (c) => c.notNull())
    .addColumn('alarmTime', TIME, (c) => c.notNull())
    .addColumn('recoveryTime', TIME)
    .addColumn('disposal', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('handler', 'varchar(64)')
    .addColumn('result', 'varchar(500)')
    .addColumn('disposeTime', TIME)
    .addColumn('confirmer', 'varchar(64)')
    .addColumn('confirmTime', TIME)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await db.schema.createIndex('alarms_time').on('alarms').columns(['alarmTime']).execute()
  await db.schema.createIndex('alarms_open').on('alarms').columns(['disposal', 'alarmTime']).execute()
  // Live event ids shared by every server process (LISTEN/NOTIFY carries them).
  if (isPostgres(db)) await sql`create sequence if not exists live_event_seq`.execute(db)
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) await sql`drop sequence if exists live_event_seq`.execute(db)
  for (const table of ['alarms', 'swap_daily_stats', 'operator_daily_stats', 'station_daily_stats']) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
