/** 栏目 (issue 20): the columns the app's articles belong to. */
import { APP_SHOWN } from '../../../core/domain/enums-mobile-management'
import { describeList } from '../describe'

export const APP_COLUMNS = describeList({
  resource: 'mobile-management/columns',
  title: '栏目',
  key: 'id',
  keyColumns: ['id', 'columnName', 'status', 'remark'],
  fields: {
    id: { label: 'ID', kind: 'int', filter: 'eq', sortable: true },
    columnName: { label: '栏目名称', filter: 'contains' },
    sortOrder: { label: '排序', kind: 'int', sortable: true },
    status: { label: '状态', kind: 'int', filter: 'eq', enum: APP_SHOWN },
    remark: { label: '说明' },
    createTime: { label: '创建时间', kind: 'time', sortable: true },
  },
})
