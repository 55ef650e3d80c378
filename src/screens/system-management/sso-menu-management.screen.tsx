/**
 * 菜单管理 (issue 7, decisions: Menus): the global menu tree (three levels: area → group → page)
 * with its labels, icons, order (up/down among siblings), isEdit and hidden. Saving sends the
 * changed entries (`POST /menu/tree`) and bumps sortMenu so the shell reloads the menu (section 4).
 * Never kept alive as a tab (section 1). A tree edited in place, not a paged list: it has the
 * list's page and toolbar but its own table.
 */
import { Button, Modal, Space, Table, Typography } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import type { MenuTreeNode } from '../../contract/menu'
import { fieldErrors } from '../../core/http'
import { bumpMenuOrder } from '../../core/session'
import { LoadingOverlay } from '../../ui/LoadingOverlay'
import { LIST_PAGE_STYLE } from '../../ui/list/ListScreen'
import { type Density, TableToolbar, tableSize } from '../../ui/list/TableToolbar'
import type { ScreenProps } from '../../ui/screen'
import { useToasts } from '../../ui/toasts'
import { useRequest } from '../../ui/useRequest'
import { menuColumns } from './menuColumns'
import { changesOf, draftProblems, editNode, moveNode, sorted } from './menuDraft'
import { useSsoApi } from './sso'

/** The server's field messages (`items.<i>.label`) by the key of the entry they name. */
function messagesByKey(error: unknown, changes: readonly { key: string }[]): Record<string, string> {
  const byKey: Record<string, string> = {}
  for (const [name, text] of Object.entries(fieldErrors(error))) {
    const key = changes[Number(/^items\.(\d+)\./.exec(name)?.[1])]?.key
    if (key) byKey[key] = text
  }
  return byKey
}

/** The menu-management screen. */
export default function MenuManagement(props: ScreenProps) {
  const message = useToasts()
  const [modal, modalHolder] = Modal.useModal()
  const api = useSsoApi()
  const canEdit = props.actions.includes('edit')
  const loaded = useRequest(() => api.menuTree().then(sorted), [api])
  const [original, setOriginal] = useState<MenuTreeNode[]>([])
  const [draft, setDraft] = useState<MenuTreeNode[]>([])
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const [density, setDensity] = useState<Density>('default')

  // Each answer of the server (first load, 重置, 刷新) replaces the draft.
  useEffect(() => {
    if (!loaded.data) return
    setOriginal(loaded.data)
    setDraft(loaded.data)
    setServerErrors({})
  }, [loaded.data])

  const localProblems = useMemo(() => draftProblems(draft), [draft])
  const problems = { ...serverErrors, ...localProblems }
  const changes = useMemo(() => changesOf(original, draft), [original, draft])
  const invalid = Object.keys(localProblems).length > 0

  const save = async () => {
    if (invalid) return
    setSaving(true)
    try {
      const tree = sorted(await api.saveMenuTree(changes))
      setOriginal(tree)
      setDraft(tree)
      // Section 4: the sortMenu flag makes the shell reload its menu.
      bumpMenuOrder()
      message.success('保存成功')
    } catch (error) {
      setServerErrors(messagesByKey(error, changes))
    } finally {
      setSaving(false)
    }
  }

  const reset = () =>
    modal.confirm({
      title: '确定放弃未保存的修改吗？',
      okText: '确定',
      cancelText: '取消',
      onOk: loaded.reload,
    })

  const columns = menuColumns({
    canEdit,
    problems,
    edit: (key, change) => {
      setDraft((current) => editNode(current, key, change))
      setServerErrors(({ [key]: _gone, ...rest }) => rest)
    },
    move: (key, step) => setDraft((current) => moveNode(current, key, step)),
    siblingsOf: (node) => {
      const find = (nodes: MenuTreeNode[]): MenuTreeNode[] | undefined =>
        nodes.some((item) => item.key === node.key)
          ? nodes
          : nodes.map((item) => find(item.children)).find(Boolean)
      return find(draft) ?? []
    },
  })

  return (
    <div style={LIST_PAGE_STYLE}>
      {modalHolder}
      <TableToolbar
        title={props.route.title}
        onReload={() => (changes.length ? reset() : loaded.reload())}
        density={density}
        onDensityChange={setDensity}
        actions={
          canEdit && (
            <Space>
              <Typography.Text type="secondary">
                {changes.length ? `${changes.length} 项未保存` : ''}
              </Typography.Text>
              <Button disabled={!changes.length} onClick={reset}>
                重置
              </Button>
              <Button type="primary" loading={saving} disabled={!changes.length || invalid} onClick={save}>
                保存
              </Button>
            </Space>
          )
        }
      />
      <LoadingOverlay loading={loaded.loading}>
        <Table<MenuTreeNode>
          rowKey="key"
          dataSource={draft}
          size={tableSize(density)}
          pagination={false}
          expandable={{ childrenColumnName: 'children' }}
          scroll={{ x: 'max-content' }}
          columns={columns}
        />
      </LoadingOverlay>
    </div>
  )
}
