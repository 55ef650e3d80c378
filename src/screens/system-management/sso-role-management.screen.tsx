/**
 * 角色管理 (issue 7): roles with their user and strategy counts; create, edit, delete after a
 * confirmation (refused with 409 while users hold the role); attributes; strategies in a
 * transfer. The role chosen last is remembered (section 3: roleNameValue, lsatRoleNameValue).
 */
import { Alert, Button } from 'antd'
import { useDataClient } from '../../ui/dataClient'
import { col } from '../../ui/fields/builders'
import type { Row } from '../../ui/fields/types'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import type { ActionDialogProps, ListAboveProps } from '../../ui/list/definition'
import { useToasts } from '../../ui/toasts'
import { AttrsDialog } from './AttrsDialog'
import { lastRoleName, rememberRole } from './lastRole'
import { RoleStgsDialog } from './RoleStgsDialog'
import { ssoApiOf, useSsoApi } from './sso'

/** 角色属性: the role's attributes (role/getAttr, role/editAttr). */
function RoleAttrsDialog({ record, onClose, onSaved }: ActionDialogProps) {
  const api = useSsoApi()
  const roleId = Number(record?.roleId)
  return (
    <AttrsDialog
      title={`角色属性：${String(record?.roleName ?? '')}`}
      load={() => api.roleAttrs(roleId)}
      save={(attrs) => api.editRoleAttrs(roleId, attrs)}
      onClose={onClose}
      onSaved={onSaved}
    />
  )
}

/** 上次选择的角色 with a shortcut to its 分配策略 (section 3: roleNameValue). */
function LastRole({ actions, open }: ListAboveProps) {
  const data = useDataClient()
  const message = useToasts()
  const last = lastRoleName()
  if (!last || !actions.includes('edit')) return null
  const openLast = async () => {
    try {
      const page = await ssoApiOf(data).roles({ pageNum: 1, pageSize: 100, keyword: last })
      const found = page.list.find((role) => role.roleName === last)
      if (found) open('stgs', found)
      else message.warning(`角色“${last}”已不存在`)
    } catch {
      // the HTTP client has shown the message
    }
  }
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      message={`上次选择的角色：${last}`}
      action={
        <Button size="small" type="link" onClick={openLast}>
          分配策略
        </Button>
      }
    />
  )
}

const choose = (record?: Row) => record && rememberRole(String(record.roleName))

/** The role-management screen. */
export default defineListScreen({
  resource: 'sso/post/api/role/getAll',
  rowKey: 'roleId',
  keyword: { placeholder: '角色名称' },
  columns: [
    col.text('roleName', '角色名称', { width: 180, fixed: 'left', required: true, maxLength: 32 }),
    col.text('description', '说明', { width: 260, multiline: true, maxLength: 256 }),
    col.number('userCount', '用户数', { hideInForm: true }),
    col.number('stgCount', '策略数', { hideInForm: true }),
    col.datetime('createTime', '创建时间', { hideInForm: true }),
    col.datetime('updateTime', '修改时间', { hideInForm: true }),
  ],
  detail: { fetch: false },
  source: (data) => {
    const api = ssoApiOf(data)
    return {
      list: api.roles,
      create: (body) => api.createRole(body),
      update: (id, body) => api.editRole(Number(id), body),
    }
  },
  above: LastRole,
  actions: [
    action.create({ label: '新增角色' }),
    action.edit(),
    {
      type: 'dialog',
      key: 'stgs',
      label: '分配策略',
      scope: 'row',
      permission: 'edit',
      dialog: RoleStgsDialog,
      onOpen: choose,
    },
    {
      type: 'dialog',
      key: 'attrs',
      label: '属性',
      scope: 'row',
      permission: 'edit',
      dialog: RoleAttrsDialog,
      onOpen: choose,
    },
    {
      type: 'confirm',
      key: 'remove',
      label: '删除',
      scope: 'row',
      permission: 'delete',
      confirm: (role) => ({
        title: '确定删除该角色吗？',
        content: `角色“${String(role.roleName)}”将被删除；仍有用户持有的角色不能删除。`,
        danger: true,
      }),
      run: ({ data, record }) => ssoApiOf(data).deleteRole(Number(record.roleId)),
    },
  ],
})
