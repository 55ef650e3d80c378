/**
 * A station's live state on the maps (issue 44), from its connectors' live statuses
 * (CONNECTOR_STATUS): 故障 when one of them is faulty, 充电中 when one charges, 离网 when every
 * connector is off the network (or it has none), 空闲 otherwise. The server counts the connectors
 * of each station; the console keeps the counts with the live stream's connector events.
 */
import type { EnumList } from './enum-kit'
import { CONNECTOR } from './enums-facilities'

/** The states, in the order they win (a faulty station that also charges shows 故障). */
export const STATION_LIVE_STATE = [
  { value: 'fault', label: '故障', color: 'error' },
  { value: 'charging', label: '充电中', color: 'processing' },
  { value: 'idle', label: '空闲', color: 'success' },
  { value: 'offline', label: '离网', color: 'default' },
] as const satisfies EnumList<string>

export type StationLiveState = (typeof STATION_LIVE_STATE)[number]['value']

/** A station's connectors by live status, as the map needs them. */
export interface StationConnectorCounts {
  connectors: number
  charging: number
  fault: number
  offline: number
}

/** A station's state from its connectors' counts. */
export function stationLiveState(counts: StationConnectorCounts): StationLiveState {
  if (counts.fault > 0) return 'fault'
  if (counts.charging > 0) return 'charging'
  if (counts.connectors === 0 || counts.offline >= counts.connectors) return 'offline'
  return 'idle'
}

/** The counts after one connector's status changed from `previous` to `status`. */
export function withConnectorChange<T extends StationConnectorCounts>(
  counts: T,
  previous: number,
  status: number,
): T {
  const delta = (value: number) => (status === value ? 1 : 0) - (previous === value ? 1 : 0)
  return {
    ...counts,
    charging: Math.max(0, counts.charging + delta(CONNECTOR.charging)),
    fault: Math.max(0, counts.fault + delta(CONNECTOR.fault)),
    offline: Math.max(0, counts.offline + delta(CONNECTOR.offline)),
  }
}

/** A swap station's battery slots by state and whether it is online, as the map needs them. */
export interface SwapSlotCounts {
  online: boolean
  full: number
  charging: number
  empty: number
  fault: number
}

/**
 * A swap station's state on the maps, in the same states as a charging station's (one legend):
 * 离网 when it is offline, 故障 when a slot is faulty, 充电中 when a battery charges, 空闲 otherwise.
 */
export function swapLiveState(counts: SwapSlotCounts): StationLiveState {
  if (!counts.online) return 'offline'
  if (counts.fault > 0) return 'fault'
  if (counts.charging > 0) return 'charging'
  return 'idle'
}
