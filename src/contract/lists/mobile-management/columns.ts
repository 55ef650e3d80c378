/** 栏目 (issue 20): the columns the app's articles belong to. */
import { APP_SHOWN } from '../../../core/domain/enums-mobile-management'
import { describeList } from '../describe'

export const APP_COLUMNS = describeList({
  resource: 'mobile-management/columns',
  title: '栏目',
  key: 'id',
  keyColumns: ['id', 'columnName', 'status', 'remark'],
  serve: {
    page: 'mobile-column-management',
    table: 'app_columns',
    numericKey: true,
    keyword: { contains: ['columnName'] },
    defaultSort: ['sortOrder', 'asc'],
  },
  fields: {
    id: { label: 'ID', kind: 'int', filter: 'eq', sortable: true, exportWidth: 10 },
    columnName: { label: '栏目名称', filter: 'contains', exportWidth: 20 },
    sortOrder: { label: '排序', kind: 'int', sortable: true },
    status: { label: '状态', kind: 'int', filter: 'eq', enum: APP_SHOWN },
    remark: { label: '说明', exportWidth: 40 },
    createTime: { label: '创建时间', kind: 'time', sortable: true },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'mobile-management/columns': typeof APP_COLUMNS
  }
}
