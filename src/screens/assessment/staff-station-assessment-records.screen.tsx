/** 评定记录 (staff): every round with its progress, and every station's assessment in them. */
import { ASSESSMENT_ITEM_RECORDS } from '../../contract/lists/assessment/items'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { assessmentColumns, assessmentDetailFields, RoundsPanel } from './parts'

export default defineListScreen({
  resource: ASSESSMENT_ITEM_RECORDS.resource,
  rowKey: 'id',
  keyword: { placeholder: '充电站编号或名称' },
  columns: assessmentColumns(ASSESSMENT_ITEM_RECORDS, { operatorSearch: true }),
  detailFields: assessmentDetailFields(ASSESSMENT_ITEM_RECORDS),
  defaultSort: { field: 'updateTime', order: 'desc' },
  above: RoundsPanel,
  actions: [action.view(), action.export()],
})
