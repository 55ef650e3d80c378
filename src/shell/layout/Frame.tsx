/**
 * The shell frame: side menu and header when showMode is 0 (section 1), the workspace (tabs and
 * pages) always at the same place in the tree, so that switching showMode keeps the pages.
 */
import { Layout } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { reloadMenu } from '../../core/session'
import { firstScreenDeadline, useAfterFirstScreen } from '../../ui/firstScreen'
import { preloadable } from '../../ui/preloadable'
import { useSession } from '../../ui/useSession'
import { useShell } from '../context'
import { useCityConfig } from '../publicConfig'
import type { TabsController } from '../tabs/useTabs'
import { Workspace } from '../tabs/Workspace'
import { HeaderBar } from './HeaderBar'
import { MoreMenu } from './MoreMenu'
import { SideMenu } from './SideMenu'
import { SkipLink } from './SkipLink'

/** The work signal and alarm notifications: their code loads after the first screen. */
const WorkSignal = preloadable(() => import('../WorkSignal').then((module) => module.WorkSignal))

export interface FrameProps {
  blocked: boolean
  onController: (controller: TabsController) => void
  onClosed: (paths: readonly string[]) => void
}

/** Header, side menu and workspace. */
export function Frame({ blocked, onController, onClosed }: FrameProps) {
  const { api, table, alarmNotifications } = useShell()
  const { name, showMode, sortMenu } = useSession()
  const chrome = showMode === 0
  const [platformName, setPlatformName] = useState<string | null>(null)
  const [brand, setBrand] = useState<string | null>(null)
  const city = useCityConfig(api)
  const seenSortMenu = useRef(sortMenu)

  // Section 8: a platform-name failure is ignored (the calls resolve to null). The header shows
  // the city configuration's title where it has one (section 3), the sider the short name.
  useEffect(() => {
    let live = true
    api.platformName().then((name) => live && setPlatformName(name))
    api.platformNameMini().then((name) => live && setBrand(name))
    return () => {
      live = false
    }
  }, [api])

  // What waits for the first screen (the menu's icons) waits no longer than this.
  useEffect(() => firstScreenDeadline(), [])

  // Issue 41: the server's work signal, once the first screen is drawn (its code comes then, as
  // the menu's counts do): the badge, the counts, 消息 and the workbench follow others' steps; and
  // new alarms' notifications (issue 44 part 3).
  const drawn = useAfterFirstScreen()

  // Section 4: "A menu reorder flag (sortMenu) triggers a menu reload."
  useEffect(() => {
    if (seenSortMenu.current === sortMenu) return
    seenSortMenu.current = sortMenu
    reloadMenu(api).catch(() => undefined)
  }, [api, sortMenu])

  return (
    <Layout className={chrome ? 'evc-frame' : 'evc-frame evc-frame-bare'}>
      {chrome && <SkipLink />}
      {chrome && <SideMenu platformName={platformName} brand={brand} />}
      <Layout className="evc-main">
        {chrome && <HeaderBar platformName={city?.firstScreenTitle ?? platformName} />}
        <Workspace
          table={table}
          owner={name}
          showTabs={chrome}
          blocked={blocked}
          extra={<MoreMenu />}
          onController={onController}
          onClosed={onClosed}
        />
      </Layout>
      {drawn && <WorkSignal show={alarmNotifications === true} openHere />}
    </Layout>
  )
}
