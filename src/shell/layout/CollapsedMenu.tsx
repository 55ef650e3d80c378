/**
 * The collapsed side menu (section 1 / 9: 60 wide): icons only, each group a popup on hover,
 * each entry's name in a tooltip — antd's Menu, collapsed by the Sider around it, loaded the
 * first time the menu is collapsed (the open menu is ./InlineMenu).
 */
import { Menu, type MenuProps } from 'antd'
import { useMemo } from 'react'
import type { MenuItem } from '../../core/menu'
import { MenuIcon } from '../../ui/MenuIcon'

type AntItem = NonNullable<MenuProps['items']>[number]

// Section 1: "up to three levels, with icons" — every level, the middle one included.
function toAntItems(items: readonly MenuItem[]): AntItem[] {
  return items.map((item) =>
    item.sub?.length
      ? {
          key: `group:${item.key}`,
          label: item.label,
          icon: <MenuIcon name={item.icon} />,
          children: toAntItems(item.sub),
        }
      : {
          key: `page:${item.key}`,
          label: item.label,
          icon: <MenuIcon name={item.icon} />,
          title: item.label,
        },
  )
}

function findByKey(items: readonly MenuItem[], key: string): MenuItem | undefined {
  for (const item of items) {
    if (item.key === key && !item.sub?.length) return item
    const found = item.sub ? findByKey(item.sub, key) : undefined
    if (found) return found
  }
  return undefined
}

export interface CollapsedMenuProps {
  items: readonly MenuItem[]
  selected: string | undefined
  onChoose: (item: MenuItem) => void
}

export function CollapsedMenu({ items, selected, onChoose }: CollapsedMenuProps) {
  const antItems = useMemo(() => toAntItems(items), [items])
  return (
    <Menu
      mode="inline"
      theme="dark"
      items={antItems}
      selectedKeys={selected ? [`page:${selected}`] : []}
      onClick={({ key }) => {
        const item = findByKey(items, String(key).replace(/^page:/, ''))
        if (item) onChoose(item)
      }}
    />
  )
}
