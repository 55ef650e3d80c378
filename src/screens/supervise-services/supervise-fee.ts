/**
 * 收费监管 (issue 17): every station's electricity and service price per period (尖/峰/平/谷)
 * against the government's caps shown above the list; stations over a cap are flagged with the
 * items over it, and the 超过限价 filter lists them.
 */

import { PRICE_PERIOD } from '../../core/domain/enums'
import { OVER_CAP } from '../../core/domain/enums-supervise'
import { regionName } from '../../core/domain/regions'
import { col, filter } from '../../ui/fields/builders'
import type { Field } from '../../ui/fields/types'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'
import { CapsPanel, capsChanged } from './CapsPanel'

const PRICES: Field[] = PRICE_PERIOD.flatMap((period) => [
  col.text(`${period.value}ElecText`, `${period.label}时电价`, { width: 100 }),
  col.text(`${period.value}ServiceText`, `${period.label}时服务费`, { width: 110 }),
])

export default defineListScreen({
  resource: 'supervise-services/fees',
  rowKey: 'stationId',
  keyword: { placeholder: '充电站ID或名称' },
  columns: [
    col.text('stationId', '充电站ID', { width: 140, fixed: 'left', sortable: true }),
    col.text('stationName', '充电站名称', { width: 240 }),
    col.text('operatorName', '运营商', { width: 220 }),
    col.area('areaCode', '区域', { search: true, render: (value) => regionName(value as string) }),
    col.enum('overCap', '超过限价', OVER_CAP, { search: true, sortable: true, width: 100 }),
    col.text('overItems', '超限项目', { width: 200 }),
    ...PRICES,
    col.datetime('updateTime', '更新时间'),
  ],
  filters: [filter.operator()],
  defaultSort: { field: 'stationId', order: 'asc' },
  detail: { title: (row) => String(row.stationName ?? '收费详情') },
  above: CapsPanel,
  subscribe: (reload) => {
    capsChanged.add(reload)
    return () => capsChanged.delete(reload)
  },
  actions: [action.view(), action.export()],
})
