/**
 * 故障监测's map (issue 44 part 3: "the map of open alarms"): the stations with open alarms —
 * 待处理, 处理中 and 已处理, as the list shows — that the list's filters (告警等级, 告警类型, 告警代码,
 * a station) select, within the caller's data scope (the alarms list's own: area and operator,
 * docs/decisions.md: Data scope), each with where it stands, its open alarms by level and its
 * newest open alarm. The filters and the scope are the list engine's (buildRequest), so the map
 * shows exactly the stations of the list's rows. A user of 故障监测 may call it.
 */
import { sql } from 'kysely'
import { routeOf } from '../../../src/contract/define'
import { openAlarmStations } from '../../../src/contract/ops-services'
import { ALARM_DISPOSAL } from '../../../src/core/domain/enums'
import type { Principal } from '../auth/permissions'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { buildRequest, queryContext } from '../resources'
import { baseQuery } from '../resources/query'
import { alarmsResource } from './alarms'

/** The disposals of an open alarm: every one but 已确认. */
const OPEN = ALARM_DISPOSAL.map((option) => option.value)
  .filter((value) => value !== 'confirmed')
  .join(',')

const timeText = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value))

/** The open-alarm stations of the caller's scope that the filters select, by station id. */
export async function openAlarmStationRows(
  db: Db,
  principal: Principal,
  filters: Record<string, string | undefined>,
) {
  const params = { ...filters, disposal: OPEN }
  const request = buildRequest(alarmsResource, params, queryContext(db, principal))
  const open = () => baseQuery(db, alarmsResource, request.where)
  const [counts, newest, places] = await Promise.all([
    open()
      .select(['stationId', 'alarmLevel', sql<number>`count(*)`.as('n')])
      .groupBy(['stationId', 'alarmLevel'])
      .execute() as Promise<{ stationId: string; alarmLevel: number; n: unknown }[]>,
    // Each station's newest open alarm (window functions: SQLite ≥ 3.25 and PostgreSQL alike).
    db
      .selectFrom(
        open()
          .select([
            'id',
            'stationId',
            'alarmTime',
            'alarmLevel',
            'alarmType',
            'alarmCode',
            sql<number>`row_number() over (partition by "stationId" order by "alarmTime" desc, "id" desc)`.as(
              'rank',
            ),
          ])
          .as('ranked'),
      )
      .selectAll()
      .where('rank', '=', 1)
      .execute() as Promise<
      {
        id: unknown
        stationId: string
        alarmTime: unknown
        alarmLevel: unknown
        alarmType: unknown
        alarmCode: unknown
      }[]
    >,
    db
      .selectFrom('stations')
      .select(['stationId', 'stationName', 'areaCode', 'stationLng', 'stationLat'])
      .where('stationId', 'in', open().select('stationId'))
      .orderBy('stationId')
      .execute(),
  ])
  const byStation = new Map<string, Record<string, number>>()
  for (const row of counts) {
    const levels = byStation.get(row.stationId) ?? {}
    levels[String(row.alarmLevel)] = Number(row.n)
    byStation.set(row.stationId, levels)
  }
  const newestOf = new Map(newest.map((row) => [row.stationId, row]))
  return places.flatMap((place) => {
    const latest = newestOf.get(place.stationId)
    if (!latest) return []
    return [
      {
        stationId: place.stationId,
        stationName: place.stationName,
        areaCode: place.areaCode,
        lng: Number(place.stationLng),
        lat: Number(place.stationLat),
        counts: byStation.get(place.stationId) ?? {},
        newest: {
          id: Number(latest.id),
          alarmTime: timeText(latest.alarmTime),
          alarmLevel: Number(latest.alarmLevel),
          alarmType: Number(latest.alarmType),
          alarmCode: Number(latest.alarmCode),
        },
      },
    ]
  })
}

/** Register 故障监测's map call (the page's view right, as its list). */
export function alarmMapRoutes(router: Router): void {
  router.route({
    ...routeOf(openAlarmStations),
    tag: 'ops-services',
    access: { permission: 'trouble-monitor/view' },
    handler: async ({ db, principal, query }) => ({
      rows: await openAlarmStationRows(db, principal, query),
    }),
  })
}
