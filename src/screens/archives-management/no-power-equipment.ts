/**
 * 零电量设备 (domain.md: "piles with no energy for N days, last order time"): the server counts
 * N = 7 days when none is given; piles under construction are left out.
 */
import { col } from '../../ui/fields/builders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'
import { PILE_COLUMNS, PILE_DETAIL_FIELDS } from './pile-fields'
import { connectorsOfPile } from './related'

export default defineListScreen({
  resource: 'archives-management/no-power-equipment',
  rowKey: 'equipmentId',
  keyword: { placeholder: '设备编码或充电站编号' },
  defaultSort: { field: 'lastOrderTime', order: 'asc' },
  columns: [
    ...PILE_COLUMNS,
    col.number('idleDays', '无电量天数', {
      unit: ' 天',
      render: (value) => (value == null ? '从未充电' : `${value} 天`),
    }),
  ],
  filters: [
    col.number('days', '无电量天数不少于', {
      search: true,
      hideInTable: true,
      hideInDetail: true,
      hideInForm: true,
      min: 1,
      max: 365,
      precision: 0,
      unit: '天',
      placeholder: '默认7',
    }),
  ],
  detailFields: PILE_DETAIL_FIELDS,
  detail: { title: (pile) => `充电设备 ${pile.equipmentId}`, related: [connectorsOfPile] },
  actions: [action.view(), action.export()],
})
