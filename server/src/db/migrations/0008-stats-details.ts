/**
 * Statistics screens of issue 16 beyond the first five dashboards: daily aggregates per pile
 * (charging-equip-statistics; decisions: Statistics — no scan of the orders per request) and the
 * data messages each operator platform pushed per day (elec-charging-message-statistics:
 * messages, failed messages, summed delay in milliseconds). Integers only (decisions: Money).
 */
import { type Kysely, sql } from 'kysely'
import { isPostgres } from '../dialect'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

const DAY = 'varchar(10)'

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('equipment_daily_stats')
    .addColumn('equipmentId', 'varchar(23)', (c) => c.notNull())
    .addColumn('day', DAY, (c) => c.notNull())
    .addColumn('stationId', 'varchar(20)', (c) => c.notNull())
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('energyCenti', 'bigint', (c) => c.notNull())
    .addColumn('chargeSeconds', 'bigint', (c) => c.notNull())
    .addColumn('revenueFen', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('equipment_daily_stats_pk', ['equipmentId', 'day'])
    .execute()
  await db.schema
    .createIndex('equipment_daily_stats_day')
    .on('equipment_daily_stats')
    .columns(['day', 'areaCode', 'operatorId'])
    .execute()

  // A database seeded before this migration has orders: their piles' days, as the seed builds them.
  const pg = isPostgres(db)
  const day = pg
    ? sql`to_char("startTime"::timestamp + interval '8 hours', 'YYYY-MM-DD')`
    : sql`substr(datetime("startTime", '+8 hours'), 1, 10)`
  const seconds = pg
    ? sql`extract(epoch from ("endTime"::timestamp - "startTime"::timestamp))::bigint`
    : sql`cast(round((julianday("endTime") - julianday("startTime")) * 86400) as integer)`
  await sql`insert into equipment_daily_stats ("equipmentId", "day", "stationId", "operatorId", "areaCode", "orders", "energyCenti", "chargeSeconds", "revenueFen")
    select "equipmentId", ${day}, min("stationId"), min("operatorId"), min("areaCode"), count(*),
      sum(cast(round("totalPower" * 100) as bigint)), sum(${seconds}), sum(cast(round("totalMoney" * 100) as bigint))
    from charge_orders group by "equipmentId", ${day}`.execute(db)

  await db.schema
    .createTable('message_daily_stats')
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('day', DAY, (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('messages', 'bigint', (c) => c.notNull())
    .addColumn('failures', 'bigint', (c) => c.notNull())
    .addColumn('delayMs', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_daily_stats_pk', ['operatorId', 'day'])
    .execute()
  await db.schema.createIndex('message_daily_stats_day').on('message_daily_stats').columns(['day']).execute()
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['message_daily_stats', 'equipment_daily_stats'])
    await db.schema.dropTable(table).ifExists().execute()
}
