/** Fields many lists share, described once so every list labels them the same way. */
import type { ListField } from './describe'

/** 运营商: the operator's id; rows carry its name as `operatorName` (exported under the label). */
export const OPERATOR_ID = {
  label: '运营商',
  kind: 'operator',
  filter: 'eq',
  exportWidth: 12,
} satisfies ListField

/** 行政区域: a region code; a filter on it selects the region and everything below. */
export const AREA_CODE = {
  label: '行政区域',
  kind: 'area',
  filter: 'area',
  sortable: true,
} satisfies ListField

/** 充电站编号: the station a row belongs to (piles, connectors, orders, alarms, …). */
export const STATION_ID = { label: '充电站编号', filter: 'eq', exportWidth: 16 } satisfies ListField

/** 充电站名称: the station's name, looked up by the row's `stationId`. */
export const STATION_NAME = { label: '充电站名称', only: 'lookup' } satisfies ListField

/** 所属区域: the region of a station's feedback or assessment; filters as 行政区域, unsorted. */
export const ITEM_AREA_CODE = { label: '所属区域', kind: 'area', filter: 'area' } satisfies ListField

/** The first columns of a list whose rows are stations (fees, supervision): id, name, operator, region. */
export const STATION_ROW = {
  stationId: { label: '充电站编号', filter: 'prefix', sortable: true },
  stationName: { label: '充电站名称' },
  operatorId: OPERATOR_ID,
  areaCode: AREA_CODE,
} satisfies Record<string, ListField>

/**
 * The station's identity among a list's key columns (keyColumns), in the order the lists show
 * it: the station, its name, its operator and its district — the fields above.
 */
export const STATION_COLUMNS = ['stationId', 'stationName', 'operatorId', 'areaCode'] as const
