/** Swap archives: swap stations with slot states, swap orders, batteries with swap history. */
import {
  BATTERY_ASSESSMENT,
  BATTERY_LOCATION,
  GENERAL_APPLICATION_TYPE,
  ONLINE_STATUS,
  STATION_STATUS,
  SWAP_ORDER_RESULT,
} from '../../../src/core/domain/enums'
import type { ResourceDef } from '../resources'
import { maskPlate } from '../resources'
import {
  areaField,
  field,
  nameKeyword,
  OPERATOR_NAME,
  operatorField,
  SWAP_STATION_NAME,
  timeField,
} from '../resources/fields'

const AREA = 'archives-management'
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
  area: AREA,
  name: 'swap-stations',
  page: 'exchange-station-management',
  title: '换电站档案',
  table: 'swap_stations',
  key: 'stationId',
  fields: [
    field('stationId', '换电站ID', { filter: 'prefix', sortable: true, width: 16 }),
    field('stationName', '换电站名称', { sortable: true, width: 36 }),
    operatorField(),
    areaField(),
    field('address', '地址', { filter: 'contains', width: 40 }),
    field('stationLng', '经度', { kind: 'number' }),
    field('stationLat', '纬度', { kind: 'number' }),
    field('stationTel', '站点电话'),
    field('stationStatus', '站点状态', { kind: 'int', filter: 'eq', enum: STATION_STATUS }),
    field('generalApplicationType', '通用类型', {
      kind: 'int',
      filter: 'eq',
      enum: GENERAL_APPLICATION_TYPE,
    }),
    field('positionNum', '仓位数量', { kind: 'int', filter: 'range', sortable: true }),
    field('swapFee', '换电费用'),
    field('vehicleModels', '适配车型', { filter: 'contains', width: 30 }),
    field('onlineStatus', '在线状态', { kind: 'int', filter: 'eq', enum: ONLINE_STATUS }),
    field('businessHours', '营业时间'),
    timeField('officialRunTime', '投运时间'),
    field('fullCount', '满电', { kind: 'int', sortable: true }),
    field('chargingCount', '充电中', { kind: 'int', sortable: true }),
    field('emptyCount', '空仓', { kind: 'int', sortable: true }),
    field('faultCount', '故障', { kind: 'int', sortable: true }),
  ],
  lookups: [OPERATOR_NAME],
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
  area: AREA,
  name: 'swap-orders',
  page: 'exchange-order-management',
  title: '换电订单档案',
  table: 'swap_orders',
  key: 'orderNo',
  fields: [
    field('orderNo', '换电流水号', { filter: 'prefix', sortable: true, width: 24 }),
    field('stationId', '换电站ID', { filter: 'eq', width: 16 }),
    operatorField(),
    areaField(),
    field('vin', 'VIN', { filter: 'prefix', width: 20 }),
    field('licensePlate', '车牌号', { kind: 'plate', filter: 'prefix' }),
    field('fleet', '车队', { filter: 'eq', width: 16 }),
    field('outBatteryCode', '换下电池编码', { filter: 'prefix', width: 28 }),
    field('outSoc', '换下SOC(%)', { kind: 'int' }),
    field('outSoh', '换下SOH(%)', { kind: 'int' }),
    field('inBatteryCode', '换上电池编码', { filter: 'prefix', width: 28 }),
    field('inSoc', '换上SOC(%)', { kind: 'int' }),
    field('inSoh', '换上SOH(%)', { kind: 'int' }),
    timeField('startTime', '开始时间'),
    timeField('endTime', '结束时间', { filter: undefined, sortable: false }),
    field('duration', '换电时长(秒)', { kind: 'int', filter: 'range', sortable: true }),
    field('bay', '换电工位', { kind: 'int' }),
    field('energy', '电量(kWh)', { kind: 'number', filter: 'range', sortable: true }),
    field('fee', '费用(元)', { kind: 'number', filter: 'range', sortable: true }),
    field('result', '换电结果', { kind: 'int', filter: 'eq', enum: SWAP_ORDER_RESULT }),
  ],
  lookups: [SWAP_STATION_NAME, OPERATOR_NAME],
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
  area: AREA,
  name: 'batteries',
  page: 'battery-file',
  title: '电池档案',
  table: 'batteries',
  key: 'batteryCode',
  fields: [
    field('batteryCode', '电池包编码', { filter: 'prefix', sortable: true, width: 28 }),
    field('bmsCode', 'BMS编码', { filter: 'prefix', width: 20 }),
    field('model', '型号', { filter: 'eq', width: 14 }),
    operatorField(),
    areaField(),
    field('ratedCapacity', '额定容量(kWh)', { kind: 'number', sortable: true }),
    field('ratedVoltage', '额定电压(V)', { kind: 'number' }),
    field('soh', 'SOH(%)', { kind: 'int', filter: 'range', sortable: true }),
    field('assessment', '评估', { filter: 'eq', enum: BATTERY_ASSESSMENT }),
    field('cycleCount', '循环次数', { kind: 'int', filter: 'range', sortable: true }),
    field('locationType', '当前位置', { filter: 'eq', enum: BATTERY_LOCATION }),
    field('locationStationId', '所在换电站', { filter: 'eq', width: 16 }),
    field('locationVin', '所在车辆VIN', { filter: 'prefix', width: 20 }),
    timeField('productionDate', '生产日期'),
  ],
  lookups: [
    OPERATOR_NAME,
    { ...SWAP_STATION_NAME, name: 'locationStationName', label: '所在换电站名称', from: 'locationStationId' },
  ],
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
