/**
 * 收费监管 (issue 17): every station's electricity and service price per period (尖/峰/平/谷)
 * against the government's caps shown above the list; stations over a cap are flagged with the
 * items over it, and the 超过限价 filter lists them.
 */

import type { RowOf } from '../../contract/lists/rows'
import { FEES } from '../../contract/lists/supervise-services/fees'
import { regionName } from '../../core/domain/regions'
import type { Field } from '../../ui/fields/types'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'
import { CapsPanel, capsChanged } from './CapsPanel'

const f = fieldsOf(FEES)

const PRICES: Field[] = (['tip', 'peak', 'flat', 'valley'] as const).flatMap((period) => [
  f.col(`${period}ElecText`, { width: 100 }),
  f.col(`${period}ServiceText`, { width: 110 }),
])

export default defineListScreen<RowOf<typeof FEES>>({
  resource: FEES.resource,
  rowKey: 'stationId',
  keyword: { placeholder: '充电站编号或名称' },
  columns: [
    f.col('stationId', { width: 140, fixed: 'left' }),
    f.col('stationName', { width: 240 }),
    f.col('operatorId', { width: 220 }),
    f.col('areaCode', { search: true, sortable: false, render: (value) => regionName(value as string) }),
    f.col('overCap', { search: true, width: 100 }),
    f.col('overItems', { width: 200 }),
    ...PRICES,
    f.col('updateTime', { sortable: false }),
  ],
  filters: [f.filter('operatorId')],
  defaultSort: { field: 'stationId', order: 'asc' },
  detail: { title: (row) => row.stationName ?? '收费详情' },
  above: CapsPanel,
  subscribe: (reload) => {
    capsChanged.add(reload)
    return () => capsChanged.delete(reload)
  },
  actions: [action.view(), action.export()],
})
