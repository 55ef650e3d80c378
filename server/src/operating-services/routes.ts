/**
 * The operating-services area's live screens (api.md: Live data): the streams of charging-status
 * (connectors by district and status), charging-devices (connector status counts and live power;
 * rows from its list resource) and monitoring-power-exchange-stations (swap stations with their
 * slots). Every snapshot and event is limited to the caller's data scope (push/stream.ts).
 */
import { sql } from 'kysely'
import { CHARGING_DEVICES } from '../../../src/contract/lists/operating-services/charging-devices'
import { areaLists } from '../../../src/contract/lists/titles'
import { chargingDevicesStream, chargingStatusStream, swapStationsStream } from '../../../src/contract/live'
import { type DataScope, inScope, scopeCondition } from '../auth/scope'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { now as clockNow } from '../kernel/clock'
import { connectorSummary } from '../live/connector-summary'
import { streamRoute } from '../push/stream'
import { defineResourceRoutes, type ResourceDef } from '../resources'
import {
  describedFields,
  describedLookups,
  describedResource,
  describedResources,
} from '../resources/described'
import { CONNECTOR_STORED, OPERATOR_NAME, STATION_NAME } from '../resources/fields'
import { chinaDay, dayStartIso } from '../stats/days'

const OPERATING = 'operating-services'

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

/** Connectors with their live status, power and SOC (charging-devices). */
export const chargingDevicesResource: ResourceDef = {
  page: 'charging-devices',
  table: 'connectors',
  ...describedResource(CHARGING_DEVICES),
  fields: describedFields(CHARGING_DEVICES, CONNECTOR_STORED),
  lookups: describedLookups(CHARGING_DEVICES, [STATION_NAME, OPERATOR_NAME]),
  keyword: { prefix: ['connectorId', 'equipmentId'] },
  scope: { area: 'areaCode', operator: 'operatorId' },
  defaultSort: ['connectorId', 'asc'],
  /** Today's orders and energy of the connector (domain.md: charging-devices). */
  detail: async ({ db, row }) => {
    const today = await db
      .selectFrom('charge_orders')
      .select([sql<number>`count(*)`.as('orders'), sql<number>`sum("totalPower")`.as('energy')])
      .where('connectorId', '=', row.connectorId as string)
      .where('startTime', '>=', dayStartIso(chinaDay(clockNow())))
      .executeTakeFirst()
    return {
      todayOrders: Number(today?.orders ?? 0),
      todayEnergy: Math.round(Number(today?.energy ?? 0) * 100) / 100,
    }
  },
}

/** Register the area's live streams and the charging-devices list. */
export function operatingServicesRoutes(router: Router): void {
  streamRoute(router, chargingStatusStream, {
    topics: ['connector'],
    snapshot: async (db, scope) => {
      const rows = await db
        .selectFrom('connectors')
        .select(['areaCode', 'status', sql<number>`count(*)`.as('n'), sql<number>`sum("power")`.as('power')])
        .where(inScope(scope))
        .groupBy(['areaCode', 'status'])
        .execute()
      // The map's points are read apart (GET /live/station-places and /live/station-states).
      return {
        rows: rows.map((row) => ({
          areaCode: row.areaCode,
          status: row.status,
          count: Number(row.n),
          power: Number(row.power ?? 0),
        })),
      }
    },
  })
  streamRoute(router, chargingDevicesStream, { topics: ['connector'], snapshot: connectorSummary })
  streamRoute(router, swapStationsStream, {
    topics: ['swap'],
    snapshot: swapStations,
  })
  for (const def of describedResources(areaLists(OPERATING), [chargingDevicesResource]))
    defineResourceRoutes(router, def)
}
