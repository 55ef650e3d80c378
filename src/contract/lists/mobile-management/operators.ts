/** APP运营商 (issue 20): which operators the app shows, in which order. */
import { APP_SHOWN } from '../../../core/domain/enums-mobile-management'
import { describeList } from '../describe'
import { OPERATOR_ID } from '../shared'

export const APP_OPERATORS = describeList({
  resource: 'mobile-management/operators',
  title: 'APP运营商',
  key: 'operatorId',
  keyColumns: ['operatorId', 'brandName', 'sortOrder'],
  serve: {
    page: 'mobile-operator-management',
    table: 'app_operators',
    keyword: { contains: ['brandName', 'operatorId'] },
    scope: { operator: 'operatorId' },
    defaultSort: ['sortOrder', 'asc'],
  },
  fields: {
    operatorId: OPERATOR_ID,
    brandName: { label: '品牌名称', filter: 'contains', exportWidth: 20 },
    shown: { label: 'APP中显示', kind: 'int', filter: 'eq', enum: APP_SHOWN },
    sortOrder: { label: '显示顺序', kind: 'int', sortable: true },
    updateTime: { label: '更新时间', kind: 'time', sortable: true },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'mobile-management/operators': typeof APP_OPERATORS
  }
}
