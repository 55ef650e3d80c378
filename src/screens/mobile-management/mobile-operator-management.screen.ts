/** APP运营商管理 (issue 20): which operators the app shows and in which order. */
import { APP_OPERATORS } from '../../contract/lists/mobile-management/operators'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'
import { OPERATOR_LAYOUT } from '../../ui/list/layouts'

const f = fieldsOf(APP_OPERATORS)

export default defineListScreen({
  resource: APP_OPERATORS.resource,
  rowKey: 'operatorId',
  keyword: { placeholder: '品牌名称或运营商ID' },
  defaultSort: { field: 'sortOrder', order: 'asc' },
  columns: [
    f.col('operatorId', { ...OPERATOR_LAYOUT, fixed: 'left', hideInForm: true }),
    f.col('brandName', { width: 160, search: true, hideInForm: true }),
    f.col('shown', { search: true, required: true }),
    f.col('sortOrder', { required: true, min: 1, max: 9999, precision: 0 }),
    f.col('updateTime', { hideInForm: true }),
  ],
  detail: { title: (operator) => String(operator.operatorName ?? operator.brandName ?? '运营商') },
  actions: [action.view(), action.export(), action.edit({ fields: ['shown', 'sortOrder'] })],
})
