/**
 * The side menu of section 1: 208 wide, 60 collapsed, up to three levels with icons; selection and
 * open groups follow the route.
 */
import { ThunderboltFilled } from '@ant-design/icons'
import { Layout, Menu, type MenuProps } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import type { MenuItem } from '../../core/menu'
import { MenuIcon } from '../../ui/MenuIcon'
import { useSession } from '../../ui/useSession'
import { useShell } from '../context'
import { ancestorKeys, selectedLeaf, visibleMenu } from './menuItems'
import { onSideMenuKeyDown } from './menuKeys'

/** Section 1 / 9: menu widths. */
export const MENU_WIDTH = 208
export const MENU_COLLAPSED_WIDTH = 60

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

/** The console's side menu; `brand` is the platform's short name (`GET /common/platformNameMini`). */
export function SideMenu({ platformName, brand }: { platformName: string | null; brand: string | null }) {
  const { menu } = useSession()
  const { table, ui, navigate } = useShell()
  const { collapsed } = useSnapshot(ui)
  const [path] = useLocation()
  const items = useMemo(() => visibleMenu(menu as MenuItem[], table), [menu, table])
  const antItems = useMemo(() => toAntItems(items), [items])
  const selected = selectedLeaf(items, path, table)
  const ancestors = useMemo(
    () => (selected ? ancestorKeys(items, selected.key).map((key) => `group:${key}`) : []),
    [items, selected],
  )
  const [openKeys, setOpenKeys] = useState<string[]>(ancestors)

  // The open groups follow the route: a page opened from elsewhere (tab, link) shows its group.
  useEffect(() => {
    setOpenKeys((open) => [...new Set([...open, ...ancestors])])
  }, [ancestors])

  return (
    <Layout.Sider
      className="evc-sider"
      width={MENU_WIDTH}
      collapsedWidth={MENU_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      collapsible
    >
      <div className="evc-brand" title={platformName ?? undefined}>
        <ThunderboltFilled aria-hidden="true" />
        {!collapsed && <span>{brand ?? ''}</span>}
      </div>
      <nav aria-label="主菜单" className="evc-sider-menu" onKeyDownCapture={onSideMenuKeyDown}>
        <Menu
          mode="inline"
          theme="dark"
          items={antItems}
          selectedKeys={selected ? [`page:${selected.key}`] : []}
          {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
          // An item's title tooltip shows only while the menu is collapsed; open, antd would still
          // wrap every item in a closed tooltip (~100 hooks each: issue 14, heap of a list screen).
          tooltip={collapsed ? undefined : false}
          onClick={({ key }) => {
            const item = findByKey(items, String(key).replace(/^page:/, ''))
            if (item?.path[0] && item.path[0] !== path) navigate(item.path[0])
          }}
        />
      </nav>
    </Layout.Sider>
  )
}
