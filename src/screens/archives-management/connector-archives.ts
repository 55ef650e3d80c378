/** 充电接口档案 (domain.md: Connector, Connector status): connectors with their live status and orders. */
import {
  AUX_POWER,
  CONNECTOR_STATUS,
  CONNECTOR_TYPE,
  NATIONAL_STANDARD,
  PARK_STATUS,
} from '../../core/domain/enums'
import { col } from '../../ui/fields/builders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'
import { areaColumn, operatorColumn, powerColumn } from './fields'
import { ordersOfConnector } from './related'

export default defineListScreen({
  resource: 'archives-management/connectors',
  rowKey: 'connectorId',
  keyword: { placeholder: '接口编码或设备编码' },
  columns: [
    col.text('connectorId', '接口编码', { width: 170, fixed: 'left', sortable: true }),
    col.text('connectorName', '接口名称'),
    col.text('equipmentId', '设备编码', { width: 160, search: true }),
    col.text('stationId', '充电站编号', { width: 130, search: true }),
    col.text('stationName', '充电站名称', { width: 220 }),
    operatorColumn(),
    areaColumn(),
    col.enum('connectorType', '接口类型', CONNECTOR_TYPE, { search: true }),
    col.number('voltageUpperLimits', '额定电压上限', { unit: ' V' }),
    col.number('voltageLowerLimits', '额定电压下限', { unit: ' V' }),
    col.number('current', '额定电流', { unit: ' A' }),
    powerColumn('power', '额定功率'),
    col.text('parkNo', '车位号'),
    col.enum('nationalStandard', '国标版本', NATIONAL_STANDARD, { search: true, hideInTable: true }),
    col.enum('auxPower', '辅助电源', AUX_POWER, { search: true, hideInTable: true }),
    col.enum('status', '实时状态', CONNECTOR_STATUS, { search: true }),
    col.enum('parkStatus', '车位状态', PARK_STATUS, { search: true }),
    col.number('soc', 'SOC', { unit: '%' }),
    col.datetime('statusTime', '状态更新时间', { sortable: true }),
  ],
  detailFields: [col.number('lockStatus', '地锁状态')],
  detail: { title: (connector) => `充电接口 ${connector.connectorId}`, related: [ordersOfConnector] },
  actions: [action.view(), action.export()],
})
