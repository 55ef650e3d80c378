/**
 * 菜单管理 (issue 7, decisions: Menus): the global menu tree (three levels: area → group → page)
 * with its labels, icons, order (up/down among siblings), isEdit and hidden. Saving sends the
 * changed entries (`POST /menu/tree`) and bumps sortMenu so the shell reloads the menu (section 4).
 * Never kept alive as a tab (section 1).
 */
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons'
import { Button, Input, Modal, Select, Space, Switch, Table, Typography } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { fieldErrors } from '../../core/http'
import { bumpMenuOrder } from '../../core/session'
import { ICONS, MenuIcon } from '../../ui/icons'
import { LoadingOverlay } from '../../ui/LoadingOverlay'
import { type Density, TableToolbar, tableSize } from '../../ui/list/TableToolbar'
import { TABLE_LOCALE } from '../../ui/list/tableLocale'
import type { ScreenProps } from '../../ui/screen'
import { useToasts } from '../../ui/toasts'
import { changesOf, draftProblems, editNode, moveNode, sorted } from './menuDraft'
import { type MenuNode, useSsoApi } from './sso'

const ICON_OPTIONS = Object.keys(ICONS).map((name) => ({
  value: name,
  label: (
    <Space>
      <MenuIcon name={name} />
      {name}
    </Space>
  ),
}))

/** The menu-management screen. */
export default function MenuManagement(props: ScreenProps) {
  const message = useToasts()
  const [modal, modalHolder] = Modal.useModal()
  const api = useSsoApi()
  const canEdit = props.actions.includes('edit')
  const [original, setOriginal] = useState<MenuNode[]>([])
  const [draft, setDraft] = useState<MenuNode[]>([])
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const [loading, setLoading] = useState(false)
  const [saving, setSaving] = useState(false)
  const [density, setDensity] = useState<Density>('default')
  const [reloads, setReloads] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for the tree again
  useEffect(() => {
    let live = true
    setLoading(true)
    api.menuTree().then(
      (tree) => {
        if (!live) return
        const ordered = sorted(tree)
        setOriginal(ordered)
        setDraft(ordered)
        setServerErrors({})
        setLoading(false)
      },
      () => live && setLoading(false),
    )
    return () => {
      live = false
    }
  }, [api, reloads])

  const problems = useMemo(() => ({ ...serverErrors, ...draftProblems(draft) }), [draft, serverErrors])
  const changes = useMemo(() => changesOf(original, draft), [original, draft])

  const edit = (key: string, change: Partial<MenuNode>) => {
    setDraft((current) => editNode(current, key, change))
    setServerErrors(({ [key]: _gone, ...rest }) => rest)
  }

  const save = async () => {
    if (Object.keys(draftProblems(draft)).length > 0) return
    setSaving(true)
    try {
      const tree = await api.saveMenuTree(changes)
      const ordered = sorted(tree)
      setOriginal(ordered)
      setDraft(ordered)
      // Section 4: the sortMenu flag makes the shell reload its menu.
      bumpMenuOrder()
      message.success('保存成功')
    } catch (error) {
      const byKey: Record<string, string> = {}
      for (const [name, text] of Object.entries(fieldErrors(error))) {
        const index = Number(/^items\.(\d+)\./.exec(name)?.[1])
        const key = changes[index]?.key
        if (key) byKey[key] = text
      }
      setServerErrors(byKey)
    } finally {
      setSaving(false)
    }
  }

  const reset = () =>
    modal.confirm({
      title: '确定放弃未保存的修改吗？',
      okText: '确定',
      cancelText: '取消',
      onOk: () => setReloads((count) => count + 1),
    })

  const siblingsOf = (node: MenuNode): MenuNode[] => {
    const find = (nodes: MenuNode[]): MenuNode[] | undefined =>
      nodes.some((item) => item.key === node.key)
        ? nodes
        : nodes.map((item) => find(item.children)).find(Boolean)
    return find(draft) ?? []
  }

  return (
    <div>
      {modalHolder}
      <TableToolbar
        title={props.route.title}
        onReload={() => (changes.length ? reset() : setReloads((count) => count + 1))}
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
              <Button
                type="primary"
                loading={saving}
                disabled={!changes.length || Object.keys(draftProblems(draft)).length > 0}
                onClick={save}
              >
                保存
              </Button>
            </Space>
          )
        }
      />
      <LoadingOverlay loading={loading}>
        <Table<MenuNode>
          rowKey="key"
          dataSource={draft}
          size={tableSize(density)}
          locale={TABLE_LOCALE}
          pagination={false}
          expandable={{ childrenColumnName: 'children' }}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              key: 'label',
              title: '菜单名称',
              width: 280,
              render: (_, node) => (
                <div>
                  <Input
                    aria-label={`菜单名称 ${node.key}`}
                    value={node.label}
                    disabled={!canEdit}
                    status={problems[node.key] ? 'error' : undefined}
                    maxLength={40}
                    onChange={(event) => edit(node.key, { label: event.target.value })}
                    style={{ width: 200 }}
                  />
                  {problems[node.key] && (
                    <div role="alert">
                      <Typography.Text type="danger">{problems[node.key]}</Typography.Text>
                    </div>
                  )}
                </div>
              ),
            },
            {
              key: 'icon',
              title: '图标',
              width: 240,
              render: (_, node) => (
                <Select
                  aria-label={`图标 ${node.key}`}
                  value={node.icon || undefined}
                  disabled={!canEdit}
                  showSearch
                  allowClear
                  placeholder="默认图标"
                  options={ICON_OPTIONS}
                  filterOption={(input, option) =>
                    String(option?.value).toLowerCase().includes(input.toLowerCase())
                  }
                  onChange={(value) => edit(node.key, { icon: value ?? '' })}
                  style={{ width: 220 }}
                />
              ),
            },
            { key: 'path', dataIndex: 'path', title: '路径', width: 260 },
            {
              key: 'order',
              title: '排序',
              width: 110,
              render: (_, node) => {
                const siblings = siblingsOf(node)
                const index = siblings.findIndex((item) => item.key === node.key)
                return (
                  <Space size={0}>
                    <Button
                      type="text"
                      aria-label={`上移 ${node.label}`}
                      icon={<ArrowUpOutlined />}
                      disabled={!canEdit || index <= 0}
                      onClick={() => setDraft((current) => moveNode(current, node.key, -1))}
                    />
                    <Button
                      type="text"
                      aria-label={`下移 ${node.label}`}
                      icon={<ArrowDownOutlined />}
                      disabled={!canEdit || index < 0 || index >= siblings.length - 1}
                      onClick={() => setDraft((current) => moveNode(current, node.key, 1))}
                    />
                  </Space>
                )
              },
            },
            {
              key: 'isEdit',
              title: '可编辑',
              width: 90,
              render: (_, node) => (
                <Switch
                  aria-label={`可编辑 ${node.label}`}
                  checked={node.isEdit}
                  disabled={!canEdit}
                  onChange={(isEdit) => edit(node.key, { isEdit })}
                />
              ),
            },
            {
              key: 'hidden',
              title: '隐藏',
              width: 90,
              render: (_, node) => (
                <Switch
                  aria-label={`隐藏 ${node.label}`}
                  checked={node.hidden}
                  disabled={!canEdit}
                  onChange={(hidden) => edit(node.key, { hidden })}
                />
              ),
            },
          ]}
        />
      </LoadingOverlay>
    </div>
  )
}
