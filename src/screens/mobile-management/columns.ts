/** 栏目管理 (issue 20): the columns (栏目) the app's articles belong to: name, order, shown or hidden. */
import { APP_SHOWN } from '../../core/domain/enums-mobile-management'
import { col } from '../../ui/fields/builders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'

const FORM = ['columnName', 'sortOrder', 'status', 'remark']

export default defineListScreen({
  resource: 'mobile-management/columns',
  keyword: { placeholder: '栏目名称' },
  defaultSort: { field: 'sortOrder', order: 'asc' },
  columns: [
    col.number('id', 'ID', { width: 80, hideInForm: true }),
    col.text('columnName', '栏目名称', { width: 180, required: true, maxLength: 32 }),
    col.number('sortOrder', '排序', { sortable: true, required: true, min: 1, max: 9999, precision: 0 }),
    col.enum('status', '状态', APP_SHOWN, { search: true, required: true }),
    col.text('remark', '说明', { width: 260, multiline: true, maxLength: 500 }),
    col.datetime('createTime', '创建时间', { hideInForm: true }),
  ],
  detail: { title: (column) => String(column.columnName ?? '栏目') },
  actions: [
    action.view(),
    action.export(),
    action.create({ fields: FORM }),
    action.edit({ fields: FORM }),
    action.remove(),
  ],
})
