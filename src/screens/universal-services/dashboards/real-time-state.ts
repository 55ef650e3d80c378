/**
 * 实时数据's stream state (issue 16, issue 44): the snapshot of `universal-services/real-time-data/
 * stream` and what a connector event changes in it — the headline numbers and its district's
 * orders and energy of today when a session ended. The screen and the wall display
 * (`<ev-bigscreen>`) keep the same state by this one function; the stations' map points are read
 * apart and follow the same events (src/ui/map/useMapStations.ts).
 */
import type { EventData, realTimeDataStream } from '../../../contract/live'
import type { ConnectorEvent } from '../../../contract/live-events'
import { CONNECTOR } from '../../../core/domain/enums'
import { type SwapStationEvent, withSwapEvent } from '../../../ui/map/liveStations'
import type { MapSwapStation } from '../../../ui/map/mapOption'

/** 实时数据's snapshot, as its stream sends it. */
export type RealTimeSnapshot = EventData<typeof realTimeDataStream, 'snapshot'>

/** A district's stations and its orders and energy (kWh) of today. */
export type RealTimeDistrict = RealTimeSnapshot['districts'][number]

/** The part of the snapshot that connector events change. */
export type RealTimeState = Pick<RealTimeSnapshot, 'totals' | 'districts'>

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

/** What the state needs of a `connector` event of the stream. */
type ConnectorChange = Pick<
  ConnectorEvent,
  'areaCode' | 'previous' | 'status' | 'power' | 'previousPower' | 'endedEnergy'
>

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

/** The state after a connector event (fields other than these are kept as they are). */
export function withConnector<S extends RealTimeState>(current: S, event: ConnectorChange): S {
  const { totals } = current
  const charging =
    totals.charging +
    (event.status === CONNECTOR.charging ? 1 : 0) -
    (event.previous === CONNECTOR.charging ? 1 : 0)
  const livePower = totals.livePower + event.power - event.previousPower
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
