/**
 * APP用户管理 (issue 20): the public app's users with their phone masked (the server stores only
 * the masked number), registration and last activity; 停用 / 启用 with a reason (journaled), as APP_USER_FLOW declares them.
 */
import { APP_USERS } from '../../contract/lists/mobile-management/users'
import { APP_USER_FLOW } from '../../core/domain/flows-mobile'
import { col } from '../../ui/fields/builders'
import type { Field } from '../../ui/fields/types'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'
import { flowSteps } from '../../ui/list/flowSteps'
import { AREA_LAYOUT } from '../../ui/list/layouts'

const f = fieldsOf(APP_USERS)

const reason = (label: string): Field =>
  col.text('reason', label, { required: true, multiline: true, maxLength: 500 })

export default defineListScreen({
  resource: APP_USERS.resource,
  keyword: { placeholder: '手机尾号或昵称开头' },
  defaultSort: { field: 'registerTime', order: 'desc' },
  columns: [
    f.col('id', { width: 100, fixed: 'left' }),
    f.col('nickName', { width: 120 }),
    f.col('phoneMasked', { width: 130 }),
    f.col('phoneTail', { search: true, hideInTable: true, hideInDetail: true }),
    f.col('areaCode', AREA_LAYOUT),
    f.col('registerTime'),
    f.col('lastActiveTime'),
    f.col('orderCount'),
    f.col('status', { search: true }),
    f.col('statusReason', { width: 200 }),
    f.col('statusOperator'),
    f.col('statusTime'),
  ],
  detail: { title: (user) => `${user.nickName ?? 'APP用户'}（${user.phoneMasked ?? ''}）` },
  actions: [
    action.view(),
    action.export(),
    ...flowSteps(APP_USER_FLOW, {
      // The record keeps APP_USER_STATUS's 1 | 0; the flow names them.
      status: (user) => (Number(user.status) === 1 ? 'enabled' : 'disabled'),
      fields: { disable: [reason('停用原因')], enable: [reason('启用原因')] },
    }),
  ],
})
