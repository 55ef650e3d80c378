/**
 * Charge orders over the last 13 months, day by day in time order. Every order's connector
 * exists; energy is split by price period (尖/峰/平/谷, China time) and the details, period
 * energies and money add up to the order's totals (money summed in fen, energy in 0.01 kWh).
 */
import { createIndexes, dropIndexes, ORDER_INDEXES } from '../../db/migrations/0002-archives-indexes'
import { bulkWriter } from '../../db/seed/bulk'
import { ORDER_DAYS, type SeedContext } from '../../db/seed/context'
import type { ChargingWorld } from './charging'
import { plate, vin } from './names'

/** Price period of each China-time hour: 0 尖 (tip), 1 峰 (peak), 2 平 (flat), 3 谷 (valley). */
const PERIOD_OF_HOUR = [3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 1, 0, 0, 2, 2, 3]
const ELEC_PRICE = [1.2034, 1.0135, 0.6528, 0.3317]
// How busy each hour is (relative), China time.
const HOUR_WEIGHTS = [2, 1, 1, 1, 1, 2, 3, 6, 8, 7, 6, 6, 7, 6, 5, 5, 6, 7, 8, 8, 7, 6, 5, 3]
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((sum, weight) => sum + weight, 0)
const CHINA_MS = 8 * 3_600_000
const DAY_MS = 86_400_000

interface Vehicle {
  plate: string
  vin: string
  capacity: number
}

function hourOf(roll: number): number {
  let left = roll * HOUR_TOTAL
  for (let hour = 0; hour < 24; hour += 1) {
    left -= HOUR_WEIGHTS[hour]
    if (left < 0) return hour
  }
  return 23
}

/** yyMMddHHmmss in China time. */
function stamp(ms: number): string {
  return new Date(ms + CHINA_MS).toISOString().replace(/[-T:]/g, '').slice(2, 14)
}

const ORDER_COLUMNS = [
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

/** Totals the seed keeps for operators (kWh) while generating. */
export type EnergyByOperator = Map<string, number>

/**
 * Generate and insert `count` orders. The order indexes are dropped during the load and built
 * afterwards (decisions: Large lists — the indexes the lists need, built once).
 */
export async function seedOrders(
  ctx: SeedContext,
  world: ChargingWorld,
  count: number,
  vehicleCount: number,
): Promise<EnergyByOperator> {
  const { db, rng, now } = ctx
  const vehicles: Vehicle[] = Array.from({ length: vehicleCount }, () => ({
    plate: plate(rng),
    vin: vin(rng),
    capacity: rng.pick([38, 45, 52, 60, 64, 75, 82, 90]),
  }))
  const eligible = world.connectors.filter((connector) => world.piles[connector.equipment].charges)
  const energy: EnergyByOperator = new Map()
  await dropIndexes(db, ORDER_INDEXES)
  const writer = bulkWriter(db, 'charge_orders', ORDER_COLUMNS)
  const nowMs = now.getTime()
  const startOfToday = Math.floor((nowMs + CHINA_MS) / DAY_MS) * DAY_MS - CHINA_MS
  // Each day's share, oldest first: the business grows (the oldest day has 0.4× the average
  // volume, the newest 1.6×), weekends a little busier. The shares are scaled to the whole count,
  // so that every day up to today has its orders (yesterday was once left empty when the
  // earlier days had used the count up); today gets whatever is left.
  const weights: number[] = []
  for (let day = ORDER_DAYS - 1; day >= 0; day -= 1) {
    const weekday = new Date(startOfToday - day * DAY_MS + CHINA_MS).getUTCDay()
    const growth = 0.4 + (1.2 * (ORDER_DAYS - 1 - day)) / (ORDER_DAYS - 1)
    weights.push(growth * (weekday === 0 || weekday === 6 ? 1.1 : 0.96) * (0.9 + rng.next() * 0.2))
  }
  const perWeight = count / weights.reduce((sum, weight) => sum + weight, 0)
  let written = 0
  for (let day = ORDER_DAYS - 1; day >= 0 && written < count; day -= 1) {
    const dayStart = startOfToday - day * DAY_MS
    let todays = day === 0 ? count - written : Math.round(perWeight * weights[ORDER_DAYS - 1 - day])
    todays = Math.max(0, Math.min(todays, count - written, 99_999))
    const starts: number[] = []
    for (let index = 0; index < todays; index += 1) {
      const start = dayStart + hourOf(rng.next()) * 3_600_000 + Math.floor(rng.next() * 3_600_000)
      // Today's hours still to come have no orders yet (the simulator adds them as they pass).
      if (start < nowMs) starts.push(start)
    }
    starts.sort((a, b) => a - b)
    for (let index = 0; index < starts.length; index += 1) {
      let start = starts[index]
      let connector = rng.pick(eligible)
      let pile = world.piles[connector.equipment]
      // Dormant piles (no-power-equipment) get no orders within their dormant period.
      for (
        let tries = 0;
        pile.dormantDays && start > nowMs - pile.dormantDays * DAY_MS && tries < 20;
        tries += 1
      ) {
        connector = rng.pick(eligible)
        pile = world.piles[connector.equipment]
      }
      if (pile.dormantDays && start > nowMs - pile.dormantDays * DAY_MS) continue
      const vehicle = rng.pick(vehicles)
      const minutes = connector.dc ? rng.int(18, 95) : rng.int(60, 480)
      // Orders are recorded when they end: none ends in the future.
      if (start + minutes * 60_000 > nowMs) start = nowMs - minutes * 60_000 - rng.int(1, 600) * 1000
      const startSoc = rng.int(6, 60)
      const room = (vehicle.capacity * (98 - startSoc)) / 100
      const kwh = Math.max(0.5, Math.min(room, (connector.power * minutes * (0.55 + rng.next() * 0.35)) / 60))
      const row = orderRow(
        ctx,
        start,
        minutes,
        kwh,
        startSoc,
        vehicle,
        connector.station,
        world,
        connector.connectorId,
        pile.equipmentId,
        index,
      )
      const end = start + minutes * 60_000
      if (end > pile.lastEnd) pile.lastEnd = end
      const station = world.stations[connector.station]
      energy.set(station.operatorId, (energy.get(station.operatorId) ?? 0) + (row[8] as number))
      await writer.push(row)
      written += 1
    }
  }
  await writer.flush()
  await createIndexes(db, ORDER_INDEXES)
  return energy
}

function orderRow(
  ctx: SeedContext,
  start: number,
  minutes: number,
  kwh: number,
  startSoc: number,
  vehicle: Vehicle,
  stationIndex: number,
  world: ChargingWorld,
  connectorId: string,
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
