/**
 * How the fields many lists share are laid out (their labels and kinds come from the lists'
 * descriptions, src/contract/lists/shared.ts): written once so every list draws them alike.
 */
import { regionName } from '../../core/domain/regions'
import type { Layout } from './described'

/**
 * 行政区域: list rows carry only `areaCode`, so the name comes from the region table of
 * src/core/domain (the area renderer would otherwise fall back to the bare code).
 */
export const AREA_LAYOUT: Layout = {
  width: 110,
  search: true,
  render: (value) => regionName(value as string),
}

/** 运营商 (shows `operatorName`, filters by `operatorId`). */
export const OPERATOR_LAYOUT: Layout = { width: 220, search: true }

/** A rated power in kW. */
export const POWER_LAYOUT: Layout = { width: 120 }
