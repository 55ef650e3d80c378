/**
 * The side menu of section 1: 208 wide, 60 collapsed, up to three levels with icons; selection and
 * open groups follow the route.
 */
import { ThunderboltFilled } from '@ant-design/icons'
import { Layout } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import type { MenuItem } from '../../core/menu'
import { useAfterFirstScreen } from '../../ui/firstScreen'
import { preloadable } from '../../ui/preloadable'
import { useSession } from '../../ui/useSession'
import { useShell } from '../context'
import type { CollapsedMenuProps } from './CollapsedMenu'
import { InlineMenu } from './InlineMenu'
import { ancestorKeys, selectedLeaf, visibleMenu } from './menuItems'
import { onSideMenuKeyDown } from './menuKeys'

/** Section 1 / 9: menu widths. */
export const MENU_WIDTH = 208
export const MENU_COLLAPSED_WIDTH = 60

// The collapsed menu (antd's, with its popups) loads when the menu is first collapsed, or ahead
// when the pointer or the focus reaches 收起菜单 (prefetchCollapsedMenu): collapsed the first time,
// the menu then shows at once instead of an empty column while its code arrives.
const CollapsedMenu = preloadable<CollapsedMenuProps>(() =>
  import('./CollapsedMenu').then((module) => module.CollapsedMenu),
)

/** Fetch the collapsed menu's code ahead (the header's 收起菜单 asks when it is pointed at). */
export const prefetchCollapsedMenu = () => CollapsedMenu.prefetch()

/** The console's side menu; `brand` is the platform's short name (`GET /common/platformNameMini`). */
export function SideMenu({ platformName, brand }: { platformName: string | null; brand: string | null }) {
  const { menu } = useSession()
  const { api, table, ui, navigate } = useShell()
  const { collapsed } = useSnapshot(ui)
  const [path] = useLocation()
  const items = useMemo(() => visibleMenu(menu as MenuItem[], table), [menu, table])
  const selected = selectedLeaf(items, path, table)
  const ancestors = useMemo(() => (selected ? ancestorKeys(items, selected.key) : []), [items, selected])
  const [openKeys, setOpenKeys] = useState<string[]>(ancestors)
  // The entries are drawn once the first screen is on the screen (the sider holds its place).
  const drawn = useAfterFirstScreen()
  const [counts, setCounts] = useState<Readonly<Record<string, number>>>({})
  // The 待我处理 counts: their code and call come once the entries are drawn (budgets.md).
  useEffect(() => {
    if (!drawn) return
    let stop: (() => void) | undefined
    let live = true
    import('../../ui/queueCounts').then(
      (module) => {
        if (live) stop = module.watchQueueCounts(api.http, (work) => setCounts(work.counts))
      },
      () => undefined,
    )
    return () => {
      live = false
      stop?.()
    }
  }, [api.http, drawn])

  // The open groups follow the route: a page opened from elsewhere (tab, link) shows its group.
  useEffect(() => {
    setOpenKeys((open) => [...new Set([...open, ...ancestors])])
  }, [ancestors])

  const choose = (item: MenuItem) => {
    if (item.path[0] && item.path[0] !== path) navigate(item.path[0])
  }

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
        {!drawn ? null : collapsed ? (
          <CollapsedMenu items={items} selected={selected?.key} onChoose={choose} />
        ) : (
          <InlineMenu
            items={items}
            selected={selected?.key}
            selectedPath={ancestors}
            openKeys={openKeys}
            onToggle={(key) =>
              setOpenKeys((open) =>
                open.includes(key) ? open.filter((other) => other !== key) : [...open, key],
              )
            }
            onChoose={choose}
            counts={counts}
          />
        )}
      </nav>
    </Layout.Sider>
  )
}
