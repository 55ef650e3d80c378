/**
 * The stations as map points from their own calls (issue 44; src/contract/map-points.ts): where
 * they stand (revalidated by ETag: a map opened again gets 304 and the browser's copy) joined with
 * their connectors by live status now. The list's map passes its filters and keyword; the live
 * dashboards pass none and keep the counts with their streams' connector events.
 */
import { stationPlaces, stationStates } from '../../contract/endpoints/map-points'
import { callApi } from '../../core/call'
import type { HttpClient, QueryValue } from '../../core/http'
import type { MapPlace, MapStation } from './mapOption'

/** The stations that the station list's query selects, as map points with their live counts. */
export async function fetchMapStations(
  http: HttpClient,
  query: Readonly<Record<string, QueryValue>> = {},
  signal?: AbortSignal,
): Promise<MapStation[]> {
  const strings = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]))
  const [places, states] = await Promise.all([
    callApi(http, stationPlaces, { query: strings }, { signal }),
    callApi(http, stationStates, { query: strings }, { signal }),
  ])
  const counts = new Map(states.rows.map((row) => [row[0], row]))
  return places.rows.map(([stationId, stationName, areaCode, lng, lat]) => {
    const [, connectors = 0, charging = 0, fault = 0, offline = 0] = counts.get(stationId) ?? []
    return { stationId, stationName, areaCode, lng, lat, connectors, charging, fault, offline }
  })
}

/** A count of the stations' `value` by area code (the areas' shade). */
export function sumByArea<S extends MapPlace>(stations: readonly S[], value: (station: S) => number) {
  const byArea = new Map<string, number>()
  for (const station of stations)
    byArea.set(station.areaCode, (byArea.get(station.areaCode) ?? 0) + value(station))
  return byArea
}
