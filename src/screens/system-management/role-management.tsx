/**
 * 角色管理 (issue 7): roles with their user and strategy counts; create, edit, delete after a
 * confirmation (refused with 409 while users hold the role); attributes; strategies in a
 * transfer. The role chosen last is remembered (section 3: roleNameValue, lsatRoleNameValue).
 */
import { Alert, Button, Modal } from 'antd'
import { useCallback, useMemo, useRef, useState } from 'react'
import { DataClientProvider, useDataClient } from '../../ui/dataClient'
import { col } from '../../ui/fields/builders'
import type { Row } from '../../ui/fields/types'
import { action, type ListScreenDefinition } from '../../ui/list/definition'
import { ListScreen } from '../../ui/list/ListScreen'
import type { ScreenProps } from '../../ui/screen'
import { useToasts } from '../../ui/toasts'
import { AttrsDialog } from './AttrsDialog'
import { lastRoleName, rememberRole } from './lastRole'
import { listClient } from './listClient'
import { Pending } from './Pending'
import { RoleStgsDialog } from './RoleStgsDialog'
import { useSsoApi } from './sso'
import { useLoaded } from './useLoaded'

type Role = { roleId: number; roleName: string }
type Run = (record: Row, reload: () => void) => void

function roleDefinition(run: { stgs: Run; attrs: Run; remove: Run }): ListScreenDefinition {
  return {
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
    actions: [
      action.create({ label: '新增角色' }),
      action.edit(),
      {
        type: 'custom',
        key: 'stgs',
        label: '分配策略',
        scope: 'row',
        permission: 'edit',
        run: wrap(run.stgs),
      },
      { type: 'custom', key: 'attrs', label: '属性', scope: 'row', permission: 'edit', run: wrap(run.attrs) },
      {
        type: 'custom',
        key: 'remove',
        label: '删除',
        scope: 'row',
        permission: 'delete',
        run: wrap(run.remove),
      },
    ],
  }
}

const wrap =
  (run: Run) =>
  ({ record, reload }: { record?: Row; reload: () => void }) =>
    record && run(record, reload)

const asRole = (record: Row): Role => ({ roleId: Number(record.roleId), roleName: String(record.roleName) })

/** The role-management screen. */
export default function RoleManagement(props: ScreenProps) {
  const base = useDataClient()
  const message = useToasts()
  const [modal, modalHolder] = Modal.useModal()
  const api = useSsoApi()
  const setup = useLoaded(() => api.attrDefines())
  const [stgsOf, setStgsOf] = useState<Role | null>(null)
  const [attrsOf, setAttrsOf] = useState<Role | null>(null)
  const [last, setLast] = useState(lastRoleName)
  const reload = useRef<() => void>(() => undefined)

  const client = useMemo(
    () =>
      listClient(base, {
        list: api.roles,
        create: (body) => api.createRole(body),
        update: (id, body) => api.editRole(Number(id), body),
      }),
    [base, api],
  )

  const choose = useCallback((role: Role) => {
    rememberRole(role.roleName)
    setLast(role.roleName)
  }, [])

  const definition = useMemo(
    () =>
      roleDefinition({
        stgs: (record, again) => {
          reload.current = again
          choose(asRole(record))
          setStgsOf(asRole(record))
        },
        attrs: (record, again) => {
          reload.current = again
          choose(asRole(record))
          setAttrsOf(asRole(record))
        },
        remove: (record, again) => {
          modal.confirm({
            title: '确定删除该角色吗？',
            content: `角色“${String(record.roleName)}”将被删除；仍有用户持有的角色不能删除。`,
            okText: '确定',
            cancelText: '取消',
            okButtonProps: { danger: true },
            onOk: () =>
              api.deleteRole(Number(record.roleId)).then(
                () => {
                  message.success('操作成功')
                  again()
                },
                () => undefined, // the HTTP client has shown the server's message (409)
              ),
          })
        },
      }),
    [modal, message, api, choose],
  )

  const openLast = async () => {
    if (!last) return
    try {
      const page = await api.roles({ pageNum: 1, pageSize: 100, keyword: last })
      const found = page.list.find((role) => role.roleName === last)
      if (found) setStgsOf(asRole(found))
      else message.warning(`角色“${last}”已不存在`)
    } catch {
      // the HTTP client has shown the message
    }
  }
  const loadAttrs = useCallback(
    () => (attrsOf ? api.roleAttrs(attrsOf.roleId) : Promise.resolve([])),
    [api, attrsOf],
  )

  if (!setup.value) return <Pending failed={setup.failed} retry={setup.retry} />
  return (
    <DataClientProvider client={client}>
      {modalHolder}
      {last && props.actions.includes('edit') && (
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
      )}
      <ListScreen definition={definition} route={props.route} actions={props.actions} />
      <RoleStgsDialog
        role={stgsOf ?? undefined}
        api={api}
        onClose={() => setStgsOf(null)}
        onSaved={() => {
          message.success('操作成功')
          reload.current()
        }}
      />
      <AttrsDialog
        title={attrsOf ? `角色属性：${attrsOf.roleName}` : undefined}
        defines={setup.value}
        load={loadAttrs}
        save={(attrs) => api.editRoleAttrs(Number(attrsOf?.roleId), attrs)}
        onClose={() => setAttrsOf(null)}
        onSaved={() => {
          message.success('操作成功')
          reload.current()
        }}
      />
    </DataClientProvider>
  )
}
