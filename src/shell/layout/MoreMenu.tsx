/**
 * The 更多 hover menu of section 1: 搜索 (opens 菜单搜索) and 关闭其他 (closes every tab but the
 * current one).
 */
import { CloseCircleOutlined, DownOutlined, SearchOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useMemo, useState } from 'react'
import { useLocation } from 'wouter'
import { flattenMenu, type MenuItem } from '../../core/menu'
import { LaterDropdown } from '../../ui/LaterDropdown'
import { preloadable } from '../../ui/preloadable'
import { useSession } from '../../ui/useSession'
import { useShownOnce } from '../../ui/useShownOnce'
import { useShell } from '../context'
import { retrying } from '../router/loadScreen'
import { joinRoute } from '../router/location'
import { useTabs } from '../tabs/useTabs'
import { visibleMenu } from './menuItems'

// 菜单搜索 loads when first opened: its dialog is not part of a screen's first rows (budgets.md).
const MenuSearch = preloadable(retrying(() => import('./MenuSearch').then((module) => module.MenuSearch)))

/** The 更多 menu at the end of the tab bar. */
export function MoreMenu() {
  const { table, navigate } = useShell()
  const { menu } = useSession()
  const { controller, snapshot } = useTabs()
  const [path] = useLocation()
  const [searching, setSearching] = useState(false)
  const searchUsed = useShownOnce(searching)
  const leaves = useMemo(() => flattenMenu(visibleMenu(menu as MenuItem[], table)), [menu, table])
  const current = snapshot.tabs.some((tab) => tab.path === path) ? path : null

  return (
    <>
      <LaterDropdown
        trigger={['hover', 'click']}
        // The search dialog is fetched while this menu is open, so that 搜索 opens it at once.
        onOpenChange={(open) => {
          if (open) MenuSearch.prefetch()
        }}
        menu={{
          items: [
            { key: 'search', label: '搜索', icon: <SearchOutlined /> },
            { key: 'others', label: '关闭其他', icon: <CloseCircleOutlined />, disabled: !current },
          ],
          onClick: ({ key }) => {
            if (key === 'search') setSearching(true)
            else if (current) {
              const result = controller.closeOthers(current, current)
              if (result.activate) navigate(joinRoute(result.activate.path, result.activate.search))
            }
          },
        }}
      >
        <Button type="text" className="evc-more">
          更多 <DownOutlined />
        </Button>
      </LaterDropdown>
      {searchUsed && (
        <MenuSearch
          open={searching}
          items={leaves}
          onClose={() => setSearching(false)}
          onNavigate={navigate}
        />
      )}
    </>
  )
}
