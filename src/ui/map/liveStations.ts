/**
 * Keeping a map's stations with the live stream (issue 44): a connector event (its station, its
 * previous and new status) changes that station's counts, hence its colour, as a swap event (its
 * slots by state, its queue) changes a swap station's; and the measures a
 * map can shade its areas by that come from the stations themselves.
 */
import type { ConnectorEvent, SwapEvent } from '../../contract/live-events'
import { withConnectorChange } from '../../core/domain/station-live'
import type { MapStation, MapSwapStation } from './mapOption'

/** What a connector event of the stream carries that the map needs. */
export type StationConnectorEvent = Pick<ConnectorEvent, 'stationId' | 'previous' | 'status'>

/** The stations after a connector event (the same list when the station is not on it). */
export function withConnectorEvent<T extends MapStation>(
  stations: readonly T[],
  event: StationConnectorEvent,
): readonly T[] {
  const index = stations.findIndex((station) => station.stationId === event.stationId)
  if (index < 0 || event.previous === event.status) return stations
  const next = stations.slice()
  next[index] = withConnectorChange(stations[index], event.previous, event.status)
  return next
}

/** What a swap event of the stream carries that the map needs. */
export type SwapStationEvent = Pick<SwapEvent, 'stationId' | 'counts' | 'queueLength'>

/** The swap stations after a swap event (the same list when the station is not on it). */
export function withSwapEvent<T extends MapSwapStation>(
  stations: readonly T[],
  event: SwapStationEvent,
): readonly T[] {
  const index = stations.findIndex((station) => station.stationId === event.stationId)
  if (index < 0) return stations
  const next = stations.slice()
  next[index] = { ...stations[index], ...event.counts, queueLength: event.queueLength }
  return next
}

/** Connectors charging now, by area code. */
export function chargingByArea(stations: readonly MapStation[]): Map<string, number> {
  const byArea = new Map<string, number>()
  for (const station of stations)
    byArea.set(station.areaCode, (byArea.get(station.areaCode) ?? 0) + station.charging)
  return byArea
}
