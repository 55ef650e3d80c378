/** 栏目管理 (issue 20): the columns (栏目) the app's articles belong to: name, order, shown or hidden. */
import { APP_COLUMNS } from '../../contract/lists/mobile-management/columns'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'

const f = fieldsOf(APP_COLUMNS)

const FORM = ['columnName', 'sortOrder', 'status', 'remark']

export default defineListScreen({
  resource: APP_COLUMNS.resource,
  keyword: { placeholder: '栏目名称' },
  defaultSort: { field: 'sortOrder', order: 'asc' },
  columns: [
    f.col('id', { width: 80, hideInForm: true }),
    f.col('columnName', { width: 180, required: true, maxLength: 32 }),
    f.col('sortOrder', { required: true, min: 1, max: 9999, precision: 0 }),
    f.col('status', { search: true, required: true }),
    f.col('remark', { width: 260, multiline: true, maxLength: 500 }),
    f.col('createTime', { hideInForm: true }),
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
