/**
 * Issue 16 (stats p95 ≤ 100 ms at the large seed): the period's rows of the per-station and
 * per-pile daily aggregates are read from covering indexes (day first, then the scope columns,
 * the key and the measures), so a 30-day window is one range scan of the index, not ~150,000
 * lookups into the table; built facilities by pile type and power, and connectors by district and
 * status, are counted from indexes too. The covering indexes replace the day indexes of 0007/0008
 * (same leading columns).
 */
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

const MEASURES = ['orders', 'energyCenti', 'chargeSeconds', 'revenueFen']

export async function up(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('station_daily_stats_day').ifExists().execute()
  await db.schema
    .createIndex('station_daily_stats_cover')
    .on('station_daily_stats')
    .columns(['day', 'areaCode', 'operatorId', 'stationId', ...MEASURES])
    .execute()
  await db.schema.dropIndex('equipment_daily_stats_day').ifExists().execute()
  await db.schema
    .createIndex('equipment_daily_stats_cover')
    .on('equipment_daily_stats')
    .columns(['day', 'areaCode', 'operatorId', 'equipmentId', 'stationId', ...MEASURES])
    .execute()
  await db.schema
    .createIndex('equipment_type_power')
    .on('equipment')
    .columns(['equipmentType', 'power', 'areaCode', 'operatorId'])
    .execute()
  await db.schema
    .createIndex('connectors_area_status')
    .on('connectors')
    .columns(['areaCode', 'status', 'operatorId'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('connectors_area_status').ifExists().execute()
  await db.schema.dropIndex('equipment_type_power').ifExists().execute()
  await db.schema.dropIndex('equipment_daily_stats_cover').ifExists().execute()
  await db.schema
    .createIndex('equipment_daily_stats_day')
    .on('equipment_daily_stats')
    .columns(['day', 'areaCode', 'operatorId'])
    .execute()
  await db.schema.dropIndex('station_daily_stats_cover').ifExists().execute()
  await db.schema
    .createIndex('station_daily_stats_day')
    .on('station_daily_stats')
    .columns(['day', 'areaCode', 'operatorId'])
    .execute()
}
