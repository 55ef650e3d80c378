/**
 * 实时数据's stream state (issue 16, issue 44): the snapshot of `universal-services/real-time-data/
 * stream` and what a connector event changes in it — the headline numbers and its district's
 * orders and energy of today when a session ended. The screen and the wall display
 * (`<ev-bigscreen>`) keep the same state by this one function; the stations' map points are read
 * apart and follow the same events (src/ui/map/useMapStations.ts).
 */
import { CONNECTOR } from '../../../core/domain/enums'
import { type SwapStationEvent, withSwapEvent } from '../../../ui/map/liveStations'
import type { MapSwapStation } from '../../../ui/map/mapOption'

export interface RealTimeTotals {
  stations: number
  swapStations: number
  piles: number
  connectors: number
  charging: number
  livePower: number
  ordersToday: number
  energyToday: number
}

/** A district's stations and its orders and energy (kWh) of today. */
export interface RealTimeDistrict {
  areaCode: string
  stations: number
  swapStations: number
  ordersToday: number
  energyToday: number
}

/** The part of the snapshot that connector events change. */
export interface RealTimeState {
  totals: RealTimeTotals
  districts: RealTimeDistrict[]
}

/**
 * The swap stations of the snapshot as map points (§1.1: the console supervises charging and
 * battery-swap stations; 实时数据 shows both, and so does the wall display that keeps its state).
 */
export interface RealTimeSwapState {
  swapStations: MapSwapStation[]
}

/** The state after a `swap` event: that swap station's slots by state and its queue. */
export function withSwap<S extends RealTimeSwapState>(current: S, event: SwapStationEvent): S {
  return { ...current, swapStations: withSwapEvent(current.swapStations, event) as MapSwapStation[] }
}

/** A `connector` event of the stream. */
export interface ConnectorEvent {
  stationId?: string
  /** The connector's district. */
  areaCode?: string
  previous: number
  status: number
  power: number
  previousPower?: number
  /** kWh of a session that ended with this change (its order was recorded). */
  endedEnergy?: number | null
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

/** The state after a connector event (fields other than these are kept as they are). */
export function withConnector<S extends RealTimeState>(current: S, event: ConnectorEvent): S {
  const { totals } = current
  const charging =
    totals.charging +
    (event.status === CONNECTOR.charging ? 1 : 0) -
    (event.previous === CONNECTOR.charging ? 1 : 0)
  const livePower = totals.livePower + event.power - (event.previousPower ?? 0)
  const ended = event.endedEnergy ?? 0
  const areaCode = ended ? event.areaCode : undefined
  return {
    ...current,
    districts: areaCode
      ? current.districts.map((row) =>
          row.areaCode === areaCode
            ? { ...row, ordersToday: row.ordersToday + 1, energyToday: round(row.energyToday + ended, 2) }
            : row,
        )
      : current.districts,
    totals: {
      ...totals,
      charging: Math.max(0, charging),
      livePower: Math.max(0, round(livePower, 1)),
      ordersToday: totals.ordersToday + (ended ? 1 : 0),
      energyToday: round(totals.energyToday + ended, 2),
    },
  }
}
