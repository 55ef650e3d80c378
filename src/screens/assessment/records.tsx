/** 评定记录 (staff): every round with its progress, and every station's assessment in them. */
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'
import { ASSESSMENT_DETAIL_FIELDS, assessmentColumns, RoundsPanel } from './parts'

export default defineListScreen({
  resource: 'assessment/records',
  rowKey: 'id',
  keyword: { placeholder: '充电站编号或名称' },
  columns: assessmentColumns({ operatorSearch: true }),
  detailFields: ASSESSMENT_DETAIL_FIELDS,
  defaultSort: { field: 'updateTime', order: 'desc' },
  above: RoundsPanel,
  actions: [action.view(), action.export()],
})
