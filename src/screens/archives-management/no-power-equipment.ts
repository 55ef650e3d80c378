/**
 * 零电量设备 (domain.md: "piles with no energy for N days, last order time"): the server counts
 * N = 7 days when none is given; piles under construction are left out.
 */
import { col } from '../../ui/fields/builders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'
import { PILE_COLUMNS, PILE_DETAIL_FIELDS } from './pile-fields'
import { connectorsOfPile } from './related'

const FIRST = ['equipmentId', 'stationId', 'stationName']

export default defineListScreen({
  resource: 'archives-management/no-power-equipment',
  rowKey: 'equipmentId',
  keyword: { placeholder: '设备编码或充电站编号' },
  defaultSort: { field: 'lastOrderTime', order: 'asc' },
  // What this screen is about (idle days, last charge) comes right after the pile's identity.
  columns: [
    ...PILE_COLUMNS.filter((field) => FIRST.includes(field.key)),
    col.number('idleDays', '无电量天数', {
      width: 110,
      render: (value) => (value === null || value === undefined ? '从未充电' : `${value} 天`),
    }),
    ...PILE_COLUMNS.filter((field) => field.key === 'lastOrderTime'),
    ...PILE_COLUMNS.filter((field) => !FIRST.includes(field.key) && field.key !== 'lastOrderTime'),
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
