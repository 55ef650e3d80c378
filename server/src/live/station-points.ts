/**
 * Charging stations as map points (issue 44): where each stands and its connectors by live
 * status, within a data scope. 实时数据's snapshot carries them; the console's map colours each
 * point by the state these counts give (src/core/domain/station-live.ts) and keeps the counts
 * with the stream's connector events. Live status is this engine's, so the areas read it here.
 */
import { sql } from 'kysely'
import { CONNECTOR } from '../../../src/core/domain/enums'
import { type DataScope, scopeCondition } from '../auth/scope'
import type { Db } from '../db/types'

/** Every station of a scope with its point and connector counts, by station id. */
export async function stationPoints(db: Db, scope: DataScope) {
  const rows = await db
    .selectFrom('stations as s')
    .leftJoin('connectors as c', 'c.stationId', 's.stationId')
    .select([
      's.stationId',
      's.stationName',
      's.areaCode',
      's.stationLng',
      's.stationLat',
      sql<number>`count(c."connectorId")`.as('connectors'),
      sql<number>`sum(case when c."status" = ${sql.lit(CONNECTOR.charging)} then 1 else 0 end)`.as(
        'charging',
      ),
      sql<number>`sum(case when c."status" = ${sql.lit(CONNECTOR.fault)} then 1 else 0 end)`.as('fault'),
      sql<number>`sum(case when c."status" = ${sql.lit(CONNECTOR.offline)} then 1 else 0 end)`.as('offline'),
    ])
    .where((eb) => scopeCondition(eb, scope, { area: 's.areaCode', operator: 's.operatorId' }))
    .groupBy(['s.stationId', 's.stationName', 's.areaCode', 's.stationLng', 's.stationLat'])
    .orderBy('s.stationId')
    .execute()
  return rows.map((row) => ({
    stationId: row.stationId,
    stationName: row.stationName,
    areaCode: row.areaCode,
    lng: Number(row.stationLng),
    lat: Number(row.stationLat),
    connectors: Number(row.connectors),
    charging: Number(row.charging ?? 0),
    fault: Number(row.fault ?? 0),
    offline: Number(row.offline ?? 0),
  }))
}
