/**
 * Short builders of field definitions, so a screen reads as a list of columns:
 * `col.text('stationId', '充电站编号', { search: true })`, `filter.area()`.
 */
import type { EnumList } from '../../core/domain/enums'
import type { Field, FieldOf } from './types'

type Options<K extends Field['kind']> = Partial<Omit<FieldOf<K>, 'kind' | 'key' | 'label'>>

const make =
  <K extends Field['kind']>(kind: K) =>
  (key: string, label: string, options: Options<K> = {}): FieldOf<K> =>
    ({ kind, key, label, ...options }) as FieldOf<K>

/** Columns: shown in the table, the detail and the form unless hidden there. */
export const col = {
  text: make('text'),
  number: make('number'),
  enum: (key: string, label: string, options: EnumList, more: Options<'enum'> = {}): FieldOf<'enum'> => ({
    kind: 'enum',
    key,
    label,
    ...more,
    options,
  }),
  money: make('money'),
  energy: make('energy'),
  datetime: make('datetime'),
  plate: make('plate'),
  area: (key = 'areaCode', label = '行政区域', options: Options<'area'> = {}) =>
    make('area')(key, label, options),
  operator: (key = 'operatorId', label = '运营商', options: Options<'operator'> = {}) =>
    make('operator')(key, label, options),
  boolean: make('boolean'),
  image: make('image'),
  file: make('file'),
  link: (
    key: string,
    label: string,
    to: FieldOf<'link'>['to'],
    more: Options<'link'> = {},
  ): FieldOf<'link'> => ({
    kind: 'link',
    key,
    label,
    ...more,
    to,
  }),
}

const filterOnly = { search: true, hideInTable: true, hideInDetail: true, hideInForm: true } as const

/** Filter-only fields: in the filter form, nowhere else. */
export const filter = {
  text: (key: string, label: string, options: Options<'text'> = {}) =>
    col.text(key, label, { ...options, ...filterOnly }),
  enum: (key: string, label: string, options: EnumList, more: Options<'enum'> = {}) =>
    col.enum(key, label, options, { ...more, ...filterOnly }),
  area: (key = 'areaCode', label = '行政区域', options: Options<'area'> = {}) =>
    col.area(key, label, { ...options, ...filterOnly }),
  operator: (key = 'operatorId', label = '运营商', options: Options<'operator'> = {}) =>
    col.operator(key, label, { ...options, ...filterOnly }),
  boolean: (key: string, label: string, options: Options<'boolean'> = {}) =>
    col.boolean(key, label, { ...options, ...filterOnly }),
  plate: (key: string, label: string, options: Options<'plate'> = {}) =>
    col.plate(key, label, { ...options, ...filterOnly }),
  /** A date range sent as `params` (default `<key>From`, `<key>To`: the one name of a range across console, server and export). */
  dateRange: (key: string, label: string, options: Options<'dateRange'> = {}) =>
    make('dateRange')(key, label, { ...options, ...filterOnly }),
}
