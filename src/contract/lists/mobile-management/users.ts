/** APP用户 (issue 20): the app's users, phones stored masked. */
import { APP_USER_STATUS } from '../../../core/domain/enums-mobile-management'
import { describeList } from '../describe'
import { AREA_CODE } from '../shared'

export const APP_USERS = describeList({
  resource: 'mobile-management/users',
  title: 'APP用户',
  key: 'id',
  keyColumns: ['id', 'nickName', 'phoneMasked', 'areaCode', 'status'],
  serve: {
    page: 'mobile-user-management',
    table: 'app_users',
    numericKey: true,
    // Both indexed prefixes: a match anywhere in 100,000 nicknames would read them all.
    keyword: { prefix: ['phoneTail', 'nickName'] },
    scope: { area: 'areaCode' },
    defaultSort: ['registerTime', 'desc'],
  },
  fields: {
    id: { label: '用户ID', kind: 'int', filter: 'eq', sortable: true, exportWidth: 10 },
    nickName: { label: '昵称', exportWidth: 16 },
    phoneMasked: { label: '手机号', exportWidth: 16 },
    // The keyword's indexed prefix; never listed or exported.
    phoneTail: { label: '手机尾号', filter: 'eq' },
    areaCode: AREA_CODE,
    registerTime: { label: '注册时间', kind: 'time', filter: 'range', sortable: true },
    lastActiveTime: { label: '最近活跃时间', kind: 'time', filter: 'range', sortable: true },
    orderCount: { label: '订单数', kind: 'int', sortable: true },
    status: { label: '状态', kind: 'int', filter: 'eq', enum: APP_USER_STATUS },
    statusReason: { label: '停用/启用原因', exportWidth: 30 },
    statusOperator: { label: '操作人' },
    statusTime: { label: '操作时间', kind: 'time' },
    // Stored only: the version a step names (the one engine, migration 0041).
    version: { label: '版本', kind: 'int' },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'mobile-management/users': typeof APP_USERS
  }
}
