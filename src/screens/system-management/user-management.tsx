/**
 * 用户管理 (issue 7): users with filters (keyword, role, status, area); create with the password
 * rules of section 5; edit account and roles; attributes; enable/disable and reset password after
 * a confirmation. Never kept alive as a tab (section 1).
 */
import { Modal } from 'antd'
import { useCallback, useMemo, useRef, useState } from 'react'
import { ACCOUNT_STATUS, type EnumList } from '../../core/domain/enums'
import { validateNewPassword } from '../../core/validators'
import { DataClientProvider, useDataClient } from '../../ui/dataClient'
import { col, filter } from '../../ui/fields/builders'
import type { Row } from '../../ui/fields/types'
import { action, type ListScreenDefinition } from '../../ui/list/definition'
import { ListScreen } from '../../ui/list/ListScreen'
import type { ScreenProps } from '../../ui/screen'
import { useToasts } from '../../ui/toasts'
import { AttrsDialog } from './AttrsDialog'
import { listClient } from './listClient'
import { Pending } from './Pending'
import { ResetPasswordDialog } from './ResetPasswordDialog'
import { type Attr, type AttrDefine, type RoleName, useSsoApi } from './sso'
import { useLoaded } from './useLoaded'

/** The server's username rule (register/create), checked before sending. */
const USERNAME = /^[A-Za-z][A-Za-z0-9_.-]{2,31}$/
const USERNAME_MESSAGE = '用户名为3-32位字母、数字、下划线，以字母开头'

const blankToUndefined = (body: Row, keys: readonly string[]) => {
  const out = { ...body }
  for (const key of keys)
    if (typeof out[key] === 'string' && (out[key] as string).trim() === '') delete out[key]
  return out
}

/** The user list's definition, with the roles the server knows as options. */
function userDefinition(
  roles: readonly RoleName[],
  run: {
    attrs: (record: Row, reload: () => void) => void
    reset: (record: Row, reload: () => void) => void
    status: (record: Row, reload: () => void) => void
  },
): ListScreenDefinition {
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
    actions: [
      action.create({
        label: '新增用户',
        fields: ['username', 'password', 'name', 'nickName', 'phoneNumber', 'email', 'roleIds'],
      }),
      action.view(),
      action.edit({ fields: ['name', 'nickName', 'phoneNumber', 'email', 'roleIds'] }),
      {
        type: 'custom',
        key: 'attrs',
        label: '属性',
        scope: 'row',
        permission: 'edit',
        run: ({ record, reload }) => record && run.attrs(record, reload),
      },
      {
        type: 'custom',
        key: 'reset',
        label: '重置密码',
        scope: 'row',
        permission: 'edit',
        run: ({ record, reload }) => record && run.reset(record, reload),
      },
      {
        type: 'custom',
        key: 'disable',
        label: '停用',
        scope: 'row',
        permission: 'edit',
        when: (record) => record.status === 1,
        run: ({ record, reload }) => record && run.status(record, reload),
      },
      {
        type: 'custom',
        key: 'enable',
        label: '启用',
        scope: 'row',
        permission: 'edit',
        when: (record) => record.status !== 1,
        run: ({ record, reload }) => record && run.status(record, reload),
      },
    ],
  }
}

/** The user-management screen. */
export default function UserManagement(props: ScreenProps) {
  const base = useDataClient()
  const message = useToasts()
  const [modal, modalHolder] = Modal.useModal()
  const api = useSsoApi()
  const setup = useLoaded(() => Promise.all([api.roleNames(), api.attrDefines()]))
  const [attrsOf, setAttrsOf] = useState<Row | null>(null)
  const [resetting, setResetting] = useState<Row | null>(null)
  const reload = useRef<() => void>(() => undefined)

  const client = useMemo(
    () =>
      listClient(base, {
        list: api.users,
        row: (row) => ({
          ...row,
          roleIds: Array.isArray(row.roles) ? (row.roles as RoleName[]).map((role) => role.roleId) : [],
        }),
        create: (body) => api.createUser(blankToUndefined(body, ['nickName', 'phoneNumber', 'email'])),
        update: (id, body) => api.editUser(Number(id), blankToUndefined(body, ['nickName'])),
      }),
    [base, api],
  )

  const roles = setup.value?.[0]
  const definition = useMemo(
    () =>
      roles &&
      userDefinition(roles, {
        attrs: (record, again) => {
          reload.current = again
          setAttrsOf(record)
        },
        reset: (record, again) => {
          reload.current = again
          setResetting(record)
        },
        status: (record, again) => {
          const disabling = record.status === 1
          // Disabling ends the user's sessions (their next call answers 607, api.md).
          modal.confirm({
            title: disabling ? '确定停用该用户吗？' : '确定启用该用户吗？',
            content: disabling
              ? `停用后用户“${String(record.username)}”将无法登录，已登录的会话立即结束。`
              : `启用后用户“${String(record.username)}”可以重新登录。`,
            okText: '确定',
            cancelText: '取消',
            okButtonProps: { danger: disabling },
            onOk: () =>
              api.setUserStatus(Number(record.userId), disabling ? 0 : 1).then(
                () => {
                  message.success('操作成功')
                  again()
                },
                () => undefined, // the HTTP client has shown the server's message (e.g. 409)
              ),
          })
        },
      }),
    [roles, modal, message, api],
  )
  const defines: AttrDefine[] = setup.value?.[1] ?? []
  const loadAttrs = useCallback(
    () => Promise.resolve(((attrsOf?.attrs as Attr[] | undefined) ?? []).map((attr) => ({ ...attr }))),
    [attrsOf],
  )

  if (!definition) return <Pending failed={setup.failed} retry={setup.retry} />
  return (
    <DataClientProvider client={client}>
      {modalHolder}
      <ListScreen definition={definition} route={props.route} actions={props.actions} />
      <AttrsDialog
        title={attrsOf ? `用户属性：${String(attrsOf.username)}` : undefined}
        defines={defines}
        load={loadAttrs}
        save={(attrs) => api.editUserAttrs(Number(attrsOf?.userId), attrs)}
        onClose={() => setAttrsOf(null)}
        onSaved={() => {
          message.success('操作成功')
          reload.current()
        }}
      />
      <ResetPasswordDialog
        user={
          resetting ? { userId: Number(resetting.userId), username: String(resetting.username) } : undefined
        }
        reset={api.resetPassword}
        onClose={() => setResetting(null)}
        onDone={() => {
          message.success('操作成功')
          reload.current()
        }}
      />
    </DataClientProvider>
  )
}
