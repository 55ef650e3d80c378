/**
 * 菜单设置: the user's own menu (decisions: Menus — `menu/setting/*`): order among siblings,
 * names, and hiding entries. Every change is saved at once and bumps sortMenu, so the side menu
 * reloads (section 4). Pages this version has no screen for are marked (issue 22, item 11); the
 * rename dialog asks the server for the entry's current name (`GET /menu/setting/labelName`).
 */
import { ArrowDownOutlined, ArrowUpOutlined, EditOutlined } from '@ant-design/icons'
import { Button, Form, Input, Space, Switch, Table, type TableColumnsType, Tag } from 'antd'
import { useMemo, useState } from 'react'
import type { MenuItem } from '../../../core/menu'
import { bumpMenuOrder } from '../../../core/session'
import { FormDialog } from '../../../ui/FormDialog'
import { hasScreen, NO_SCREEN } from '../../../ui/screen'
import { useToasts } from '../../../ui/toasts'
import { useRequest } from '../../../ui/useRequest'
import { useSession } from '../../../ui/useSession'
import { useShell } from '../../context'
import {
  type MenuSettingEntry,
  type MenuSettingNode,
  menuSettingWrites,
  settingPaths,
  settingsTree,
} from './menuSettingsApi'

/** Move the entry at `index` by `delta` places; out of range changes nothing. */
export function moveEntry<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list]
  const next = [...list]
  const [entry] = next.splice(index, 1)
  next.splice(target, 0, entry)
  return next
}

function siblingsOf(tree: readonly MenuSettingNode[], key: string): MenuSettingNode[] | null {
  if (tree.some((node) => node.key === key)) return [...tree]
  for (const node of tree) {
    const found = node.children ? siblingsOf(node.children, key) : null
    if (found) return found
  }
  return null
}

const NO_ENTRIES: MenuSettingEntry[] = []

/** The menu settings editor. */
export function MenuSettings() {
  const { api } = useShell()
  const message = useToasts()
  const writes = useMemo(() => menuSettingWrites(api), [api])
  const [changing, setChanging] = useState(false)
  // The list shown stays while it is asked again after a change; the buttons wait for it.
  const request = useRequest((signal) => api.menuSettings.list({ signal }), [api], {
    keep: true,
    fresh: true,
  })
  const { reload } = request
  const list = useMemo(
    () => (Array.isArray(request.data) ? (request.data as MenuSettingEntry[]) : NO_ENTRIES),
    [request.data],
  )
  const loading = request.loading && request.data === undefined
  const busy = changing || request.loading
  const [renaming, setRenaming] = useState<MenuSettingNode | null>(null)
  const [form] = Form.useForm<{ labelName?: string }>()
  const tree = useMemo(() => settingsTree(list), [list])
  const { menu } = useSession()
  const paths = useMemo(() => settingPaths(menu as MenuItem[]), [menu])

  /** Run a change, then reload the list and the side menu. */
  const change = async (work: () => Promise<unknown>) => {
    setChanging(true)
    try {
      await work()
      message.success('操作成功')
      bumpMenuOrder()
      reload()
    } catch {
      // The client showed the server's message.
    } finally {
      setChanging(false)
    }
  }

  const move = (node: MenuSettingNode, delta: number) => {
    const siblings = siblingsOf(tree, node.key) ?? []
    const index = siblings.findIndex((entry) => entry.key === node.key)
    const next = moveEntry(siblings, index, delta)
    void change(() => api.menuSettings.order(next.map((entry) => entry.key)))
  }

  const columns: TableColumnsType<MenuSettingNode> = [
    {
      title: '菜单名称',
      dataIndex: 'label',
      render: (label: string, node) => (
        <Space>
          <span>{label}</span>
          {node.defaultLabel && node.defaultLabel !== label && <Tag>原名：{node.defaultLabel}</Tag>}
          {!node.children && !hasScreen(paths.get(node.key) ?? '') && <Tag color="warning">{NO_SCREEN}</Tag>}
        </Space>
      ),
    },
    {
      title: '显示',
      dataIndex: 'hidden',
      width: 90,
      render: (hidden: boolean, node) => (
        <Switch
          size="small"
          checked={!hidden}
          disabled={busy}
          aria-label={`在菜单中显示 ${node.label}`}
          onChange={(shown) => void change(() => writes.hide(node.key, !shown))}
        />
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      render: (_, node) => {
        const siblings = siblingsOf(tree, node.key) ?? []
        const index = siblings.findIndex((entry) => entry.key === node.key)
        return (
          <Space size={4}>
            <Button
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={`上移 ${node.label}`}
              disabled={busy || index <= 0}
              onClick={() => move(node, -1)}
            />
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={`下移 ${node.label}`}
              disabled={busy || index < 0 || index >= siblings.length - 1}
              onClick={() => move(node, 1)}
            />
            <Button size="small" icon={<EditOutlined />} disabled={busy} onClick={() => openRename(node)}>
              重命名
            </Button>
          </Space>
        )
      },
    },
  ]

  /** Open the rename dialog with the entry's name as the server has it now. */
  const openRename = (node: MenuSettingNode) => {
    setRenaming(node)
    api.menuSettings.labelName(node.key).then(
      (answer) => {
        if (answer?.key === node.key && !form.isFieldTouched('labelName'))
          form.setFieldsValue({ labelName: answer.labelName })
      },
      () => undefined,
    )
  }

  return (
    <div className="evc-narrow">
      <p className="evc-hint">调整菜单的顺序、名称和显示，修改后左侧菜单立即更新。名称留空则恢复默认名称。</p>
      <Table<MenuSettingNode>
        rowKey="key"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={tree}
        pagination={false}
        expandable={{ defaultExpandAllRows: false }}
      />
      <FormDialog<{ labelName?: string }>
        form={form}
        open={renaming !== null}
        title="重命名菜单"
        width={520}
        initialValues={{ labelName: renaming?.label }}
        onSubmit={({ labelName }) => writes.rename(String(renaming?.key), (labelName ?? '').trim())}
        onDone={() => {
          message.success('操作成功')
          bumpMenuOrder()
          reload()
        }}
        onClose={() => setRenaming(null)}
      >
        <Form.Item
          label="菜单名称"
          name="labelName"
          rules={[{ max: 20, message: '菜单名称不能超过20个字符' }]}
          extra={renaming?.defaultLabel ? `默认名称：${renaming.defaultLabel}` : undefined}
        >
          <Input maxLength={20} allowClear />
        </Form.Item>
      </FormDialog>
    </div>
  )
}
