/**
 * Charging archives: stations, piles (equipment), connectors and piles without energy
 * (no-power-equipment). Detail drawers link station → piles → connectors → orders.
 */
import { type SqlBool, sql } from 'kysely'
import { CONNECTORS } from '../../../src/contract/lists/archives-management/connectors'
import { EQUIPMENT } from '../../../src/contract/lists/archives-management/equipment'
import { NO_POWER_EQUIPMENT } from '../../../src/contract/lists/archives-management/no-power-equipment'
import { STATIONS } from '../../../src/contract/lists/archives-management/stations'
import { fieldError } from '../kernel/errors'
import type { ResourceDef } from '../resources'
import { describedFields, describedLookups, describedResource, type Stored } from '../resources/described'
import { CONNECTOR_STORED, nameKeyword, OPERATOR_NAME, STATION_NAME } from '../resources/fields'

const DAY = 86_400_000

/** Stations (station-archives-management). */
export const stationsResource: ResourceDef = {
  page: 'station-archives-management',
  table: 'stations',
  ...describedResource(STATIONS),
  fields: describedFields(STATIONS, {
    stationId: { width: 16 },
    stationName: { width: 36 },
    operatorId: { width: 12 },
    equipmentOwnerId: { list: false },
    areaCodeCountryside: { width: 16 },
    address: { width: 40 },
    stationTel: { list: false },
    electricityFee: { list: false, width: 40 },
    serviceFee: { list: false },
    parkFee: { list: false },
    payment: { list: false },
  }),
  lookups: describedLookups(STATIONS, [OPERATOR_NAME]),
  keyword: nameKeyword(['stationId']),
  scope: { area: 'areaCode', operator: 'operatorId' },
  defaultSort: ['stationId', 'asc'],
  // A city's page: its ids from the area's index (migration 0060), then their rows.
  pageByKey: true,
  // The detail view shows the station's row and its last 30 days; piles, connectors and orders
  // come from their own lists (the console's related tables), so the detail does not send them.
  detail: async ({ db, row, now }) => {
    const since = new Date(now.getTime() - 30 * DAY).toISOString()
    const recent = await db
      .selectFrom('charge_orders')
      .select((eb) => [
        eb.fn.countAll<number>().as('orders'),
        eb.fn.sum<number>('totalPower').as('energy'),
        eb.fn.sum<number>('totalMoney').as('money'),
      ])
      .where('stationId', '=', row.stationId as string)
      .where('startTime', '>=', since)
      .executeTakeFirst()
    return {
      orders30Days: Number(recent?.orders ?? 0),
      energy30Days: Math.round(Number(recent?.energy ?? 0) * 100) / 100,
      money30Days: Math.round(Number(recent?.money ?? 0) * 100) / 100,
    }
  },
}

/** A pile's storage: widths of the export; the maker's id and the position only in the detail. */
const PILE_STORED: { [K in keyof typeof EQUIPMENT.fields]?: Stored } = {
  equipmentId: { width: 18 },
  stationId: { width: 16 },
  operatorId: { width: 12 },
  manufacturerId: { list: false },
  manufacturerName: { width: 30 },
  equipmentLng: { list: false },
  equipmentLat: { list: false },
}

/** Piles (equipment-archives-management). */
export const equipmentResource: ResourceDef = {
  page: 'equipment-archives-management',
  table: 'equipment',
  ...describedResource(EQUIPMENT),
  fields: describedFields(EQUIPMENT, PILE_STORED),
  lookups: describedLookups(EQUIPMENT, [STATION_NAME, OPERATOR_NAME]),
  keyword: { prefix: ['equipmentId', 'stationId'] },
  scope: { area: 'areaCode', operator: 'operatorId' },
  defaultSort: ['equipmentId', 'asc'],
}

/** Connectors with live status (connector-archives-management). */
export const connectorsResource: ResourceDef = {
  page: 'connector-archives-management',
  table: 'connectors',
  ...describedResource(CONNECTORS),
  fields: describedFields(CONNECTORS, { ...CONNECTOR_STORED, lockStatus: { list: false } }),
  lookups: describedLookups(CONNECTORS, [STATION_NAME, OPERATOR_NAME]),
  keyword: { prefix: ['connectorId', 'equipmentId'] },
  scope: { area: 'areaCode', operator: 'operatorId' },
  defaultSort: ['connectorId', 'asc'],
}

/** Piles without energy for N days (no-power-equipment; `days` defaults to 7). */
export const noPowerResource: ResourceDef = {
  ...equipmentResource,
  ...describedResource(NO_POWER_EQUIPMENT),
  page: 'no-power-equipment',
  fields: describedFields(NO_POWER_EQUIPMENT, {
    ...PILE_STORED,
    idleDays: {
      compute: (row, now) =>
        row.lastOrderTime
          ? Math.floor((now.getTime() - new Date(row.lastOrderTime as string).getTime()) / DAY)
          : null,
    },
  }),
  lookups: describedLookups(NO_POWER_EQUIPMENT, [STATION_NAME, OPERATOR_NAME]),
  defaultSort: ['lastOrderTime', 'asc'],
  params: [
    {
      name: 'days',
      apply: (value, { now }) => {
        const days = value?.trim() ? Number(value) : 7
        if (!Number.isInteger(days) || days < 1 || days > 365)
          throw fieldError('days', '天数应为1至365之间的整数')
        // '' (never charged) sorts before every time, so it is included.
        return sql<SqlBool>`${sql.ref('lastOrderTime')} < ${new Date(now.getTime() - days * DAY).toISOString()}`
      },
    },
  ],
  // Piles under construction are not expected to charge yet.
  where: () => sql<SqlBool>`${sql.ref('equipmentStatus')} <> 1`,
}
