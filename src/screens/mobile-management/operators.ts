/** APP运营商管理 (issue 20): which operators the app shows and in which order. */
import { APP_SHOWN } from '../../core/domain/enums-mobile-management'
import { col } from '../../ui/fields/builders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'
import { operatorColumn } from '../archives-management/fields'

export default defineListScreen({
  resource: 'mobile-management/operators',
  rowKey: 'operatorId',
  keyword: { placeholder: '品牌名称或运营商ID' },
  defaultSort: { field: 'sortOrder', order: 'asc' },
  columns: [
    { ...operatorColumn(), fixed: 'left', hideInForm: true },
    col.text('brandName', '品牌名称', { width: 160, search: true, hideInForm: true }),
    col.enum('shown', 'APP中显示', APP_SHOWN, { search: true, required: true }),
    col.number('sortOrder', '显示顺序', { sortable: true, required: true, min: 1, max: 9999, precision: 0 }),
    col.datetime('updateTime', '更新时间', { hideInForm: true }),
  ],
  detail: { title: (operator) => String(operator.operatorName ?? operator.brandName ?? '运营商') },
  actions: [action.view(), action.export(), action.edit({ fields: ['shown', 'sortOrder'] })],
})
