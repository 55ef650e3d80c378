/** Fields many lists share, described once so every list labels them the same way. */
import type { ListField } from './describe'

/** 运营商: the operator's id; rows carry its name as `operatorName` (exported under the label). */
export const OPERATOR_ID: ListField = { label: '运营商', kind: 'operator', filter: 'eq' }

/** 行政区域: a region code; a filter on it selects the region and everything below. */
export const AREA_CODE: ListField = { label: '行政区域', kind: 'area', filter: 'area', sortable: true }
