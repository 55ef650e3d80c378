/** 充电设备运行 (docs/domain.md: charging-devices): connectors with their live status, power and SOC. */
import { CONNECTOR_STATUS } from '../../../core/domain/enums'
import { CONNECTOR_IDENTITY } from '../archives-management/connectors'
import { describeList } from '../describe'
import { STATION_COLUMNS } from '../shared'

export const CHARGING_DEVICES = describeList({
  resource: 'operating-services/charging-devices',
  title: '充电设备运行',
  key: 'connectorId',
  // A live monitor: the connector's status, power and SOC now.
  keyColumns: [
    'connectorId',
    'connectorName',
    ...STATION_COLUMNS,
    'status',
    'statusTime',
    'livePower',
    'soc',
  ],
  fields: {
    ...CONNECTOR_IDENTITY,
    power: { label: '额定功率', kind: 'number', unit: 'kW', filter: 'range', sortable: true },
    status: { label: '实时状态', kind: 'int', filter: 'eq', enum: CONNECTOR_STATUS },
    livePower: { label: '实时功率', kind: 'number', unit: 'kW', filter: 'range', sortable: true },
    soc: { label: 'SOC', kind: 'int', unit: '%', filter: 'range', sortable: true },
    statusTime: { label: '状态更新时间', kind: 'time', filter: 'range', sortable: true },
    // The connector's orders and energy today (the detail answer's).
    todayOrders: { label: '今日订单', kind: 'int', unit: '笔', only: 'detail' },
    todayEnergy: { label: '今日充电量', kind: 'energy', only: 'detail' },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'operating-services/charging-devices': typeof CHARGING_DEVICES
  }
}
