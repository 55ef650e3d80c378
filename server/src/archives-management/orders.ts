/**
 * Charge orders (order-archives-management): a time-series list, last 30 days by default, at
 * most a year (decisions: Large lists); the keyword matches indexed prefixes of the order
 * number, plate and VIN. The detail unpacks the compact charge details.
 */
import { ORDERS } from '../../../src/contract/lists/archives-management/orders'
import { PRICE_PERIOD } from '../../../src/core/domain/enums'
import type { ResourceDef } from '../resources'
import { maskPlate } from '../resources'
import { describedFields, describedLookups, describedResource } from '../resources/described'
import { OPERATOR_NAME, STATION_NAME } from '../resources/fields'

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
  page: 'order-archives-management',
  table: 'charge_orders',
  ...describedResource(ORDERS),
  fields: describedFields(ORDERS, {
    startChargeSeq: { width: 30 },
    connectorId: { width: 20 },
    equipmentId: { width: 18 },
    stationId: { width: 16 },
    operatorId: { width: 12 },
    vin: { width: 20 },
    chargeDetails: { list: false, export: false },
  }),
  lookups: describedLookups(ORDERS, [STATION_NAME, OPERATOR_NAME]),
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
