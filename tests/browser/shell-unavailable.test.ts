/**
 * A permitted page that this version has no screen for (issue 22, item 11): the console says it is
 * not available in this version and names its area, a mistyped address keeps 页面不存在, and
 * 菜单设置 and 菜单管理 mark the entries without a screen. The whole console from source, over the
 * shell harness's route table (whose /t/no-screen has no screen) and the fake platform API.
 */
import { expect } from 'chai'
import { createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { AREAS, ROUTES } from '../../src/core/domain/routes'
import { clearSession } from '../../src/core/session'
import { ElementRoot } from '../../src/elements/mount'
import { AREA_ROUTES } from '../../src/screens'
import { Console } from '../../src/shell/Console'
import { type ConsoleLocation, memoryConsoleLocation } from '../../src/shell/router/location'
import { createRouteTable } from '../../src/shell/router/routeTable'
import { SHELL_ROUTES } from '../../src/shell/routes'
import { NO_SCREEN, setScreenLookup } from '../../src/ui/screen'
import { API, cleanUp, server, waitFor } from './elements-fake-api'
import { afterEach, beforeEach, describe, it } from './mocha'
import { TEST_AREA_ROUTES, TEST_CATALOGUE, withDataClient } from './shell-harness'

const MENU_MANAGEMENT = '/system-management/sso-menu-management'
const menuManagement = AREA_ROUTES.filter((route) => route.path === MENU_MANAGEMENT)
const shellPaths = new Set<string>([...SHELL_ROUTES, ...menuManagement].map((route) => route.path))
const table = createRouteTable(
  [SHELL_ROUTES, menuManagement, TEST_AREA_ROUTES],
  [...ROUTES.filter((route) => shellPaths.has(route.path)), ...TEST_CATALOGUE],
)

// The test catalogue's pages belong to the feedback area (tests/browser/shell-harness.tsx).
const AREA = AREAS.find((area) => area.key === 'feedback')?.title as string

const page = (key: string, path: string, label: string) => ({ path: [path], key, label })
// Top-level entries: a tree table shows children only when expanded.
const setting = (key: string, label: string, order: number) => ({
  key,
  parentKey: null,
  label,
  defaultLabel: label,
  order,
  hidden: false,
})
const node = (key: string, path: string, label: string, order: number) => ({
  key,
  parentKey: null,
  label,
  icon: 'TableOutlined',
  path,
  order,
  isEdit: true,
  hidden: false,
  children: [],
})

let host: HTMLElement
let shadow: ShadowRoot
let root: Root
let location: ConsoleLocation

function mount(initial: string): void {
  host = document.createElement('div')
  host.style.height = '700px'
  document.body.append(host)
  shadow = host.attachShadow({ mode: 'open' })
  location = memoryConsoleLocation(initial)
  root = createRoot(shadow)
  const console = createElement(Console, { apiBase: API, location, table, onSignedOut: () => undefined })
  root.render(createElement(ElementRoot, { container: shadow }, withDataClient(API, console)))
}

const text = () => shadow.textContent ?? ''

/** The rows of the tables shown now, as text. */
const rows = () => [...shadow.querySelectorAll('tr')].map((row) => row.textContent ?? '')

beforeEach(() => {
  clearSession()
  // Menus ask which paths have screens: this console's table, not the product's.
  setScreenLookup(table.hasScreen)
  server.signedIn = true
  server.extraAuths = ['p1/view', 'no-screen/view', 'sso-menu-management/view']
  server.menu = [
    {
      path: ['/t'],
      key: 'test-area',
      label: '测试领域',
      secondaryMenuList: [page('p1', '/t/p1', '页面一'), page('no-screen', '/t/no-screen', '没有页面')],
    },
  ]
  server.menuSettings = [setting('p1', '页面一', 1), setting('no-screen', '没有页面', 2)]
  server.menuTree = [node('p1', '/t/p1', '页面一', 1), node('no-screen', '/t/no-screen', '没有页面', 2)]
})

afterEach(async () => {
  root.unmount()
  host.remove()
  clearSession()
  await cleanUp()
})

describe('a permitted page without a screen', () => {
  it('says it is not available in this version and names its area; a mistyped address is 页面不存在', async () => {
    mount('/t/no-screen')
    await waitFor(() => text().includes('页面暂未开放'), 'the not-available page')
    expect(text()).to.contain(`「${AREA}」中的「无页面」在当前版本中暂不可用。`)
    expect(text()).not.to.contain('页面不存在')

    location.navigate('/t/typo')
    await waitFor(() => text().includes('页面不存在'), 'the not-found page')
    expect(text()).not.to.contain('页面暂未开放')
  })

  it('is marked in 菜单设置, and a page with a screen is not', async () => {
    mount('/account-center')
    const tab = await found(() =>
      [...shadow.querySelectorAll<HTMLElement>('[role="tab"]')].find(
        (item) => item.textContent === '菜单设置',
      ),
    )
    tab.click()
    await waitFor(() => rows().some((row) => row.includes('没有页面')), 'the menu settings rows')
    expect(rows().find((row) => row.includes('没有页面'))).to.contain(NO_SCREEN)
    expect(rows().find((row) => row.includes('页面一'))).not.to.contain(NO_SCREEN)
  })

  it('is marked in 菜单管理, and a page with a screen is not', async () => {
    mount(MENU_MANAGEMENT)
    await waitFor(() => rows().some((row) => row.includes('/t/no-screen')), 'the menu tree rows')
    expect(rows().find((row) => row.includes('/t/no-screen'))).to.contain(NO_SCREEN)
    expect(rows().find((row) => row.includes('/t/p1'))).not.to.contain(NO_SCREEN)
  })
})

/** Wait until `find` finds something, and return it. */
async function found<T>(find: () => T | undefined): Promise<T> {
  await waitFor(() => find() !== undefined, 'an element')
  return find() as T
}
