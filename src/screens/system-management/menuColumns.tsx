/** The columns of the menu tree editor (菜单管理): name, icon, path, order, editable, hidden. */
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons'
import { Button, Input, Select, Space, Switch, Tag, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table/interface'
import type { MenuTreeNode } from '../../contract/menu'
import { ICONS, RegistryIcon } from '../../ui/icons'
import { hasScreen, NO_SCREEN } from '../../ui/screen'

const ICON_OPTIONS = Object.keys(ICONS).map((name) => ({
  value: name,
  label: (
    <Space>
      <RegistryIcon name={name} />
      {name}
    </Space>
  ),
}))

/** What the columns need from the editor. */
export interface MenuColumnsContext {
  canEdit: boolean
  /** Label problems by entry key. */
  problems: Record<string, string>
  edit: (key: string, change: Partial<MenuTreeNode>) => void
  move: (key: string, step: -1 | 1) => void
  /** The entry's siblings in the draft, in order. */
  siblingsOf: (node: MenuTreeNode) => MenuTreeNode[]
}

/** The editor's columns: each control labelled with its entry, disabled without `edit`. */
export function menuColumns({
  canEdit,
  problems,
  edit,
  move,
  siblingsOf,
}: MenuColumnsContext): ColumnsType<MenuTreeNode> {
  /** A yes/no property of an entry as a switch. */
  const switchColumn = (key: 'isEdit' | 'hidden', title: string): ColumnsType<MenuTreeNode>[number] => ({
    key,
    title,
    width: 90,
    render: (_, node) => (
      <Switch
        aria-label={`${title} ${node.label}`}
        checked={node[key]}
        disabled={!canEdit}
        onChange={(checked) => edit(node.key, { [key]: checked })}
      />
    ),
  })
  return [
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
          filterOption={(input, option) => String(option?.value).toLowerCase().includes(input.toLowerCase())}
          onChange={(value) => edit(node.key, { icon: value ?? '' })}
          style={{ width: 220 }}
        />
      ),
    },
    {
      key: 'path',
      title: '路径',
      width: 300,
      // Issue 22, item 11: a page entry this version has no screen for is marked.
      render: (_, node) => (
        <Space size={4} wrap>
          <span>{node.path}</span>
          {node.path && !node.children?.length && !hasScreen(node.path) && (
            <Tag color="warning">{NO_SCREEN}</Tag>
          )}
        </Space>
      ),
    },
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
              onClick={() => move(node.key, -1)}
            />
            <Button
              type="text"
              aria-label={`下移 ${node.label}`}
              icon={<ArrowDownOutlined />}
              disabled={!canEdit || index < 0 || index >= siblings.length - 1}
              onClick={() => move(node.key, 1)}
            />
          </Space>
        )
      },
    },
    switchColumn('isEdit', '可编辑'),
    switchColumn('hidden', '隐藏'),
  ]
}
