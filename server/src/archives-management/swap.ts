/** Swap archives: swap stations with slot states, swap orders, batteries with swap history. */
import { BATTERIES } from '../../../src/contract/lists/archives-management/batteries'
import { SWAP_ORDERS } from '../../../src/contract/lists/archives-management/swap-orders'
import { SWAP_STATIONS } from '../../../src/contract/lists/archives-management/swap-stations'
import type { ResourceDef } from '../resources'
import { maskPlate } from '../resources'
import { describedFields, describedLookups, describedResource } from '../resources/described'
import { nameKeyword, OPERATOR_NAME, SWAP_STATION_NAME } from '../resources/fields'

const SWAP_SUMMARY = [
  'orderNo',
  'stationId',
  'startTime',
  'duration',
  'outBatteryCode',
  'inBatteryCode',
  'licensePlate',
  'result',
] as const

/** Swap stations (exchange-station-management). */
export const swapStationsResource: ResourceDef = {
  page: 'exchange-station-management',
  table: 'swap_stations',
  ...describedResource(SWAP_STATIONS),
  fields: describedFields(SWAP_STATIONS, {
    stationId: { width: 16 },
    stationName: { width: 36 },
    operatorId: { width: 12 },
    address: { width: 40 },
    vehicleModels: { width: 30 },
  }),
  lookups: describedLookups(SWAP_STATIONS, [OPERATOR_NAME]),
  keyword: nameKeyword(['stationId']),
  scope: { area: 'areaCode', operator: 'operatorId' },
  defaultSort: ['stationId', 'asc'],
  detail: async ({ db, row }) => {
    const slots = await db
      .selectFrom('swap_station_slots')
      .select(['slotNo', 'state', 'batteryCode', 'soc'])
      .where('stationId', '=', row.stationId as string)
      .orderBy('slotNo')
      .execute()
    const orders = await db
      .selectFrom('swap_orders')
      .select(SWAP_SUMMARY)
      .where('stationId', '=', row.stationId as string)
      .orderBy('startTime', 'desc')
      .limit(20)
      .execute()
    return {
      slots,
      recentOrders: orders.map((order) => ({ ...order, licensePlate: maskPlate(order.licensePlate) })),
    }
  },
}

/** Swap orders (exchange-order-management): time-series like charge orders. */
export const swapOrdersResource: ResourceDef = {
  page: 'exchange-order-management',
  table: 'swap_orders',
  ...describedResource(SWAP_ORDERS),
  fields: describedFields(SWAP_ORDERS, {
    orderNo: { width: 24 },
    stationId: { width: 16 },
    operatorId: { width: 12 },
    vin: { width: 20 },
    fleet: { width: 16 },
    outBatteryCode: { width: 28 },
    inBatteryCode: { width: 28 },
  }),
  lookups: describedLookups(SWAP_ORDERS, [SWAP_STATION_NAME, OPERATOR_NAME]),
  keyword: { prefix: ['orderNo', 'licensePlate', 'vin'], upperCase: true },
  scope: { area: 'areaCode', operator: 'operatorId' },
  defaultSort: ['startTime', 'desc'],
  window: { field: 'startTime', defaultDays: 30, maxDays: 366 },
  detail: async ({ db, row }) => {
    const codes = [row.outBatteryCode as string, row.inBatteryCode as string]
    const batteries = await db
      .selectFrom('batteries')
      .select(['batteryCode', 'model', 'ratedCapacity', 'soh', 'assessment', 'cycleCount'])
      .where('batteryCode', 'in', codes)
      .execute()
    return { batteries }
  },
}

/** Batteries (battery-file) with their swap history. */
export const batteriesResource: ResourceDef = {
  page: 'battery-file',
  table: 'batteries',
  ...describedResource(BATTERIES),
  fields: describedFields(BATTERIES, {
    batteryCode: { width: 28 },
    bmsCode: { width: 20 },
    model: { width: 14 },
    operatorId: { width: 12 },
    locationStationId: { width: 16 },
    locationVin: { width: 20 },
  }),
  lookups: describedLookups(BATTERIES, [
    OPERATOR_NAME,
    { ...SWAP_STATION_NAME, name: 'locationStationName', from: 'locationStationId' },
  ]),
  keyword: { prefix: ['batteryCode', 'bmsCode'], upperCase: true },
  scope: { area: 'areaCode', operator: 'operatorId' },
  defaultSort: ['batteryCode', 'asc'],
  detail: async ({ db, row }) => {
    const code = row.batteryCode as string
    const [out, into] = await Promise.all([
      db
        .selectFrom('swap_orders')
        .select([...SWAP_SUMMARY, 'outSoc', 'inSoc'])
        .where('outBatteryCode', '=', code)
        .orderBy('startTime', 'desc')
        .limit(50)
        .execute(),
      db
        .selectFrom('swap_orders')
        .select([...SWAP_SUMMARY, 'outSoc', 'inSoc'])
        .where('inBatteryCode', '=', code)
        .orderBy('startTime', 'desc')
        .limit(50)
        .execute(),
    ])
    const history = [
      ...out.map((order) => ({ ...order, direction: 'out' })),
      ...into.map((order) => ({ ...order, direction: 'in' })),
    ]
      .sort((a, b) => (a.startTime < b.startTime ? 1 : -1))
      .slice(0, 50)
      .map((order) => ({ ...order, licensePlate: maskPlate(order.licensePlate) }))
    return { swapHistory: history }
  },
}
