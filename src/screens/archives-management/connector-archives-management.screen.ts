/** 充电接口档案 (domain.md: Connector, Connector status): connectors with their live status and orders. */
import { CONNECTORS } from '../../contract/lists/archives-management/connectors'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'
import { AREA_LAYOUT, OPERATOR_LAYOUT, POWER_LAYOUT } from '../../ui/list/layouts'
import { ordersOfConnector } from './related'

const f = fieldsOf(CONNECTORS)

export default defineListScreen({
  resource: CONNECTORS.resource,
  rowKey: 'connectorId',
  keyword: { placeholder: '接口编码或设备编码' },
  columns: [
    f.col('connectorId', { width: 170, fixed: 'left' }),
    f.col('connectorName'),
    f.col('equipmentId', { width: 160, search: true }),
    f.col('stationId', { width: 130, search: true }),
    f.col('stationName', { width: 220 }),
    f.col('operatorId', OPERATOR_LAYOUT),
    f.col('areaCode', AREA_LAYOUT),
    f.col('connectorType', { search: true }),
    f.col('voltageUpperLimits'),
    f.col('voltageLowerLimits'),
    f.col('current'),
    f.col('power', POWER_LAYOUT),
    f.col('parkNo'),
    f.col('nationalStandard', { search: true, hideInTable: true }),
    f.col('auxPower', { search: true, hideInTable: true }),
    f.col('status', { search: true }),
    f.col('parkStatus', { search: true }),
    f.col('soc'),
    f.col('statusTime'),
  ],
  detailFields: [f.col('lockStatus')],
  detail: { title: (connector) => `充电接口 ${connector.connectorId}`, related: [ordersOfConnector] },
  actions: [action.view(), action.export()],
})
