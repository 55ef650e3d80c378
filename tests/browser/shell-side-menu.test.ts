/**
 * The side menu (section 1): 208 wide and 60 collapsed, three levels with icons, entries without a
 * screen left out (issue 4), selection and open groups following the route, a sub-page selecting
 * its list page's entry.
 */
import { expect } from 'chai'
import { createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createApi } from '../../src/core/api'
import { AREAS, GROUPS, MENU_ROUTES, type RoutePath } from '../../src/core/domain/routes'
import { getHttpClient } from '../../src/core/http'
import type { BackMenuItem } from '../../src/core/menu'
import { applyBackMenuList, applyUserInfo, clearSession } from '../../src/core/session'
import { ElementRoot } from '../../src/elements/mount'
import { createUiState, ShellContext, type ShellServices } from '../../src/shell/context'
import { SideMenu } from '../../src/shell/layout/SideMenu'
import { memoryConsoleLocation } from '../../src/shell/router/location'
import { createRouteTable } from '../../src/shell/router/routeTable'
import { markFirstScreenShown } from '../../src/ui/firstScreen'
import { afterEach, before, beforeEach, describe, it } from './mocha'
import { routed, TEST_AREA_ROUTES, TEST_CATALOGUE, twoFrames, waitFor } from './shell-harness'

const BACK_MENU: BackMenuItem[] = [
  {
    path: '/t',
    key: 'area',
    label: '测试领域',
    icon: 'DashboardOutlined',
    secondaryMenuList: [
      {
        path: '/t/group',
        key: 'group',
        label: '测试分组',
        icon: 'ThunderboltOutlined',
        secondaryMenuList: [
          { path: '/t/p1', key: 'p1', label: '页面一', icon: 'PieChartOutlined' },
          { path: '/t/p2', key: 'p2', label: '页面二', icon: 'FundOutlined' },
        ],
      },
      { path: '/t/p3', key: 'p3', label: '页面三', icon: 'TableOutlined' },
      { path: '/t/no-screen', key: 'no-screen', label: '没有页面', icon: 'TableOutlined' },
    ],
  },
  {
    path: '/t2',
    key: 'empty-area',
    label: '空领域',
    icon: 'ToolOutlined',
    secondaryMenuList: [
      { path: '/t/no-screen', key: 'no-screen-2', label: '也没有页面', icon: 'ToolOutlined' },
    ],
  },
]

let host: HTMLElement
let shadow: ShadowRoot
let root: Root
let ui: ReturnType<typeof createUiState>
let location: ReturnType<typeof memoryConsoleLocation>

function mount(initial: string, table = createRouteTable([TEST_AREA_ROUTES], TEST_CATALOGUE)) {
  host = document.createElement('div')
  host.style.height = '600px'
  document.body.append(host)
  shadow = host.attachShadow({ mode: 'open' })
  location = memoryConsoleLocation(initial)
  ui = createUiState()
  const services: ShellServices = {
    api: createApi(getHttpClient('/api')),
    table,
    location,
    ui,
    navigate: (to) => location.navigate(to),
    logout: async () => undefined,
    openPasswordDialog: () => undefined,
    emit: () => undefined,
  }
  const menu = createElement(SideMenu, { platformName: '测试平台', brand: '测试简称' })
  const provided = createElement(ShellContext.Provider, { value: services }, routed(location, menu))
  root = createRoot(shadow)
  root.render(createElement(ElementRoot, { container: shadow }, provided))
}

const items = () => [...shadow.querySelectorAll<HTMLElement>('[role="menuitem"]')]
const itemLabels = () => items().map((item) => item.textContent?.trim())
const selectedLabels = () =>
  items()
    .filter((item) => [...item.classList].some((name) => name.endsWith('-item-selected')))
    .map((item) => item.textContent?.trim())
const sider = () => shadow.querySelector<HTMLElement>('.evc-sider') as HTMLElement

beforeEach(() => {
  const auths = ['p1', 'p2', 'p3', 'no-screen'].map((page) => ({ resPath: `${page}/view` }))
  applyUserInfo({ name: 'tester', auths })
  applyBackMenuList(BACK_MENU)
})

afterEach(() => {
  root.unmount()
  host.remove()
  clearSession()
})

describe('the side menu before and after the first screen', () => {
  it('shows three levels with icons and leaves out entries that have no screen', async () => {
    mount('/t/p1')
    // Until the first screen is shown (src/ui/firstScreen.ts) the sider holds its place, brand
    // and all, without its entries…
    await waitFor(() => shadow.querySelector('.evc-brand')?.textContent === '测试简称', 'the brand')
    await twoFrames()
    expect(items()).to.have.length(0)
    expect(sider().getBoundingClientRect().width).to.equal(208)
    // …and draws them once it is (just after, so that the screen is painted first).
    markFirstScreenShown()
    await waitFor(() => itemLabels().includes('页面一'), 'the menu')
    expect(itemLabels()).to.deep.equal(['测试领域', '测试分组', '页面一', '页面二', '页面三'])
    // The brand is the platform's short name the frame fetched (GET /common/platformNameMini).
    expect(shadow.querySelector('.evc-brand')?.textContent).to.equal('测试简称')
    expect(shadow.textContent).not.to.contain('没有页面')
    expect(shadow.textContent).not.to.contain('空领域')
    // Every item holds its icon's place at once (a blank square until the icons load; they may
    // have loaded by the time the entries are drawn, a frame after the first screen)…
    expect(items().every((item) => item.querySelector('.anticon, [role="img"]'))).to.equal(true)
    // …and shows its icon once they have.
    await waitFor(() => items().every((item) => item.querySelector('[role="img"]')), 'the icons')
    const withIcons = items().filter((item) => item.querySelector('[role="img"]'))
    expect(withIcons.map((item) => item.textContent?.trim())).to.deep.equal([
      '测试领域',
      '测试分组',
      '页面一',
      '页面二',
      '页面三',
    ])
  })
})

describe('the side menu', () => {
  // Drawn after the first screen: the tests below use it then, as a user does (the first test of
  // the file shows it before).
  before(() => markFirstScreenShown())

  it('selects the entry of the route and opens the groups leading to it', async () => {
    mount('/t/p2')
    await waitFor(() => selectedLabels().length === 1, 'a selected entry')
    expect(selectedLabels()).to.deep.equal(['页面二'])
    const page2 = items().find((item) => item.textContent?.trim() === '页面二') as HTMLElement
    expect(page2.offsetParent).not.to.equal(null)
  })

  it('selects the list page’s entry for its detail sub-page', async () => {
    mount('/t/detail/7')
    await waitFor(() => selectedLabels().length === 1, 'a selected entry')
    expect(selectedLabels()).to.deep.equal(['页面一'])
  })

  it('follows navigation and navigates when an entry is chosen', async () => {
    mount('/t/p1')
    await waitFor(() => selectedLabels()[0] === '页面一', 'the first selection')
    ;(items().find((item) => item.textContent?.trim() === '页面三') as HTMLElement).click()
    expect(location.current().path).to.equal('/t/p3')
    await waitFor(() => selectedLabels()[0] === '页面三', 'the selection to follow')
  })

  it('walks by keyboard as a tree: Right opens a group then enters it, Left goes up then closes', async () => {
    mount('/t/p3')
    await waitFor(() => selectedLabels()[0] === '页面三', 'the selection')
    const item = (label: string) =>
      items().find((entry) => entry.textContent?.trim() === label) as HTMLElement
    const focused = () => (shadow.activeElement as HTMLElement | null)?.textContent?.trim()
    const press = (key: string) =>
      shadow.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, composed: true }),
      )
    item('测试分组').focus()
    expect(item('测试分组').getAttribute('aria-expanded')).to.equal('false')
    // Left on a closed group inside an area: up to the area's title.
    press('ArrowLeft')
    expect(focused()).to.equal('测试领域')
    press('ArrowDown')
    expect(focused()).to.equal('测试分组')
    press('ArrowRight')
    await waitFor(() => item('测试分组').getAttribute('aria-expanded') === 'true', 'the group to open')
    expect(focused()).to.equal('测试分组')
    press('ArrowRight')
    expect(focused()).to.equal('页面一')
    press('ArrowLeft')
    expect(focused()).to.equal('测试分组')
    press('ArrowLeft')
    await waitFor(() => item('测试分组').getAttribute('aria-expanded') === 'false', 'the group to close')
    expect(focused()).to.equal('测试分组')
  })

  it('gives the middle level icons too: the operating-services groups of the route catalogue', async () => {
    // The only three-level area of the catalogue (area → group → page), each page with a screen.
    const pages = MENU_ROUTES.filter((route) => route.area === 'operating-services')
    const area = AREAS.find((entry) => entry.key === 'operating-services') as (typeof AREAS)[number]
    const page = (route: (typeof pages)[number]): BackMenuItem => ({
      path: route.path,
      key: route.name,
      label: route.title,
      icon: route.icon,
    })
    const groups = GROUPS.filter((group) => group.area === area.key)
    applyUserInfo({ name: 'tester', auths: pages.map((route) => ({ resPath: `${route.name}/view` })) })
    applyBackMenuList([
      {
        path: `/${area.key}`,
        key: area.key,
        label: area.title,
        icon: area.icon,
        secondaryMenuList: [
          ...groups.map((group) => ({
            path: `/${area.key}/${group.key}`,
            key: group.key,
            label: group.title,
            icon: group.icon,
            secondaryMenuList: pages.filter((route) => route.group === group.key).map(page),
          })),
          ...pages.filter((route) => !route.group).map(page),
        ],
      },
    ])
    const probe = () => Promise.resolve({ default: () => null })
    mount(
      pages[0].path,
      createRouteTable([pages.map((route) => ({ path: route.path as RoutePath, load: probe }))]),
    )
    await waitFor(() => itemLabels().includes(pages[0].title), 'the menu')
    markFirstScreenShown()
    await waitFor(() => items().some((item) => item.querySelector('[role="img"]')), 'the icons')
    const groupItems = items().filter((item) =>
      groups.some((group) => item.textContent?.trim() === group.title),
    )
    expect(groupItems.map((item) => item.textContent?.trim())).to.deep.equal(
      groups.map((group) => group.title),
    )
    for (const item of groupItems)
      expect(item.querySelector('[role="img"]'), item.textContent ?? '').not.to.equal(null)
  })

  it('is 208 wide, and 60 when collapsed', async () => {
    mount('/t/p1')
    await waitFor(() => itemLabels().length > 0, 'the menu')
    expect(sider().getBoundingClientRect().width).to.equal(208)
    ui.collapsed = true
    await waitFor(() => sider().getBoundingClientRect().width === 60, 'the collapsed width')
  })
})
