/** 充电接口档案 (docs/domain.md: Connector, Connector status): connectors with their live status. */
import {
  AUX_POWER,
  CONNECTOR_STATUS,
  CONNECTOR_TYPE,
  NATIONAL_STANDARD,
  PARK_STATUS,
} from '../../../core/domain/enums'
import { describeList, type ListField } from '../describe'
import { AREA_CODE, OPERATOR_ID, STATION_COLUMNS, STATION_ID, STATION_NAME } from '../shared'

/** What identifies a connector: the first fields of this list and of 充电设备运行 (charging-devices). */
export const CONNECTOR_IDENTITY = {
  connectorId: { label: '接口编码', filter: 'prefix', sortable: true },
  connectorName: { label: '接口名称' },
  equipmentId: { label: '设备编码', filter: 'eq' },
  stationId: STATION_ID,
  stationName: STATION_NAME,
  operatorId: OPERATOR_ID,
  areaCode: AREA_CODE,
  connectorType: { label: '接口类型', kind: 'int', filter: 'eq', enum: CONNECTOR_TYPE },
} satisfies Record<string, ListField>

export const CONNECTORS = describeList({
  resource: 'archives-management/connectors',
  title: '充电接口档案',
  key: 'connectorId',
  keyColumns: [
    'connectorId',
    'connectorName',
    ...STATION_COLUMNS,
    'status',
    'parkStatus',
    'lockStatus',
    'statusTime',
  ],
  fields: {
    ...CONNECTOR_IDENTITY,
    voltageUpperLimits: { label: '额定电压上限', kind: 'int', unit: 'V' },
    voltageLowerLimits: { label: '额定电压下限', kind: 'int', unit: 'V' },
    current: { label: '额定电流', kind: 'int', unit: 'A' },
    power: { label: '额定功率', kind: 'number', unit: 'kW', filter: 'range', sortable: true },
    parkNo: { label: '车位号' },
    nationalStandard: { label: '国标版本', kind: 'int', filter: 'eq', enum: NATIONAL_STANDARD },
    auxPower: { label: '辅助电源', kind: 'int', filter: 'eq', enum: AUX_POWER },
    status: { label: '实时状态', kind: 'int', filter: 'eq', enum: CONNECTOR_STATUS },
    parkStatus: { label: '车位状态', kind: 'int', filter: 'eq', enum: PARK_STATUS },
    lockStatus: { label: '地锁状态', kind: 'int' },
    soc: { label: 'SOC', kind: 'int', unit: '%' },
    statusTime: { label: '状态更新时间', kind: 'time', filter: 'range', sortable: true },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'archives-management/connectors': typeof CONNECTORS
  }
}
