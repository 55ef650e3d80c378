/**
 * One charge order's row: its price periods (尖/峰/平/谷 by China-time hour), the split of its
 * energy and money by period, its details and its stop reason, in the columns of `charge_orders`.
 * Energy is summed in 0.01 kWh and money in fen, so the details and periods add up to the totals.
 */
import type { SeedContext } from '../../db/seed/context'
import type { ChargingWorld, SeedConnector } from './charging'

/** Price period of each China-time hour (the national seed's orders use it too): 0 尖 (tip), 1 峰 (peak), 2 平 (flat), 3 谷 (valley). */
export const PERIOD_OF_HOUR = [3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 1, 0, 0, 2, 2, 3]
export const ELEC_PRICE = [1.2034, 1.0135, 0.6528, 0.3317]
const CHINA_MS = 8 * 3_600_000

/** A vehicle of the seed: the orders' plates, VINs and battery sizes. */
export interface Vehicle {
  plate: string
  vin: string
  capacity: number
}

/** yyMMddHHmmss in China time. */
function stamp(ms: number): string {
  return new Date(ms + CHINA_MS).toISOString().replace(/[-T:]/g, '').slice(2, 14)
}

export const ORDER_COLUMNS = [
  'startChargeSeq',
  'connectorId',
  'equipmentId',
  'stationId',
  'operatorId',
  'areaCode',
  'startTime',
  'endTime',
  'totalPower',
  'tipPower',
  'peakPower',
  'flatPower',
  'valleyPower',
  'totalElecMoney',
  'totalServiceMoney',
  'totalMoney',
  'stopReason',
  'vin',
  'licensePlate',
  'startSoc',
  'endSoc',
  'confirmResult',
  'chargeDetails',
] as const

/** The row of an order of `kwh` over `minutes` from `start` on `connector`, in `ORDER_COLUMNS`' order. */
export function orderRow(
  ctx: SeedContext,
  start: number,
  minutes: number,
  kwh: number,
  startSoc: number,
  vehicle: Vehicle,
  { station: stationIndex, connectorId }: SeedConnector,
  world: ChargingWorld,
  equipmentId: string,
  serial: number,
): (string | number)[] {
  const { rng } = ctx
  const station = world.stations[stationIndex]
  const service = [0.4, 0.5, 0.6, 0.8][stationIndex % 4]
  // Split the minutes into price-period segments.
  const segments: [number, number, number][] = []
  let minute = 0
  while (minute < minutes) {
    const at = start + minute * 60_000
    const hour = new Date(at + CHINA_MS).getUTCHours()
    const toHourEnd = 60 - new Date(at + CHINA_MS).getUTCMinutes()
    const span = Math.min(toHourEnd, minutes - minute)
    const period = PERIOD_OF_HOUR[hour]
    const last = segments[segments.length - 1]
    if (last && last[0] === period) last[2] += span
    else segments.push([period, minute, span])
    minute += span
  }
  const totalCenti = Math.round(kwh * 100)
  const periods = [0, 0, 0, 0]
  const details: number[][] = []
  let assigned = 0
  let elecFen = 0
  let serviceFen = 0
  segments.forEach(([period, from, span], index) => {
    const centi =
      index === segments.length - 1 ? totalCenti - assigned : Math.round((totalCenti * span) / minutes)
    assigned += centi
    const elec = Math.round(centi * ELEC_PRICE[period])
    const serv = Math.round(centi * service)
    periods[period] += centi
    elecFen += elec
    serviceFen += serv
    details.push([period, from, span, ELEC_PRICE[period], service, centi / 100, elec / 100, serv / 100])
  })
  const endSoc = Math.min(100, startSoc + Math.round((kwh / vehicle.capacity) * 100))
  const stopRoll = rng.next()
  const stopReason =
    endSoc >= 95
      ? 2
      : stopRoll < 0.7
        ? 0
        : stopRoll < 0.85
          ? 2
          : stopRoll < 0.93
            ? 1
            : stopRoll < 0.98
              ? 4
              : 3
  return [
    // T/CEC 102 StartChargeSeq: 27 characters, operator ID (9) + a number unique per operator.
    `${station.operatorId}${stamp(start)}${String(serial).padStart(6, '0').slice(-6)}`,
    connectorId,
    equipmentId,
    station.stationId,
    station.operatorId,
    station.areaCode,
    new Date(start).toISOString(),
    new Date(start + minutes * 60_000).toISOString(),
    totalCenti / 100,
    periods[0] / 100,
    periods[1] / 100,
    periods[2] / 100,
    periods[3] / 100,
    elecFen / 100,
    serviceFen / 100,
    (elecFen + serviceFen) / 100,
    stopReason,
    vehicle.vin,
    vehicle.plate,
    startSoc,
    endSoc,
    rng.chance(0.01) ? 1 : 0,
    JSON.stringify(details),
  ]
}
