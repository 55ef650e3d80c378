/** The columns of a pile (domain.md: Equipment), shared by 充电设备档案 and 零电量设备. */
import { EQUIPMENT } from '../../contract/lists/archives-management/equipment'
import type { Field } from '../../ui/fields/types'
import { fieldsOf } from '../../ui/list/described'
import { AREA_LAYOUT, OPERATOR_LAYOUT, POWER_LAYOUT } from '../../ui/list/layouts'

/** A pile's fields as described (零电量设备's description has the same ones). */
export const PILE = fieldsOf(EQUIPMENT)

/** Table, filter and detail columns of a pile. */
export const PILE_COLUMNS: readonly Field[] = [
  PILE.col('equipmentId', { width: 160, fixed: 'left' }),
  PILE.col('stationId', { width: 130, search: true }),
  PILE.col('stationName', { width: 220 }),
  PILE.col('operatorId', OPERATOR_LAYOUT),
  PILE.col('areaCode', AREA_LAYOUT),
  PILE.col('manufacturerName', { width: 200, search: true }),
  PILE.col('equipmentModel', { search: true }),
  PILE.col('equipmentType', { search: true }),
  PILE.col('power', POWER_LAYOUT),
  PILE.col('equipmentStatus', { search: true }),
  PILE.col('nationalStandard', { search: true }),
  PILE.col('connectorCount'),
  PILE.col('productionDate', { format: 'YYYY-MM-DD' }),
  PILE.col('lastOrderTime'),
]

/** Detail-only fields of a pile. */
export const PILE_DETAIL_FIELDS: readonly Field[] = [
  PILE.col('manufacturerId'),
  PILE.col('equipmentLng'),
  PILE.col('equipmentLat'),
  PILE.col('createTime'),
]
