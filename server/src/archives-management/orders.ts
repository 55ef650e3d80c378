/**
 * Charge orders (order-archives-management): a time-series list, last 30 days by default, at
 * most a year (decisions: Large lists); the keyword matches indexed prefixes of the order
 * number, plate and VIN. The detail unpacks the compact charge details.
 */
import { CONFIRM_RESULT, PRICE_PERIOD, STOP_REASON } from '../../../src/core/domain/enums'
import type { ResourceDef } from '../resources'
import { maskPlate } from '../resources'
import { areaField, field, OPERATOR_NAME, operatorField, STATION_NAME, timeField } from '../resources/fields'

/** One charge detail (per price period), as the API returns it (T/CEC ChargeDetails). */
export interface ChargeDetail {
  period: string
  periodLabel: string
  detailStartTime: string
  detailEndTime: string
  elecPrice: number
  servicePrice: number
  detailPower: number
  detailElecMoney: number
  detailServiceMoney: number
}

/** Unpack `chargeDetails` (see tables.ts for the compact layout). */
export function unpackDetails(startTime: string, packed: string): ChargeDetail[] {
  const start = new Date(startTime).getTime()
  let parsed: number[][] = []
  try {
    parsed = JSON.parse(packed) as number[][]
  } catch {
    parsed = []
  }
  return parsed.map(([period, from, minutes, elecPrice, servicePrice, energy, elecMoney, serviceMoney]) => ({
    period: PRICE_PERIOD[period]?.value ?? String(period),
    periodLabel: PRICE_PERIOD[period]?.label ?? '-',
    detailStartTime: new Date(start + from * 60_000).toISOString(),
    detailEndTime: new Date(start + (from + minutes) * 60_000).toISOString(),
    elecPrice,
    servicePrice,
    detailPower: energy,
    detailElecMoney: elecMoney,
    detailServiceMoney: serviceMoney,
  }))
}

/** Charge orders. */
export const ordersResource: ResourceDef = {
  area: 'archives-management',
  name: 'orders',
  page: 'order-archives-management',
  title: '充电订单档案',
  table: 'charge_orders',
  key: 'startChargeSeq',
  fields: [
    field('startChargeSeq', '订单编号', { filter: 'prefix', sortable: true, width: 30 }),
    field('connectorId', '接口编码', { filter: 'eq', width: 20 }),
    field('equipmentId', '设备编码', { filter: 'eq', width: 18 }),
    field('stationId', '充电站ID', { filter: 'eq', width: 16 }),
    operatorField(),
    areaField(),
    timeField('startTime', '开始时间'),
    timeField('endTime', '结束时间', { filter: undefined, sortable: false }),
    field('totalPower', '充电量(kWh)', { kind: 'number', filter: 'range', sortable: true }),
    field('tipPower', '尖电量(kWh)', { kind: 'number' }),
    field('peakPower', '峰电量(kWh)', { kind: 'number' }),
    field('flatPower', '平电量(kWh)', { kind: 'number' }),
    field('valleyPower', '谷电量(kWh)', { kind: 'number' }),
    field('totalElecMoney', '电费(元)', { kind: 'number' }),
    field('totalServiceMoney', '服务费(元)', { kind: 'number' }),
    field('totalMoney', '总金额(元)', { kind: 'number', filter: 'range', sortable: true }),
    field('stopReason', '停止原因', { kind: 'int', filter: 'eq', enum: STOP_REASON }),
    field('vin', 'VIN', { filter: 'prefix', width: 20 }),
    field('licensePlate', '车牌号', { kind: 'plate', filter: 'prefix' }),
    field('startSoc', '开始SOC(%)', { kind: 'int' }),
    field('endSoc', '结束SOC(%)', { kind: 'int' }),
    field('confirmResult', '对账结果', { kind: 'int', filter: 'eq', enum: CONFIRM_RESULT }),
    field('chargeDetails', '充电明细', { list: false, export: false }),
  ],
  lookups: [STATION_NAME, OPERATOR_NAME],
  keyword: { prefix: ['startChargeSeq', 'licensePlate', 'vin'], upperCase: true },
  scope: { area: 'areaCode', operator: 'operatorId' },
  defaultSort: ['startTime', 'desc'],
  window: { field: 'startTime', defaultDays: 30, maxDays: 366 },
  detail: async ({ db, row }) => {
    const connector = await db
      .selectFrom('connectors')
      .select(['connectorId', 'connectorName', 'connectorType', 'power', 'status'])
      .where('connectorId', '=', row.connectorId as string)
      .executeTakeFirst()
    const { chargeDetails, ...rest } = row
    return {
      ...rest,
      licensePlate: maskPlate(row.licensePlate),
      connector: connector ?? null,
      chargeDetails: unpackDetails(row.startTime as string, chargeDetails as string),
    }
  },
}
