/**
 * Issue 43: the monthly and yearly rows of the stations and the piles read down by energy, so a
 * ranking reads the first few hundred keys of a month instead of summing all of them
 * (stats/ranking.ts). Covering the area and the operator (tested while walking) and the key.
 * Schema builder: SQLite and PostgreSQL alike.
 */
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

const INDEXES: readonly [table: string, period: string, key: string][] = [
  ['station_monthly_stats', 'month', 'stationId'],
  ['equipment_monthly_stats', 'month', 'equipmentId'],
  ['station_yearly_stats', 'year', 'stationId'],
  ['equipment_yearly_stats', 'year', 'equipmentId'],
]

export async function up(db: AnyDb): Promise<void> {
  for (const [table, period, key] of INDEXES)
    await db.schema
      .createIndex(`${table}_by_energy`)
      .on(table)
      .columns([period, 'energyCenti', 'areaCode', 'operatorId', key])
      .execute()
}

export async function down(db: AnyDb): Promise<void> {
  for (const [table] of INDEXES) await db.schema.dropIndex(`${table}_by_energy`).ifExists().execute()
}
