/** 充电设备档案 (domain.md: Equipment): piles with their connectors and those connectors' orders. */
import { EQUIPMENT } from '../../contract/lists/archives-management/equipment'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { PILE, PILE_COLUMNS, PILE_DETAIL_FIELDS } from './pile-fields'
import { connectorsOfPile } from './related'

export default defineListScreen({
  resource: EQUIPMENT.resource,
  rowKey: 'equipmentId',
  keyword: { placeholder: '设备编码或充电站编号' },
  columns: PILE_COLUMNS,
  filters: [PILE.range('productionDate')],
  detailFields: PILE_DETAIL_FIELDS,
  detail: { title: (pile) => `充电设备 ${pile.equipmentId}`, related: [connectorsOfPile] },
  actions: [action.view(), action.export()],
})
