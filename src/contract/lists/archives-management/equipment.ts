/** 充电设备档案 (docs/domain.md: Equipment): charging piles. */
import { EQUIPMENT_STATUS, EQUIPMENT_TYPE, NATIONAL_STANDARD } from '../../../core/domain/enums'
import { describeList, type ListField } from '../describe'
import { AREA_CODE, OPERATOR_ID, STATION_ID, STATION_NAME } from '../shared'

/** A pile's fields, shared with 零电量设备 (./no-power-equipment.ts). */
export const PILE_FIELDS = {
  equipmentId: { label: '设备编码', filter: 'prefix', sortable: true },
  stationId: STATION_ID,
  stationName: STATION_NAME,
  operatorId: OPERATOR_ID,
  areaCode: AREA_CODE,
  manufacturerId: { label: '制造商ID' },
  manufacturerName: { label: '制造商', filter: 'contains' },
  equipmentModel: { label: '设备型号', filter: 'prefix' },
  productionDate: { label: '生产日期', kind: 'time', filter: 'range', sortable: true },
  equipmentType: { label: '设备类型', kind: 'int', filter: 'eq', enum: EQUIPMENT_TYPE },
  power: { label: '额定功率', kind: 'number', unit: 'kW', filter: 'range', sortable: true },
  equipmentStatus: { label: '设备状态', kind: 'int', filter: 'eq', enum: EQUIPMENT_STATUS },
  nationalStandard: { label: '国标版本', kind: 'int', filter: 'eq', enum: NATIONAL_STANDARD },
  equipmentLng: { label: '经度', kind: 'number' },
  equipmentLat: { label: '纬度', kind: 'number' },
  connectorCount: { label: '充电枪数', kind: 'int', sortable: true },
  lastOrderTime: { label: '最后充电时间', kind: 'time', filter: 'range', sortable: true },
  createTime: { label: '建档时间', kind: 'time', sortable: true },
} satisfies Record<string, ListField>

export const EQUIPMENT = describeList({
  resource: 'archives-management/equipment',
  title: '充电设备档案',
  key: 'equipmentId',
  keyColumns: ['equipmentId', 'stationId', 'stationName', 'operatorId', 'areaCode', 'equipmentStatus'],
  fields: PILE_FIELDS,
})

declare module '../describe' {
  interface ListRegistry {
    'archives-management/equipment': typeof EQUIPMENT
  }
}
