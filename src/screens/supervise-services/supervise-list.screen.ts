/**
 * 监管清单 (issue 17): stations with open issues — prices over a cap, missing data, alarms left
 * unresolved beyond 48 hours, a subsidy in progress — each linking to the screen that deals with
 * it (收费监管, 故障监测, 补贴审核, 充电站档案).
 */

import type { RowOf } from '../../contract/lists/rows'
import { SUPERVISED_STATIONS } from '../../contract/lists/supervise-services/supervised-stations'
import { regionName } from '../../core/domain/regions'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'
import { linkTo } from './links'

const f = fieldsOf(SUPERVISED_STATIONS)

export default defineListScreen<RowOf<typeof SUPERVISED_STATIONS>>({
  resource: SUPERVISED_STATIONS.resource,
  rowKey: 'stationId',
  keyword: { placeholder: '充电站编号或名称' },
  columns: [
    f.col('stationId', {
      width: 150,
      fixed: 'left',
      render: linkTo(() => '/archives-management/station-archives-management'),
    }),
    f.col('stationName', { width: 240 }),
    f.col('operatorId', { width: 220 }),
    f.col('areaCode', { search: true, sortable: false, render: (value) => regionName(value as string) }),
    f.col('issues', { width: 300 }),
    f.col('overCap', { search: true, width: 120 }),
    f.col('overItems', {
      width: 180,
      render: linkTo((row) => (row.overCap === 1 ? '/supervise-services/supervise-fee' : undefined)),
    }),
    f.col('overdueAlarms', {
      width: 130,
      render: linkTo((row) => (Number(row.overdueAlarms) > 0 ? '/ops-services/trouble-monitor' : undefined)),
    }),
    f.col('lastData'),
    f.col('equipmentCount', { width: 110 }),
    f.col('allowanceStatus', { search: true, width: 110 }),
    f.col('stationStatus', { search: true, width: 110 }),
  ],
  filters: [f.filter('operatorId')],
  defaultSort: { field: 'stationId', order: 'asc' },
  detail: { title: (row) => row.stationName ?? '监管清单' },
  actions: [action.view(), action.export()],
})
