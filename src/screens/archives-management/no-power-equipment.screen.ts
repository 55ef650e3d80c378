/**
 * 零电量设备 (domain.md: "piles with no energy for N days, last order time"): the server counts
 * N = 7 days when none is given; piles under construction are left out.
 */
import { NO_POWER_EQUIPMENT } from '../../contract/lists/archives-management/no-power-equipment'
import type { NumberField } from '../../ui/fields/types'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'
import { PILE_COLUMNS, PILE_DETAIL_FIELDS } from './pile-fields'
import { connectorsOfPile } from './related'

const f = fieldsOf(NO_POWER_EQUIPMENT)
const FIRST = ['equipmentId', 'stationId', 'stationName']

/** The `days` parameter, 1 to 365 (the layout takes no bounds, so they are added here). */
const days: NumberField = {
  ...(f.filter('days', { precision: 0, placeholder: '默认7' }) as NumberField),
  min: 1,
  max: 365,
}

export default defineListScreen({
  resource: NO_POWER_EQUIPMENT.resource,
  rowKey: 'equipmentId',
  keyword: { placeholder: '设备编码或充电站编号' },
  defaultSort: { field: 'lastOrderTime', order: 'asc' },
  // What this screen is about (idle days, last charge) comes right after the pile's identity.
  columns: [
    ...PILE_COLUMNS.filter((field) => FIRST.includes(field.key)),
    f.col('idleDays', {
      width: 110,
      render: (value) => (value === null || value === undefined ? '从未充电' : `${value} 天`),
    }),
    ...PILE_COLUMNS.filter((field) => field.key === 'lastOrderTime'),
    ...PILE_COLUMNS.filter((field) => !FIRST.includes(field.key) && field.key !== 'lastOrderTime'),
  ],
  filters: [days],
  detailFields: PILE_DETAIL_FIELDS,
  detail: { title: (pile) => `充电设备 ${pile.equipmentId}`, related: [connectorsOfPile] },
  actions: [action.view(), action.export()],
})
