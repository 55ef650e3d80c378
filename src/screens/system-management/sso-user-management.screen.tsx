/**
 * 用户管理 (issue 7): users with filters (keyword, role, status, area); create with the password
 * rules of section 5; edit account and roles; attributes; enable/disable and reset password after
 * a confirmation. Never kept alive as a tab (section 1).
 */
import { loadCrypto } from '../../core/api'
import { ACCOUNT_STATUS, type EnumList } from '../../core/domain/enums'
import { validateConfirmPassword, validateNewPassword } from '../../core/passwords'
import { col, filter } from '../../ui/fields/builders'
import { withoutBlank } from '../../ui/fields/convert'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import type { ActionDefinition, ActionDialogProps, ListScreenDefinition } from '../../ui/list/definition'
import { preloadable } from '../../ui/preloadable'
import { type Attr, type RoleName, ssoApiOf, useSsoApi } from './sso'

/** The server's username rule (register/create), checked before sending. */
const USERNAME = /^[A-Za-z][A-Za-z0-9_.-]{2,31}$/
const USERNAME_MESSAGE = '用户名为3-32位字母、数字、下划线，以字母开头'

/** The attributes dialog (antd's Form and Modal, the area cascader): loaded when first opened (issue 14). */
const AttrsDialog = preloadable(() => import('./AttrsDialog').then((module) => module.AttrsDialog))

/** Fetch ahead what a user opens on demand: the attributes dialog and crypto-js (passwords). */
function prefetchParts() {
  AttrsDialog.prefetch()
  loadCrypto().catch(() => undefined)
}

/** 用户属性: the attributes the user row carries (user/editAttr saves them). */
function UserAttrsDialog({ record, onClose, onSaved }: ActionDialogProps) {
  const api = useSsoApi()
  return (
    <AttrsDialog
      title={`用户属性：${String(record?.username ?? '')}`}
      load={() => Promise.resolve(((record?.attrs as Attr[] | undefined) ?? []).map((attr) => ({ ...attr })))}
      save={(attrs) => api.editUserAttrs(Number(record?.userId), attrs)}
      onClose={onClose}
      onSaved={onSaved}
    />
  )
}

/** 重置密码: a new password under the rules of section 5, typed twice; the user must change it at next sign-in. */
const RESET_FIELDS = [
  col.text('username', '用户名', { readOnlyOnEdit: true }),
  col.text('password', '新密码', {
    secret: true,
    placeholder: '用户下次登录时须修改，已登录的会话将结束',
    validate: (value) => validateNewPassword(String(value ?? '')),
  }),
  col.text('confirm', '确认密码', {
    secret: true,
    validate: (value, values) => validateConfirmPassword(String(value ?? ''), String(values.password ?? '')),
  }),
]

/** 停用 / 启用 after a confirmation; disabling ends the user's sessions (607 on their next call, api.md). */
function statusAction(key: 'disable' | 'enable'): ActionDefinition {
  const disabling = key === 'disable'
  return {
    type: 'confirm',
    key,
    label: disabling ? '停用' : '启用',
    scope: 'row',
    permission: 'edit',
    when: (user) => (user.status === 1) === disabling,
    confirm: (user) => ({
      title: disabling ? '确定停用该用户吗？' : '确定启用该用户吗？',
      content: disabling
        ? `停用后用户“${String(user.username)}”将无法登录，已登录的会话立即结束。`
        : `启用后用户“${String(user.username)}”可以重新登录。`,
      danger: disabling,
    }),
    run: ({ data, record }) => ssoApiOf(data).setUserStatus(Number(record.userId), disabling ? 0 : 1),
  }
}

/** The user list's definition, with the roles the server knows as options. */
function userDefinition(roles: readonly RoleName[]): ListScreenDefinition {
  const roleOptions: EnumList<number> = roles.map((role) => ({ value: role.roleId, label: role.roleName }))
  return {
    resource: 'sso/post/api/user/getAll',
    rowKey: 'userId',
    keyword: { placeholder: '用户名、姓名或拼音' },
    columns: [
      col.text('username', '用户名', {
        width: 140,
        fixed: 'left',
        required: true,
        maxLength: 32,
        validate: (value) => (value && !USERNAME.test(String(value)) ? USERNAME_MESSAGE : undefined),
      }),
      col.text('password', '初始密码', {
        hideInTable: true,
        hideInDetail: true,
        required: true,
        placeholder: '用户首次登录时须修改',
        // Section 5: the new-password rule; "required" has its own message.
        validate: (value) => (value ? validateNewPassword(String(value)) : undefined),
      }),
      col.text('name', '姓名', { width: 120, required: true, maxLength: 32 }),
      col.text('nickName', '昵称', { width: 120, maxLength: 32 }),
      col.text('phoneNumber', '手机号码', { width: 130, check: 'mobile' }),
      col.text('email', '邮箱', { width: 200, check: 'email', maxLength: 320 }),
      col.enum('roleIds', '角色', roleOptions, { multiple: true, width: 200 }),
      col.enum('status', '状态', ACCOUNT_STATUS, { search: true, hideInForm: true, width: 90 }),
      col.datetime('createTime', '创建时间', { hideInForm: true }),
      col.datetime('lastResetPwdTime', '密码修改时间', { hideInForm: true, hideInTable: true }),
    ],
    filters: [filter.enum('roleId', '角色', roleOptions), filter.area('areaCode', '权限区域')],
    detailFields: [
      col.text('attrs', '属性', {
        hideInForm: true,
        render: (value) =>
          Array.isArray(value) && value.length
            ? (value as Attr[]).map((attr) => `${attr.attrKey}=${attr.attrValue}`).join('；')
            : '-',
      }),
    ],
    detail: { fetch: false, title: (user) => `用户：${String(user.username ?? '')}` },
    source: (data) => {
      const api = ssoApiOf(data)
      return {
        // What a user opens next (the attributes dialog, the cipher of a new password) is
        // fetched once the list has answered, not before its rows (issue 14).
        list: (query) =>
          api.users(query).finally(() => {
            setTimeout(prefetchParts, 0)
          }),
        row: (row) => ({
          ...row,
          roleIds: Array.isArray(row.roles) ? (row.roles as RoleName[]).map((role) => role.roleId) : [],
        }),
        create: (body) => api.createUser(withoutBlank(body, ['nickName', 'phoneNumber', 'email'])),
        update: (id, body) => api.editUser(Number(id), withoutBlank(body, ['nickName'])),
      }
    },
    actions: [
      action.create({
        label: '新增用户',
        fields: ['username', 'password', 'name', 'nickName', 'phoneNumber', 'email', 'roleIds'],
      }),
      action.view(),
      action.edit({ fields: ['name', 'nickName', 'phoneNumber', 'email', 'roleIds'] }),
      action.dialog('attrs', '属性', UserAttrsDialog),
      action.form('reset', '重置密码', RESET_FIELDS, (body, { data, record }) =>
        ssoApiOf(data).resetPassword(Number(record?.userId), String(body.password)),
      ),
      statusAction('disable'),
      statusAction('enable'),
    ],
  }
}

/** The user-management screen: the roles the server knows are the role options. */
export default defineListScreen((data) => ssoApiOf(data).roleNames(), userDefinition)
