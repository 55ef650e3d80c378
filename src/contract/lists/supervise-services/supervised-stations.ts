/**
 * 监管清单 (issue 17): stations with open issues — prices over a cap, missing data, alarms left
 * unresolved beyond 48 hours, a subsidy in progress.
 */
import { ALLOWANCE_STATUS, STATION_STATUS } from '../../../core/domain/enums'
import { OVER_CAP } from '../../../core/domain/enums-supervise'
import { describeList } from '../describe'
import { STATION_ROW } from '../shared'

export const SUPERVISED_STATIONS = describeList({
  resource: 'supervise-services/supervised-stations',
  title: '监管清单',
  key: 'stationId',
  // What the list is for: each station's open problems (over the price cap, overdue alarms) and
  // its statuses; the region, the last data and the equipment count are secondary.
  keyColumns: [
    'stationId',
    'stationName',
    'operatorId',
    'issues',
    'overCap',
    'overItems',
    'overdueAlarms',
    'stationStatus',
    'allowanceStatus',
  ],
  fields: {
    ...STATION_ROW,
    stationStatus: { label: '站点状态', kind: 'int', filter: 'eq', enum: STATION_STATUS },
    overCap: { label: '收费超过限价', kind: 'int', filter: 'eq', enum: OVER_CAP },
    overItems: { label: '超限项目' },
    equipmentCount: { label: '充电设备数', kind: 'int' },
    lastData: { label: '最近充电数据', kind: 'time' },
    overdueAlarms: { label: '超时未处理告警', kind: 'int' },
    allowanceStatus: { label: '补贴状态', kind: 'int', filter: 'eq', enum: ALLOWANCE_STATUS },
    issues: { label: '待处理问题' },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'supervise-services/supervised-stations': typeof SUPERVISED_STATIONS
  }
}
