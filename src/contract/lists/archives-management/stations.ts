/** 充电站档案 (docs/domain.md: Station). */
import {
  ALLOWANCE_STATUS,
  CONSTRUCTION,
  STATION_CLASSIFICATION,
  STATION_STATUS,
  STATION_TYPE,
  URBAN_RURAL_CODE,
  YES_NO,
} from '../../../core/domain/enums'
import { describeList } from '../describe'
import { AREA_CODE, OPERATOR_ID, STATION_COLUMNS } from '../shared'

export const STATIONS = describeList({
  resource: 'archives-management/stations',
  title: '充电站档案',
  key: 'stationId',
  keyColumns: [
    ...STATION_COLUMNS,
    'urbanRuralCode',
    'address',
    'stationType',
    'stationStatus',
    'ruralFlag',
    'allowanceStatus',
    'equipmentCount',
  ],
  fields: {
    stationId: { label: '充电站编号', filter: 'prefix', sortable: true },
    stationName: { label: '充电站名称', sortable: true },
    operatorId: OPERATOR_ID,
    equipmentOwnerId: { label: '设备所属方ID' },
    areaCode: AREA_CODE,
    areaCodeCountryside: { label: '统计用区划代码', filter: 'prefix' },
    urbanRuralCode: { label: '城乡分类', kind: 'int', filter: 'eq', enum: URBAN_RURAL_CODE },
    address: { label: '地址', filter: 'contains' },
    stationLng: { label: '经度', kind: 'number' },
    stationLat: { label: '纬度', kind: 'number' },
    stationTel: { label: '站点电话' },
    serviceTel: { label: '服务电话' },
    stationType: { label: '站点类型', kind: 'int', filter: 'eq', enum: STATION_TYPE },
    stationStatus: { label: '站点状态', kind: 'int', filter: 'eq', enum: STATION_STATUS },
    construction: { label: '建设场所', kind: 'int', filter: 'eq', enum: CONSTRUCTION },
    stationClassification: { label: '站点分类', kind: 'int', filter: 'eq', enum: STATION_CLASSIFICATION },
    parkNums: { label: '车位数量', kind: 'int', filter: 'range', sortable: true },
    businessHours: { label: '营业时间' },
    electricityFee: { label: '电费' },
    serviceFee: { label: '服务费' },
    parkFee: { label: '停车费' },
    payment: { label: '支付方式' },
    supportOrder: { label: '支持预约', kind: 'int', filter: 'eq', enum: YES_NO },
    officialRunTime: { label: '投运时间', kind: 'time', filter: 'range', sortable: true },
    ratedPower: { label: '额定总功率', kind: 'number', unit: 'kW', filter: 'range', sortable: true },
    capacity: { label: '报装容量', kind: 'number', unit: 'kVA', sortable: true },
    ruralFlag: { label: '乡村站', kind: 'int', filter: 'eq', enum: YES_NO },
    allowanceStatus: { label: '补贴状态', kind: 'int', filter: 'eq', enum: ALLOWANCE_STATUS },
    equipmentCount: { label: '充电桩数', kind: 'int', sortable: true },
    connectorCount: { label: '充电枪数', kind: 'int', sortable: true },
    createTime: { label: '建档时间', kind: 'time', sortable: true },
    // The detail's last 30 days (近30天运营).
    orders30Days: { label: '订单数', kind: 'int', only: 'detail' },
    energy30Days: { label: '充电量', kind: 'energy', only: 'detail' },
    money30Days: { label: '交易金额', kind: 'money', only: 'detail' },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'archives-management/stations': typeof STATIONS
  }
}
