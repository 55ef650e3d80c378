/**
 * Charge orders from the day the first station opened to now, day by day in time order, drawn
 * from the one charging model (stats/charging-model.ts: sessions per connector and hour, their
 * length and energy): each day every connector of an open station starts sessions at the model's
 * rate of that day, and every station's first order is on its opening day, so every year a
 * station existed has its energy (issue 42 item 12). Sessions still running at the moment of
 * seeding are no orders yet: their connectors are the ones charging now. Every order's connector
 * exists; energy is split by price period (尖/峰/平/谷, China time) and the details, period
 * energies and money add up to the order's totals (money summed in fen, energy in 0.01 kWh).
 */
import { CONNECTOR, PARKING } from '../../../../src/core/domain/enums'
import { createIndexes, dropIndexes, ORDER_INDEXES } from '../../db/migrations/0002-archives-indexes'
import { bulkWriter } from '../../db/seed/bulk'
import type { SeedContext } from '../../db/seed/context'
import { BATTERY_CAPACITIES, plate, vin } from '../../db/seed/vehicles'
import {
  chinaDayStart,
  poisson,
  sessionEnergy,
  sessionMinutes,
  sessionsPerDay,
  startHour,
} from '../../stats/charging-model'
import type { ChargingWorld, SeedConnector } from './charging'
import { ORDER_COLUMNS, orderRow, type Vehicle } from './order-row'

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

/** Totals the seed keeps for operators (kWh) while generating. */
export type EnergyByOperator = Map<string, number>

/** A session running at the moment of seeding: its connector is charging now. */
interface RunningSession {
  connectorId: string
  startMs: number
  soc: number
}

/**
 * Generate and insert the orders of the model. The order indexes are dropped during the load and
 * built afterwards (decisions: Large lists — the indexes the lists need, built once).
 */
export async function seedOrders(
  ctx: SeedContext,
  world: ChargingWorld,
  vehicleCount: number,
): Promise<EnergyByOperator> {
  const { db, rng, now } = ctx
  const vehicles: Vehicle[] = Array.from({ length: vehicleCount }, () => ({
    plate: plate(rng),
    vin: vin(rng),
    capacity: rng.pick(BATTERY_CAPACITIES),
  }))
  // Connectors that may charge, in the order their stations opened: those open on a day are a prefix.
  const openedOf = (connector: SeedConnector) => world.stations[connector.station].openedMs
  const eligible = world.connectors
    .filter((connector) => world.piles[connector.equipment].charges)
    .sort((a, b) => openedOf(a) - openedOf(b))
  const energy: EnergyByOperator = new Map()
  const running: RunningSession[] = []
  const busy = new Set<string>()
  if (!eligible.length) return energy
  await dropIndexes(db, ORDER_INDEXES)
  const writer = bulkWriter(db, 'charge_orders', ORDER_COLUMNS)
  const nowMs = now.getTime()
  let open = 0
  for (let dayStart = chinaDayStart(openedOf(eligible[0])); dayStart <= nowMs; dayStart += DAY_MS) {
    const dayEnd = dayStart + DAY_MS
    const openingFrom = open
    while (open < eligible.length && openedOf(eligible[open]) < dayEnd) open += 1
    // The day's sessions: the model's rate over the connectors open that day (±10 % from day to
    // day), and the first order of each station opening that day.
    const expected = open * sessionsPerDay(dayStart, nowMs) * (0.9 + rng.next() * 0.2)
    const sessions: [number, SeedConnector][] = []
    for (let count = poisson(expected, rng.next); count > 0; count -= 1)
      sessions.push([
        dayStart + startHour(rng.next()) * HOUR_MS + Math.floor(rng.next() * HOUR_MS),
        eligible[Math.floor(rng.next() * open)],
      ])
    const firsts = new Set<number>()
    for (let index = openingFrom; index < open; index += 1) {
      const connector = eligible[index]
      if (firsts.has(connector.station)) continue
      firsts.add(connector.station)
      sessions.push([Math.max(openedOf(connector), dayStart) + rng.int(1, 6) * HOUR_MS, connector])
    }
    sessions.sort((a, b) => a[0] - b[0])
    let serial = 0
    for (const [start, picked] of sessions) {
      if (start >= nowMs) continue
      const connector = pickOpen(picked, start, eligible, open, world, nowMs, rng.next)
      if (!connector) continue
      const pile = world.piles[connector.equipment]
      const vehicle = rng.pick(vehicles)
      const minutes = sessionMinutes(connector.dc, rng.next())
      const startSoc = rng.int(6, 60)
      const end = start + minutes * 60_000
      if (end > nowMs) {
        // Still charging at the moment of seeding: the connector charges now, its order comes when it ends.
        if (!busy.has(connector.connectorId)) {
          busy.add(connector.connectorId)
          running.push({
            connectorId: connector.connectorId,
            startMs: start,
            soc: Math.min(95, startSoc + 10),
          })
        }
        continue
      }
      const room = (vehicle.capacity * (98 - startSoc)) / 100
      const kwh = Math.min(room, sessionEnergy(connector.power, minutes, rng.next()))
      const row = orderRow(
        ctx,
        start,
        minutes,
        kwh,
        startSoc,
        vehicle,
        connector,
        world,
        pile.equipmentId,
        serial,
      )
      serial += 1
      if (end > pile.lastEnd) pile.lastEnd = end
      const station = world.stations[connector.station]
      energy.set(station.operatorId, (energy.get(station.operatorId) ?? 0) + (row[8] as number))
      await writer.push(row)
    }
  }
  await writer.flush()
  await createIndexes(db, ORDER_INDEXES)
  for (const session of running)
    await db
      .updateTable('connectors')
      .set({
        status: CONNECTOR.charging,
        parkStatus: PARKING.occupied,
        lockStatus: 1,
        soc: session.soc,
        statusTime: new Date(session.startMs).toISOString(),
      })
      .where('connectorId', '=', session.connectorId)
      .execute()
  return energy
}

/**
 * The connector of a session starting at `start`: the one picked when its station is open and its
 * pile not dormant then (no-power-equipment: no orders within its dormant days), else another of
 * the `open` first (a few tries), else none.
 */
function pickOpen(
  picked: SeedConnector,
  start: number,
  eligible: readonly SeedConnector[],
  open: number,
  world: ChargingWorld,
  nowMs: number,
  random: () => number,
): SeedConnector | undefined {
  let connector = picked
  for (let tries = 0; tries < 20; tries += 1) {
    const { dormantDays } = world.piles[connector.equipment]
    const opened = world.stations[connector.station].openedMs <= start
    if (opened && !(dormantDays && start > nowMs - dormantDays * DAY_MS)) return connector
    connector = eligible[Math.floor(random() * open)]
  }
  return undefined
}
