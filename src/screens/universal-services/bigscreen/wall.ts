/**
 * What the wall display (`<ev-bigscreen>`, issue 44 part 2) derives from the live state, pure and
 * bounded so that it runs for days: the connectors by live state, the districts ranked by today's
 * energy, and the alarm ticker — the newest alarms first, never more than its cap.
 */
import { STATION_LIVE_STATE, type StationLiveState } from '../../../core/domain/station-live'
import type { MapStation } from '../../../ui/map/mapOption'
import type { RealTimeDistrict } from '../dashboards/real-time-state'

/** The alarms the ticker holds at most. */
export const TICKER_CAP = 10

/** An alarm as the ticker shows it (the list's row or a `raised` event's alarm). */
export interface TickerAlarm {
  id: number
  alarmTime: string
  alarmLevel: number
  alarmCode: number
  stationId: string
  stationName?: string | null
  connectorId?: string | null
}

/**
 * The ticker with `alarms` added: newest first by time, each alarm once (a newer copy replaces
 * an older one), at most `cap`.
 */
export function withAlarms(
  ticker: readonly TickerAlarm[],
  alarms: readonly TickerAlarm[],
  cap = TICKER_CAP,
): TickerAlarm[] {
  const byId = new Map(ticker.map((alarm) => [alarm.id, alarm]))
  for (const alarm of alarms) byId.set(alarm.id, { ...byId.get(alarm.id), ...alarm })
  return [...byId.values()]
    .sort((a, b) => b.alarmTime.localeCompare(a.alarmTime) || b.id - a.id)
    .slice(0, Math.max(0, cap))
}

/** Connectors by live state (STATION_LIVE_STATE): 空闲 is neither charging, faulty nor offline. */
export function connectorsByState(stations: readonly MapStation[]): Record<StationLiveState, number> {
  const counts = { fault: 0, charging: 0, idle: 0, offline: 0 }
  for (const station of stations) {
    counts.charging += station.charging
    counts.fault += station.fault
    counts.offline += station.offline
    counts.idle += Math.max(0, station.connectors - station.charging - station.fault - station.offline)
  }
  return counts
}

/** The counters' order on the wall: charging, idle, fault, offline (labels from the domain). */
export const COUNTER_STATES: readonly StationLiveState[] = ['charging', 'idle', 'fault', 'offline']

/** A state's label (STATION_LIVE_STATE). */
export const stateLabel = (state: StationLiveState) =>
  STATION_LIVE_STATE.find((entry) => entry.value === state)?.label ?? state

/** A ranking row: a district, its name and today's energy and orders. */
export interface RankingRow {
  areaCode: string
  name: string
  energyToday: number
  ordersToday: number
}

/** The districts by today's energy, most first (then by code), the first `top`. */
export function energyRanking(
  districts: readonly RealTimeDistrict[],
  names: ReadonlyMap<string, string>,
  top = 10,
): RankingRow[] {
  return districts
    .map((row) => ({
      areaCode: row.areaCode,
      name: names.get(row.areaCode) ?? row.areaCode,
      energyToday: row.energyToday,
      ordersToday: row.ordersToday,
    }))
    .sort((a, b) => b.energyToday - a.energyToday || a.areaCode.localeCompare(b.areaCode))
    .slice(0, top)
}

/** The stage's design size (16:9) and the scale that fits it into a viewport, whole and centred. */
export const STAGE = { width: 1920, height: 1080 } as const

export function stageScale(width: number, height: number): number {
  if (width <= 0 || height <= 0) return 1
  return Math.min(width / STAGE.width, height / STAGE.height)
}
