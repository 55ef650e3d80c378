/**
 * The streams of the remaining live screens (issue 16; api.md: Live data) and charging-devices'
 * list: charging-devices (connector status counts and live power; rows from the list resource),
 * monitoring-power-exchange-stations (swap stations with their slots) and universal-services
 * real-time-data (headline numbers, stations by district, operators' data access today). Every
 * snapshot and event is limited to the caller's data scope (stream.ts).
 */
import { type ExpressionBuilder, sql } from 'kysely'
import { CONNECTOR_STATUS } from '../../../src/core/domain/enums'
import { CONNECTOR_FIELDS } from '../archives-management/charging'
import { type DataScope, scopeCondition } from '../auth/scope'
import type { Database, Db } from '../db/types'
import type { Router } from '../http/router'
import type { ResourceDef } from '../resources'
import { field, OPERATOR_NAME, STATION_NAME, timeField } from '../resources/fields'
import { chinaDay, dayStartIso } from '../stats/days'
import { streamRoute } from './stream'

const OPERATING = 'operating-services'

// biome-ignore lint/suspicious/noExplicitAny: the scope applies to whichever table is selected
const scoped = (scope: DataScope) => (eb: ExpressionBuilder<Database, any>) =>
  scopeCondition(eb, scope, { area: 'areaCode', operator: 'operatorId' })

/** Connectors by status and the power drawn now, within a scope. */
async function connectorSummary(db: Db, scope: DataScope) {
  const rows = await db
    .selectFrom('connectors')
    .select(['status', sql<number>`count(*)`.as('n'), sql<number>`sum("livePower")`.as('power')])
    .where(scoped(scope))
    .groupBy('status')
    .execute()
  return {
    byStatus: rows.map((row) => ({ status: row.status, count: Number(row.n) })),
    livePower: Math.round(rows.reduce((sum, row) => sum + Number(row.power ?? 0), 0) * 10) / 10,
  }
}

/** Swap stations within a scope, each with its slots. */
async function swapStations(db: Db, scope: DataScope) {
  const stations = await db
    .selectFrom('swap_stations as s')
    .leftJoin('operators as o', 'o.operatorId', 's.operatorId')
    .select([
      's.stationId',
      's.stationName',
      's.operatorId',
      'o.operatorName',
      's.areaCode',
      's.address',
      's.onlineStatus',
      's.stationStatus',
      's.positionNum',
      's.fullCount',
      's.chargingCount',
      's.emptyCount',
      's.faultCount',
      's.queueLength',
    ])
    .where((eb) => scopeCondition(eb, scope, { area: 's.areaCode', operator: 's.operatorId' }))
    .orderBy('s.stationId')
    .execute()
  const ids = stations.map((station) => station.stationId)
  const slots = ids.length
    ? await db
        .selectFrom('swap_station_slots')
        .select(['stationId', 'slotNo', 'state', 'batteryCode', 'soc'])
        .where('stationId', 'in', ids)
        .orderBy('stationId')
        .orderBy('slotNo')
        .execute()
    : []
  const byStation = new Map<string, typeof slots>()
  for (const slot of slots) byStation.set(slot.stationId, [...(byStation.get(slot.stationId) ?? []), slot])
  return {
    stations: stations.map((station) => ({
      ...station,
      counts: {
        full: station.fullCount,
        charging: station.chargingCount,
        empty: station.emptyCount,
        fault: station.faultCount,
      },
      slots: (byStation.get(station.stationId) ?? []).map(({ stationId: _, ...slot }) => slot),
    })),
  }
}

/** real-time-data's whole state within a scope. */
async function realTimeData(db: Db, scope: DataScope, now = new Date()) {
  const day = chinaDay(now)
  const count = async (table: 'stations' | 'swap_stations' | 'equipment') => {
    const row = await db
      .selectFrom(table)
      .select(sql<number>`count(*)`.as('n'))
      .where(scoped(scope))
      .executeTakeFirst()
    return Number(row?.n ?? 0)
  }
  const [stations, swapStationCount, piles, connectors, today, districts, swapDistricts, operators] =
    await Promise.all([
      count('stations'),
      count('swap_stations'),
      count('equipment'),
      connectorSummary(db, scope),
      db
        .selectFrom('station_daily_stats')
        .select([sql<number>`sum("orders")`.as('orders'), sql<number>`sum("energyCenti")`.as('energy')])
        .where('day', '=', day)
        .where(scoped(scope))
        .executeTakeFirst(),
      db
        .selectFrom('stations')
        .select(['areaCode', sql<number>`count(*)`.as('n')])
        .where(scoped(scope))
        .groupBy('areaCode')
        .execute(),
      db
        .selectFrom('swap_stations')
        .select(['areaCode', sql<number>`count(*)`.as('n')])
        .where(scoped(scope))
        .groupBy('areaCode')
        .execute(),
      db
        .selectFrom('operator_access as a')
        .innerJoin('operators as o', 'o.operatorId', 'a.operatorId')
        .leftJoin('message_daily_stats as m', (join) =>
          join.onRef('m.operatorId', '=', 'a.operatorId').on('m.day', '=', day),
        )
        .select([
          'a.operatorId',
          'o.operatorName',
          'a.accessStatus',
          'a.lastPushTime',
          'a.messagesPerDay',
          sql<number>`coalesce(m."messages", 0)`.as('messagesToday'),
          sql<number>`coalesce(m."failures", 0)`.as('failuresToday'),
        ])
        .where('a.accessStatus', '>=', 2)
        .where((eb) => scopeCondition(eb, scope, { area: 'a.areaCode', operator: 'a.operatorId' }))
        .orderBy('a.operatorId')
        .execute(),
    ])
  const swapBy = new Map(swapDistricts.map((row) => [row.areaCode, Number(row.n)]))
  return {
    day,
    totals: {
      stations,
      swapStations: swapStationCount,
      piles,
      connectors: connectors.byStatus.reduce((sum, row) => sum + row.count, 0),
      charging: connectors.byStatus.find((row) => row.status === 3)?.count ?? 0,
      livePower: connectors.livePower,
      ordersToday: Number(today?.orders ?? 0),
      energyToday: Number(today?.energy ?? 0) / 100,
    },
    districts: districts.map((row) => ({
      areaCode: row.areaCode,
      stations: Number(row.n),
      swapStations: swapBy.get(row.areaCode) ?? 0,
    })),
    operators: operators.map((row) => ({
      ...row,
      messagesToday: Number(row.messagesToday),
      failuresToday: Number(row.failuresToday),
    })),
  }
}

/** Connectors with their live status, power and SOC (charging-devices). */
export const chargingDevicesResource: ResourceDef = {
  area: OPERATING,
  name: 'charging-devices',
  page: 'charging-devices',
  title: '充电设备运行',
  table: 'connectors',
  key: 'connectorId',
  fields: [
    ...CONNECTOR_FIELDS,
    field('power', '额定功率(kW)', { kind: 'number', filter: 'range', sortable: true }),
    field('status', '实时状态', { kind: 'int', filter: 'eq', enum: CONNECTOR_STATUS }),
    field('livePower', '实时功率(kW)', { kind: 'number', filter: 'range', sortable: true }),
    field('soc', 'SOC(%)', { kind: 'int', filter: 'range', sortable: true }),
    timeField('statusTime', '状态更新时间'),
  ],
  lookups: [STATION_NAME, OPERATOR_NAME],
  keyword: { prefix: ['connectorId', 'equipmentId'] },
  scope: { area: 'areaCode', operator: 'operatorId' },
  defaultSort: ['connectorId', 'asc'],
  /** Today's orders and energy of the connector (domain.md: charging-devices). */
  detail: async ({ db, row }) => {
    const today = await db
      .selectFrom('charge_orders')
      .select([sql<number>`count(*)`.as('orders'), sql<number>`sum("totalPower")`.as('energy')])
      .where('connectorId', '=', row.connectorId as string)
      .where('startTime', '>=', dayStartIso(chinaDay(new Date())))
      .executeTakeFirst()
    return {
      todayOrders: Number(today?.orders ?? 0),
      todayEnergy: Math.round(Number(today?.energy ?? 0) * 100) / 100,
    }
  },
}

/** Register the streams of charging-devices, monitoring-power-exchange-stations and real-time-data. */
export function liveScreenRoutes(router: Router): void {
  streamRoute(router, {
    area: OPERATING,
    page: 'charging-devices',
    summary: '充电设备运行',
    topics: ['connector'],
    snapshot: connectorSummary,
  })
  streamRoute(router, {
    area: OPERATING,
    page: 'monitoring-power-exchange-stations',
    summary: '换电站监测',
    topics: ['swap'],
    snapshot: swapStations,
  })
  streamRoute(router, {
    area: 'universal-services',
    page: 'real-time-data',
    summary: '实时数据',
    topics: ['connector', 'access'],
    snapshot: (db, scope) => realTimeData(db, scope),
  })
}
