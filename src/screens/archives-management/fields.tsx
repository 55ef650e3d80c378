/**
 * Columns shared by the archives screens (domain.md: Entities), written once so station, pile,
 * connector and order lists label the same property the same way.
 */
import { regionName } from '../../core/domain/regions'
import { col, filter } from '../../ui/fields/builders'
import type { Field } from '../../ui/fields/types'
import type { Layout } from '../../ui/list/described'

/**
 * 行政区域: list rows carry only `areaCode`, so the name comes from the region table of
 * src/core/domain (the area renderer would otherwise fall back to the bare code).
 */
export const areaColumn = (options: { search?: boolean } = {}): Field =>
  col.area('areaCode', '行政区域', {
    width: 110,
    search: options.search ?? true,
    render: (value) => regionName(value as string),
  })

/** 运营商 (shows `operatorName`, filters by `operatorId`). */
export const operatorColumn = (options: { search?: boolean } = {}): Field =>
  col.operator('operatorId', '运营商', { width: 220, search: options.search ?? true })

/** A rated power in kW. */
export const powerColumn = (key: string, label: string): Field =>
  col.number(key, label, { unit: ' kW', width: 120, sortable: true })

/** How the described 行政区域 column is laid out (the name from the region table, as above). */
export const AREA_LAYOUT: Layout = {
  width: 110,
  search: true,
  render: (value) => regionName(value as string),
}

/** How the described 运营商 column is laid out. */
export const OPERATOR_LAYOUT: Layout = { width: 220, search: true }

/** How a described rated power is laid out. */
export const POWER_LAYOUT: Layout = { width: 120 }

/** A plain text filter on an id the server matches exactly or by prefix. */
export const idFilter = (key: string, label: string): Field => filter.text(key, label)

/** A date-range filter sent as the server's `<key>From` / `<key>To` (api.md: range filters). */
export const rangeFilter = (key: string, label: string): Field => filter.dateRange(key, label)
