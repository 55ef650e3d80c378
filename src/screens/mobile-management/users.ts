/**
 * APP用户管理 (issue 20): the public app's users with their phone masked (the server stores only
 * the masked number), registration and last activity; 停用 / 启用 with a reason (journaled).
 */
import { APP_USER_STATUS } from '../../core/domain/enums-mobile-management'
import { col } from '../../ui/fields/builders'
import type { Field } from '../../ui/fields/types'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'
import { areaColumn } from '../archives-management/fields'

const reason = (label: string): Field =>
  col.text('reason', label, { required: true, multiline: true, maxLength: 500 })

export default defineListScreen({
  resource: 'mobile-management/users',
  keyword: { placeholder: '手机尾号或昵称开头' },
  defaultSort: { field: 'registerTime', order: 'desc' },
  columns: [
    col.number('id', '用户ID', { width: 100, fixed: 'left', sortable: true }),
    col.text('nickName', '昵称', { width: 120 }),
    col.text('phoneMasked', '手机号', { width: 130 }),
    col.text('phoneTail', '手机尾号', { search: true, hideInTable: true, hideInDetail: true }),
    areaColumn(),
    col.datetime('registerTime', '注册时间', { sortable: true }),
    col.datetime('lastActiveTime', '最近活跃时间', { sortable: true }),
    col.number('orderCount', '订单数', { sortable: true }),
    col.enum('status', '状态', APP_USER_STATUS, { search: true }),
    col.text('statusReason', '停用/启用原因', { width: 200 }),
    col.text('statusOperator', '操作人'),
    col.datetime('statusTime', '操作时间'),
  ],
  detail: { title: (user) => `${user.nickName ?? 'APP用户'}（${user.phoneMasked ?? ''}）` },
  actions: [
    action.view(),
    action.export(),
    action.step('disable', '停用', {
      permission: 'edit',
      fields: [reason('停用原因')],
      when: (user) => Number(user.status) === 1,
    }),
    action.step('enable', '启用', {
      permission: 'edit',
      fields: [reason('启用原因')],
      when: (user) => Number(user.status) === 0,
    }),
  ],
})
