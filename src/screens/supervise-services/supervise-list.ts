/**
 * 监管清单 (issue 17): stations with open issues — prices over a cap, missing data, alarms left
 * unresolved beyond 48 hours, a subsidy in progress — each linking to the screen that deals with
 * it (收费监管, 故障监测, 补贴审核, 充电站档案).
 */

import { ALLOWANCE_STATUS, STATION_STATUS } from '../../core/domain/enums'
import { OVER_CAP } from '../../core/domain/enums-supervise'
import { regionName } from '../../core/domain/regions'
import { col, filter } from '../../ui/fields/builders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'

export default defineListScreen({
  resource: 'supervise-services/supervised-stations',
  rowKey: 'stationId',
  keyword: { placeholder: '充电站ID或名称' },
  columns: [
    col.link('stationId', '充电站ID', () => '/archives-management/station-archives-management', {
      width: 150,
      fixed: 'left',
      sortable: true,
    }),
    col.text('stationName', '充电站名称', { width: 240 }),
    col.text('operatorName', '运营商', { width: 220 }),
    col.area('areaCode', '区域', { search: true, render: (value) => regionName(value as string) }),
    col.text('issues', '待处理问题', { width: 300 }),
    col.enum('overCap', '收费超过限价', OVER_CAP, { search: true, width: 120 }),
    col.link(
      'overItems',
      '超限项目',
      (row) => (row.overCap === 1 ? '/supervise-services/supervise-fee' : undefined),
      {
        width: 180,
      },
    ),
    col.link(
      'overdueAlarms',
      '超时未处理告警',
      (row) => (Number(row.overdueAlarms) > 0 ? '/ops-services/trouble-monitor' : undefined),
      {
        width: 130,
      },
    ),
    col.datetime('lastData', '最近充电数据'),
    col.number('equipmentCount', '充电设备数', { width: 110 }),
    col.enum('allowanceStatus', '补贴状态', ALLOWANCE_STATUS, { search: true, width: 110 }),
    col.enum('stationStatus', '站点状态', STATION_STATUS, { search: true, width: 110 }),
  ],
  filters: [filter.operator()],
  defaultSort: { field: 'stationId', order: 'asc' },
  detail: { title: (row) => String(row.stationName ?? '监管清单') },
  actions: [action.view(), action.export()],
})
