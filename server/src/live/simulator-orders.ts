/** The simulator's charging sessions that end: each becomes an order (simulator-charging.ts). */
import { rngOver } from '../db/seed/rng'
import { BATTERY_CAPACITIES, plate, vin } from '../db/seed/vehicles'
import type { Db } from '../db/types'
import { recordOrder } from '../stats/aggregate'
import { sessionEnergy } from '../stats/charging-model'

// Order numbers as the seed writes them (T/CEC 102 StartChargeSeq, 27 characters): the operator
// ID, the start as YYMMDDHHmmss (China time) and a 6-digit serial — no marker an official would
// read as test data (issue 42 item 20). The serial starts anywhere, so a restart in the same
// second does not repeat one.
let serial = Math.floor(Math.random() * 1_000_000)

/** The order number of a session of `operatorId` that started at `startMs`. */
export function orderNumber(operatorId: string, startMs: number): string {
  serial = (serial + 1) % 1_000_000
  const stamp = new Date(startMs + 8 * 3_600_000).toISOString().replace(/[-T:]/g, '').slice(2, 14)
  return `${operatorId}${stamp}${String(serial).padStart(6, '0')}`
}

/**
 * A session from `startMs` that ended at `now` becomes an order (and counts in the day's
 * aggregates): its energy the charging model's for its power and length, up to a full battery of
 * a vehicle drawn as the seed draws its fleet (plate, VIN, capacity: db/seed/vehicles.ts).
 */
export async function finishSession(
  db: Db,
  connector: {
    connectorId: string
    equipmentId: string
    stationId: string
    operatorId: string
    areaCode: string
    power: number
  },
  now: Date,
  startMs: number,
  random: () => number = Math.random,
): Promise<number> {
  const start = Math.min(startMs, now.getTime() - 60_000)
  const minutes = (now.getTime() - start) / 60_000
  const rng = rngOver(random)
  const capacity = rng.pick(BATTERY_CAPACITIES)
  const startSoc = rng.int(6, 60)
  const room = (capacity * (98 - startSoc)) / 100
  const kwh = Math.round(Math.min(room, sessionEnergy(connector.power, minutes, random())) * 100) / 100
  const elec = Math.round(kwh * 80) / 100
  const service = Math.round(kwh * 50) / 100
  await recordOrder(db, {
    startChargeSeq: orderNumber(connector.operatorId, start),
    connectorId: connector.connectorId,
    equipmentId: connector.equipmentId,
    stationId: connector.stationId,
    operatorId: connector.operatorId,
    areaCode: connector.areaCode,
    startTime: new Date(start).toISOString(),
    endTime: now.toISOString(),
    totalPower: kwh,
    tipPower: 0,
    peakPower: 0,
    flatPower: kwh,
    valleyPower: 0,
    totalElecMoney: elec,
    totalServiceMoney: service,
    totalMoney: Math.round((elec + service) * 100) / 100,
    stopReason: 0,
    vin: vin(rng),
    licensePlate: plate(rng),
    startSoc,
    endSoc: Math.min(100, startSoc + Math.round((kwh / capacity) * 100)),
    confirmResult: 0,
    chargeDetails: '[]',
  })
  return kwh
}
