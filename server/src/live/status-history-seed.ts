/**
 * Seed of the connectors' status history (migration 0019-connector-history), both scales, after
 * the archives and the alarms: from the start of the order archives (or the pile's commissioning,
 * if later) to now, compactly — the changes of availability, not every charging session (those
 * are the orders): online stretches as 空闲, about one fault (6 h – 9 days) and one offline
 * stretch (1 h – 6 days) a year per connector, a charging connector online since its session began, plus a fault from each seeded alarm that takes a
 * connector down (level 1–2, as the simulator's do) between its alarm and recovery times. The
 * open interval is the connector's current status; a connector in fault with an open alarm of
 * that kind is in fault since that alarm. Piles not in service (under construction, closed) are
 * offline throughout. About 5 rows per connector (24,000 at the demo seed, ~1 million at the large).
 */

import { CONNECTOR } from '../../../src/core/domain/enums'
import { bulkWriter } from '../db/seed/bulk'
import { ORDER_DAYS, type Seeder } from '../db/seed/context'
import '../stats/status-history'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const YEAR = 365 * DAY

const COLUMNS = ['connectorId', 'stationId', 'operatorId', 'areaCode', 'status', 'startTime', 'endTime']

/** A stretch of one status (ms). */
interface Stretch {
  start: number
  end: number
  status: number
}

export const statusHistorySeeder: Seeder = {
  name: 'connector-history',
  async run({ db, rng, now }) {
    const nowMs = now.getTime()
    const first = nowMs - ORDER_DAYS * DAY
    const faults = new Map<string, Stretch[]>()
    const openFault = new Map<string, number>()
    const alarms = await db
      .selectFrom('alarms')
      .select(['connectorId', 'alarmTime', 'recoveryTime', 'alarmStatus'])
      .where('alarmLevel', '<=', 2)
      .where('connectorId', 'is not', null)
      .orderBy('id')
      .execute()
    for (const alarm of alarms) {
      const id = alarm.connectorId as string
      const start = Date.parse(alarm.alarmTime)
      if (alarm.alarmStatus === 1) openFault.set(id, Math.min(openFault.get(id) ?? start, start))
      else if (alarm.recoveryTime)
        faults.set(id, [
          ...(faults.get(id) ?? []),
          { start, end: Date.parse(alarm.recoveryTime), status: CONNECTOR.fault },
        ])
    }
    const connectors = await db
      .selectFrom('connectors')
      .innerJoin('equipment', 'equipment.equipmentId', 'connectors.equipmentId')
      .select([
        'connectors.connectorId',
        'connectors.stationId',
        'connectors.operatorId',
        'connectors.areaCode',
        'connectors.status',
        'connectors.statusTime',
        'equipment.equipmentStatus',
        'equipment.createTime',
      ])
      .orderBy('connectors.connectorId')
      .execute()
    const writer = bulkWriter(db, 'connector_status_history', COLUMNS)
    for (const connector of connectors) {
      const from = Math.max(first, Date.parse(connector.createTime))
      const inService = connector.equipmentStatus !== 1 && connector.equipmentStatus !== 5
      const stretches: Stretch[] = []
      let current = from
      if (inService) {
        const status = connector.status
        current =
          status === CONNECTOR.fault
            ? (openFault.get(connector.connectorId) ?? nowMs - rng.int(1, 72) * HOUR)
            : status === CONNECTOR.offline
              ? nowMs - rng.int(1, 48) * HOUR
              : status === CONNECTOR.charging
                ? Date.parse(connector.statusTime)
                : nowMs - rng.int(5, 360) * 60_000
        current = Math.max(from, current)
        const span = current - from
        // A fault of a seeded alarm is where the alarm says: a random stretch overlapping it would
        // push it later (timeline: the later of two overlapping stretches starts where the first
        // ends), and the connector would be offline at its own alarm's time.
        const alarmed = faults.get(connector.connectorId) ?? []
        const random = (count: number, status: number, min: number, max: number) => {
          for (let index = 0; index < count; index += 1) {
            const length = rng.int(min, max) * HOUR
            if (length >= span) continue
            const start = from + Math.floor(rng.next() * (span - length))
            const end = start + length
            if (alarmed.some((fault) => start < fault.end && end > fault.start)) continue
            stretches.push({ start, end, status })
          }
        }
        const perYear = Math.round((2 * span) / YEAR)
        random(rng.int(0, perYear), CONNECTOR.fault, 6, 216)
        random(rng.int(0, perYear), CONNECTOR.offline, 1, 144)
        stretches.push(...alarmed)
        stretches.sort((a, b) => a.start - b.start)
      }
      const rows = timeline(from, stretches, current, connector.status)
      for (const row of rows)
        await writer.push([
          connector.connectorId,
          connector.stationId,
          connector.operatorId,
          connector.areaCode,
          row.status,
          new Date(row.start).toISOString(),
          row.end === null ? null : new Date(row.end).toISOString(),
        ])
    }
    await writer.flush()
  },
}

/**
 * The intervals from `from`: the stretches in time order (one overlapping an earlier one starts
 * where that one ends), 空闲 (1) between them, and the open interval of the current status from
 * `current` (which cuts a stretch that runs into it). Neighbours of one status are one interval.
 */
export function timeline(
  from: number,
  stretches: readonly Stretch[],
  current: number,
  status: number,
): { start: number; end: number | null; status: number }[] {
  const rows: { start: number; end: number | null; status: number }[] = []
  const add = (start: number, end: number | null, state: number) => {
    const last = rows[rows.length - 1]
    if (last && last.status === state) last.end = end
    else rows.push({ start, end, status: state })
  }
  let cursor = from
  for (const stretch of stretches) {
    const start = Math.max(stretch.start, cursor)
    const end = Math.min(stretch.end, current)
    if (end <= start) continue
    if (start > cursor) add(cursor, start, CONNECTOR.idle)
    add(start, end, stretch.status)
    cursor = end
  }
  if (current > cursor) add(cursor, current, CONNECTOR.idle)
  add(Math.max(cursor, current), null, status)
  return rows
}
