/** Field and lookup building blocks shared by the resources of every area. */
import type { FieldDef, LookupDef } from './types'

/** A field. */
export const field = (name: string, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  label,
  ...extra,
})

/** A time field, filterable by range and sortable. */
export const timeField = (name: string, label: string, extra: Partial<FieldDef> = {}): FieldDef =>
  field(name, label, { kind: 'time', filter: 'range', sortable: true, width: 20, ...extra })

/** The operator filter and its name. */
export const operatorField = (column = 'operatorId'): FieldDef =>
  field('operatorId', '运营商ID', { column, filter: 'eq', width: 12 })
export const areaField = (column = 'areaCode'): FieldDef =>
  field('areaCode', '行政区划', { column, kind: 'area', filter: 'area', sortable: true })

export const OPERATOR_NAME: LookupDef = {
  name: 'operatorName',
  label: '运营商',
  from: 'operatorId',
  table: 'operators',
  key: 'operatorId',
  value: 'operatorName',
  width: 30,
}
export const STATION_NAME: LookupDef = {
  name: 'stationName',
  label: '充电站',
  from: 'stationId',
  table: 'stations',
  key: 'stationId',
  value: 'stationName',
  width: 36,
}
export const SWAP_STATION_NAME: LookupDef = {
  name: 'stationName',
  label: '换电站',
  from: 'stationId',
  table: 'swap_stations',
  key: 'stationId',
  value: 'stationName',
  width: 36,
}

/** Keyword over a name and its pinyin (decisions: Pinyin in lists). */
export const nameKeyword = (prefix: string[], name = 'stationName') => ({
  prefix,
  contains: [name, 'namePinyin', 'nameInitials'],
})
