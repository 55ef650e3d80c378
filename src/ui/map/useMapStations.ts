/**
 * A map's charging stations kept with the live stream (issue 44): where they stand and their
 * connectors by live status are read from their own calls (stationPoints.ts: places revalidated
 * by ETag, states now) on each snapshot of the screen's stream — its first, and every one after a
 * reconnection the server could not resume — and each connector event of the stream moves a
 * station's counts after. Events that come while a read is under way are applied to its answer
 * (as the streams keep the events that come while their snapshot is read: push/stream.ts).
 * Every map uses it: 实时数据, 充电状态监测 and the wall display with their streams' handlers, the
 * station list's map view with the stream of its own (useLiveMapStations).
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { stationMapStream } from '../../contract/live'
import type { QueryValue } from '../../core/http'
import { useDataClient } from '../dataClient'
import { type LiveState, useLiveStream } from '../live/useLiveStream'
import { type StationConnectorEvent, withConnectorEvent } from './liveStations'
import type { MapStation } from './mapOption'
import { fetchMapStations } from './stationPoints'

const NONE: readonly MapStation[] = []

type StationMapStream = typeof stationMapStream

/** After a read that failed, the next try (the stream's next snapshot may be far off: a resumed stream sends none). */
export const MAP_RETRY_MS = 3000

/** The stations (null until first read), `reload` for a stream's snapshot, `connector` for its events. */
export function useMapStations(query?: Readonly<Record<string, QueryValue>>) {
  const { http } = useDataClient()
  const [stations, setStations] = useState<readonly MapStation[] | null>(null)
  // Connector events that came while a read is under way (null when none is).
  const pending = useRef<StationConnectorEvent[] | null>(null)
  const generation = useRef(0)
  // A read is owed: asked for and not yet applied (failed, or dropped when the screen was hidden).
  const owed = useRef(false)
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined)
  const latestQuery = useRef(query)
  latestQuery.current = query
  const reload = useCallback(() => {
    clearTimeout(retry.current)
    generation.current += 1
    const mine = generation.current
    pending.current = []
    owed.current = true
    fetchMapStations(http, latestQuery.current).then(
      (read) => {
        if (mine !== generation.current) return
        const events = pending.current ?? []
        pending.current = null
        owed.current = false
        setStations(events.reduce<readonly MapStation[]>(withConnectorEvent, read))
      },
      () => {
        if (mine !== generation.current) return
        pending.current = null
        // Without this the map stayed empty until the stream's next snapshot, which a resumed
        // stream never sends (maps-live e2e on a busy machine: the operator's 实时数据 map).
        retry.current = setTimeout(reload, MAP_RETRY_MS)
      },
    )
  }, [http])
  // Hidden by keep-alive (React's Activity runs this cleanup) or unmounted: a read under way is
  // dropped. Shown again, a read that was owed is made: the stream resumes without a snapshot.
  useEffect(() => {
    if (owed.current) reload()
    return () => {
      generation.current += 1
      pending.current = null
      clearTimeout(retry.current)
    }
  }, [reload])
  const connector = useCallback((event: StationConnectorEvent) => {
    if (pending.current) pending.current.push(event)
    else setStations((current) => current && withConnectorEvent(current, event))
  }, [])
  return { stations: stations ?? NONE, loaded: stations !== null, reload, connector }
}

/**
 * The stations of a query kept with a stream of connector events of their own (the station
 * list's map view): read on the stream's snapshot and again when the query or `reloads` (the
 * list toolbar's 刷新) changes.
 */
export function useLiveMapStations(
  path: StationMapStream['path'],
  query: Readonly<Record<string, QueryValue>>,
  reloads = 0,
): ReturnType<typeof useMapStations> & { state: LiveState } {
  const map = useMapStations(query)
  const state = useLiveStream(path, {
    snapshot: map.reload,
    connector: map.connector,
  })
  const key = `${JSON.stringify(query)}#${reloads}`
  const seen = useRef(key)
  const { reload } = map
  useEffect(() => {
    // The first read is the stream's snapshot's; a changed query or 刷新 reads again.
    if (seen.current === key) return
    seen.current = key
    reload()
  }, [key, reload])
  return { ...map, state }
}
