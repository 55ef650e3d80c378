/** The columns of a pile (domain.md: Equipment), shared by 充电设备档案 and 零电量设备. */
import { EQUIPMENT_STATUS, EQUIPMENT_TYPE, NATIONAL_STANDARD } from '../../core/domain/enums'
import { col } from '../../ui/fields/builders'
import type { Field } from '../../ui/fields/types'
import { areaColumn, operatorColumn, powerColumn } from './fields'

/** Table, filter and detail columns of a pile. */
export const PILE_COLUMNS: readonly Field[] = [
  col.text('equipmentId', '设备编码', { width: 160, fixed: 'left', sortable: true }),
  col.text('stationId', '充电站编号', { width: 130, search: true }),
  col.text('stationName', '充电站名称', { width: 220 }),
  operatorColumn(),
  areaColumn(),
  col.text('manufacturerName', '制造商', { width: 200, search: true }),
  col.text('equipmentModel', '设备型号', { search: true }),
  col.enum('equipmentType', '设备类型', EQUIPMENT_TYPE, { search: true }),
  powerColumn('power', '额定功率'),
  col.enum('equipmentStatus', '设备状态', EQUIPMENT_STATUS, { search: true }),
  col.enum('nationalStandard', '国标版本', NATIONAL_STANDARD, { search: true }),
  col.number('connectorCount', '充电枪数', { sortable: true }),
  col.datetime('productionDate', '生产日期', { format: 'YYYY-MM-DD', sortable: true }),
  col.datetime('lastOrderTime', '最后充电时间', { sortable: true }),
]

/** Detail-only fields of a pile. */
export const PILE_DETAIL_FIELDS: readonly Field[] = [
  col.text('manufacturerId', '制造商ID'),
  col.text('equipmentLng', '经度'),
  col.text('equipmentLat', '纬度'),
  col.datetime('createTime', '建档时间'),
]
