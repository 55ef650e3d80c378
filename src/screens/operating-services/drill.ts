/** Drill-down targets of the dashboards: the archive lists filtered by a chart element's code. */
import type { StatsRow } from '../../ui/chart/spec'

const STATIONS = '/archives-management/station-archives-management'
const PILES = '/archives-management/equipment-archives-management'
const SWAP_STATIONS = '/archives-management/exchange-station-management'
const TROUBLE_MONITOR = '/ops-services/trouble-monitor'

const withFilter = (path: string, key: string) => (row: StatsRow) =>
  row.code ? `${path}?${new URLSearchParams({ [key]: row.code })}` : null

/** A district's stations. */
export const stationsOfDistrict = withFilter(STATIONS, 'areaCode')
/** An operator's stations. */
export const stationsOfOperator = withFilter(STATIONS, 'operatorId')
/** Piles of an equipment type. */
export const pilesOfType = withFilter(PILES, 'equipmentType')
/** An operator's swap stations. */
export const swapStationsOfOperator = withFilter(SWAP_STATIONS, 'operatorId')
/** One station (its archive row). */
export const station = withFilter(STATIONS, 'stationId')
/** One pile (its archive row). */
export const pile = withFilter(PILES, 'equipmentId')
/** Open alarms of a type, a level or a code (故障统计's slices). */
export const alarmsOfType = withFilter(TROUBLE_MONITOR, 'alarmType')
export const alarmsOfLevel = withFilter(TROUBLE_MONITOR, 'alarmLevel')
export const alarmsOfCode = withFilter(TROUBLE_MONITOR, 'alarmCode')
