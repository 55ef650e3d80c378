/**
 * The tooltip cards of a map's points (issue 44): a charging station's connectors by live status,
 * a swap station's battery slots and queue. HTML, every text escaped — the looks that draw other
 * cards (ui/alarms/alarmMapLook.ts) escape theirs alike. Pure, as the map's option (mapOption.ts).
 */
import { labelOf } from '../../core/domain/enum-kit'
import {
  STATION_LIVE_STATE,
  type StationConnectorCounts,
  type StationLiveState,
  type SwapSlotCounts,
  stationLiveState,
  swapLiveState,
} from '../../core/domain/station-live'

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const labelOfState = (state: StationLiveState) => labelOf(STATION_LIVE_STATE, state, state)

/** The tooltip card of a station (HTML, every text escaped). */
export function stationCard(
  station: { stationName: string } & StationConnectorCounts,
  areaName: string,
): string {
  const state = stationLiveState(station)
  const idle = station.connectors - station.charging - station.fault - station.offline
  return [
    `<b>${escapeHtml(station.stationName)}</b>`,
    `${escapeHtml(areaName)} · ${labelOfState(state)}`,
    `充电接口 ${station.connectors} 个：充电中 ${station.charging}，空闲及占用 ${Math.max(0, idle)}，故障 ${station.fault}，离网 ${station.offline}`,
    '点击查看充电站档案',
  ].join('<br/>')
}

/** The tooltip card of a swap station (HTML, every text escaped). */
export function swapStationCard(
  station: { stationName: string; queueLength: number } & SwapSlotCounts,
  areaName: string,
): string {
  return [
    `<b>${escapeHtml(station.stationName)}</b>`,
    `换电站 · ${escapeHtml(areaName)} · ${labelOfState(swapLiveState(station))}`,
    `电池仓：满电 ${station.full}，充电中 ${station.charging}，空仓 ${station.empty}，故障 ${station.fault}；排队 ${station.queueLength} 辆`,
    '点击查看换电站档案',
  ].join('<br/>')
}
