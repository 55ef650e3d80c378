/**
 * The tab bar (section 1): one tab per opened page, closable unless only one remains, closing the
 * active tab moves to the next or (when it was last) the previous; the context menu; the ARIA tabs
 * keyboard pattern; tabs surviving a reload without mounting until opened.
 */
import { expect } from 'chai'
import { afterEach, beforeEach, describe, it } from './mocha'
import {
  clickCounter,
  type MountedWorkspace,
  mountedPaths,
  mountWorkspace,
  press,
  probes,
  selectedTab,
  shownCount,
  tabs,
  tabTitles,
  twoFrames,
  visiblePage,
  waitFor,
} from './shell-harness'

let workspace: MountedWorkspace | undefined
const STORAGE_KEY = 'ev-tabs-browser-test'

beforeEach(() => {
  probes.reset()
  sessionStorage.removeItem(STORAGE_KEY)
})

afterEach(() => {
  workspace?.unmount()
  workspace = undefined
  sessionStorage.removeItem(STORAGE_KEY)
})

function tab(title: string): HTMLElement {
  const found = tabs(workspace?.shadow as ShadowRoot).find((element) => element.textContent?.trim() === title)
  if (!found) throw new Error(`no tab ${title}`)
  return found
}

async function closeByIcon(title: string) {
  const icon = tab(title).querySelector<HTMLElement>('.evc-tab-close')
  if (!icon) throw new Error(`tab ${title} has no close icon`)
  icon.click()
  await waitFor(() => !tabTitles(workspace?.shadow as ShadowRoot).includes(title), `tab ${title} to close`)
}

async function openThree() {
  workspace = await mountWorkspace('/t/p1')
  await workspace.go('/t/p2')
  await workspace.go('/t/p3')
}

/** Menu items of dropdowns that are open (not hidden, not closing). */
function openMenuItems(shadow: ShadowRoot): HTMLElement[] {
  return [...shadow.querySelectorAll<HTMLElement>('[role="menuitem"]')].filter((element) => {
    const popup = element.closest<HTMLElement>('[class*="-dropdown"]')
    return (
      element.offsetParent !== null &&
      !!popup &&
      ![...popup.classList].some((name) => name.endsWith('-dropdown-hidden') || name.includes('-leave'))
    )
  })
}

/** Open the context menu of a tab and choose an entry. */
async function contextMenu(title: string, entry: string) {
  const shadow = workspace?.shadow as ShadowRoot
  // A menu chosen from before closes with an animation: wait until none is open any more.
  await waitFor(() => openMenuItems(shadow).length === 0, 'the previous menu to close')
  tab(title).dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, composed: true }))
  let item: HTMLElement | undefined
  await waitFor(() => {
    item = openMenuItems(shadow).find((element) => element.textContent?.trim() === entry)
    return !!item
  }, `context menu entry ${entry}`)
  item?.click()
}

describe('the tab bar', () => {
  it('opens one tab per page, in the order opened, with the shown page selected', async () => {
    await openThree()
    await workspace?.go('/t/p1')
    expect(tabTitles(workspace?.shadow as ShadowRoot)).to.deep.equal(['页面1', '页面2', '页面3'])
    expect(selectedTab(workspace?.shadow as ShadowRoot)).to.equal('页面1')
  })

  it('moves to the next tab when the active tab is closed', async () => {
    await openThree()
    await workspace?.go('/t/p2')
    await closeByIcon('页面2')
    expect(selectedTab(workspace?.shadow as ShadowRoot)).to.equal('页面3')
    expect(visiblePage(workspace?.shadow as ShadowRoot)?.getAttribute('data-path')).to.equal('/t/p3')
  })

  it('moves to the previous tab when the active tab was the last one', async () => {
    await openThree()
    await closeByIcon('页面3')
    expect(selectedTab(workspace?.shadow as ShadowRoot)).to.equal('页面2')
  })

  it('keeps the selection when an inactive tab is closed, and drops that page from the cache', async () => {
    await openThree()
    await closeByIcon('页面1')
    expect(selectedTab(workspace?.shadow as ShadowRoot)).to.equal('页面3')
    expect(mountedPaths(workspace?.shadow as ShadowRoot)).not.to.include('/t/p1')
  })

  it('cannot close the only tab left', async () => {
    workspace = await mountWorkspace('/t/p1')
    expect(tab('页面1').querySelector('.evc-tab-close')).to.equal(null)
    press(tab('页面1'), 'Delete')
    await twoFrames()
    expect(tabTitles(workspace.shadow)).to.deep.equal(['页面1'])
  })

  it('closes the others, the left ones and the right ones from the context menu', async () => {
    workspace = await mountWorkspace('/t/p1')
    for (const number of [2, 3, 4, 5]) await workspace.go(`/t/p${number}`)
    await contextMenu('页面3', '关闭左侧')
    await waitFor(() => tabTitles(workspace?.shadow as ShadowRoot).length === 3, 'left tabs to close')
    expect(tabTitles(workspace.shadow)).to.deep.equal(['页面3', '页面4', '页面5'])
    await contextMenu('页面4', '关闭右侧')
    await waitFor(() => tabTitles(workspace?.shadow as ShadowRoot).length === 2, 'right tabs to close')
    expect(tabTitles(workspace.shadow)).to.deep.equal(['页面3', '页面4'])
    // The active page (页面5) was closed: the tab the menu was opened on is shown.
    expect(selectedTab(workspace.shadow)).to.equal('页面4')
    await contextMenu('页面4', '关闭其他')
    await waitFor(() => tabTitles(workspace?.shadow as ShadowRoot).length === 1, 'other tabs to close')
    expect(tabTitles(workspace.shadow)).to.deep.equal(['页面4'])
  })

  it('refreshes a page from the context menu: it mounts afresh', async () => {
    workspace = await mountWorkspace('/t/p1')
    await clickCounter(workspace.shadow, 2)
    await contextMenu('页面1', '刷新')
    await waitFor(() => shownCount(workspace?.shadow as ShadowRoot) === 'count 0', 'the page to remount')
    expect(probes.mounts.get('p1')).to.equal(2)
  })

  it('follows the ARIA tabs keyboard pattern: arrows, Home and End select, Delete closes', async () => {
    await openThree()
    const shadow = workspace?.shadow as ShadowRoot
    const focused = () => (shadow.activeElement as HTMLElement | null)?.textContent?.trim()
    expect(tab('页面3').tabIndex).to.equal(0)
    expect(tab('页面1').tabIndex).to.equal(-1)
    tab('页面3').focus()
    press(tab('页面3'), 'ArrowRight')
    await waitFor(() => selectedTab(shadow) === '页面1', 'ArrowRight to wrap to the first tab')
    expect(focused()).to.equal('页面1')
    press(tab('页面1'), 'ArrowLeft')
    await waitFor(() => selectedTab(shadow) === '页面3', 'ArrowLeft to wrap to the last tab')
    press(tab('页面3'), 'Home')
    await waitFor(() => selectedTab(shadow) === '页面1', 'Home to select the first tab')
    press(tab('页面1'), 'End')
    await waitFor(() => selectedTab(shadow) === '页面3', 'End to select the last tab')
    press(tab('页面3'), 'Delete')
    await waitFor(() => tabTitles(shadow).length === 2, 'Delete to close the tab')
    expect(selectedTab(shadow)).to.equal('页面2')
    await waitFor(() => focused() === '页面2', 'focus to move to the tab now selected')
    expect(shadow.querySelector('[role="tablist"]')?.getAttribute('aria-label')).to.equal('已打开的页面')
  })

  it('moves a tab along the bar with Ctrl+Shift+arrows, keeping it selected and focused, and keeps the order', async () => {
    workspace = await mountWorkspace('/t/p1', STORAGE_KEY)
    await workspace.go('/t/p2')
    await workspace.go('/t/p3')
    const shadow = workspace.shadow
    const focused = () => (shadow.activeElement as HTMLElement | null)?.textContent?.trim()
    tab('页面3').focus()
    press(tab('页面3'), 'ArrowLeft', { ctrlKey: true, shiftKey: true })
    await waitFor(() => tabTitles(shadow).join() === '页面1,页面3,页面2', 'the tab to move left')
    expect(selectedTab(shadow)).to.equal('页面3')
    await waitFor(() => focused() === '页面3', 'focus to stay on the moved tab')
    press(tab('页面3'), 'ArrowLeft', { altKey: true, shiftKey: true })
    await waitFor(() => tabTitles(shadow).join() === '页面3,页面1,页面2', 'the tab to move to the start')
    // At the start it goes no further.
    press(tab('页面3'), 'ArrowLeft', { ctrlKey: true, shiftKey: true })
    press(tab('页面3'), 'ArrowRight', { ctrlKey: true, shiftKey: true })
    await waitFor(() => tabTitles(shadow).join() === '页面1,页面3,页面2', 'the tab to move right')
    workspace.unmount()
    workspace = await mountWorkspace('/t/p3', STORAGE_KEY)
    expect(tabTitles(workspace.shadow)).to.deep.equal(['页面1', '页面3', '页面2'])
  })

  it('restores the tabs after a reload, mounting only the page shown until another is opened', async () => {
    workspace = await mountWorkspace('/t/p1', STORAGE_KEY)
    await workspace.go('/t/p2')
    await workspace.go('/t/p3')
    workspace.unmount()
    probes.reset()
    workspace = await mountWorkspace('/t/p3', STORAGE_KEY)
    expect(tabTitles(workspace.shadow)).to.deep.equal(['页面1', '页面2', '页面3'])
    expect(mountedPaths(workspace.shadow)).to.deep.equal(['/t/p3'])
    expect(probes.mounts.has('p1')).to.equal(false)
    tab('页面1').click()
    await waitFor(
      () => visiblePage(workspace?.shadow as ShadowRoot)?.getAttribute('data-path') === '/t/p1',
      'p1',
    )
    expect(probes.mounts.get('p1')).to.equal(1)
  })
})
