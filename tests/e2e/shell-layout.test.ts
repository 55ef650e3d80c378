/**
 * The shell's chrome against the real server (section 1): tabs and their closing rules, 更多 →
 * 关闭其他, showMode hiding header, menu and tabs, and a call in flight that ended the session on
 * the server sending the user to login with SESSION_EXPIRED posted once to the parent frame, a
 * page asked for afterwards keeping its jumpTo. An account disabled before the next page is asked
 * for (the guard's user info ending the session) is checked on the shipped iframe host page in
 * embedding-hosts.test.ts. 更多 → 搜索 (菜单搜索) is walked by keyboard in
 * accessibility-keyboard.test.ts, its width and filtering in tests/browser/shell-menu-search.test.ts.
 */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { archivesPath, waitForList } from './archives-helpers'
import { browserForFile, newPage, url } from './helpers'
import {
  ADMIN,
  AdminClient,
  freshUsername,
  moreMenuItem,
  openAs,
  openSignedIn,
  signIn,
} from './shell-helpers'

const browser = browserForFile()
const admin = new AdminClient()

beforeAll(async () => {
  await admin.signIn()
})

const tabBar = (page: Page) => page.getByRole('tablist', { name: '已打开的页面' })
const tabTitles = (page: Page) => tabBar(page).getByRole('tab').allTextContents()
const selectedTab = (page: Page) => tabBar(page).locator('[role="tab"][aria-selected="true"]').textContent()

/** Open 个人中心 from the header's user menu. */
async function openAccountCenter(page: Page) {
  await page.getByRole('button', { name: /用户菜单/ }).hover()
  await page.getByRole('menuitem', { name: '个人中心' }).click()
  await expect.poll(() => selectedTab(page)).toBe('个人中心')
}

/** Open 待办事项 and 个人中心 from the header after signing in (the first tab is the home page). */
async function openThreeTabs(page: Page) {
  await openSignedIn(page, ADMIN.username, ADMIN.password)
  await page.getByRole('button', { name: /待办事项/ }).click()
  await expect.poll(() => selectedTab(page)).toBe('待办事项')
  await openAccountCenter(page)
}

/**
 * A same-origin host page framing the console, recording what the console posts to it, with a
 * fresh user signed in inside the frame.
 */
async function framedAsFreshUser(prefix: string) {
  const username = freshUsername(prefix)
  const userId = await admin.createUser(username, 'Killed@2026ev')
  const { page, close } = await newPage(browser())
  await page.goto(url('/ev-console.js'))
  await page.evaluate((src) => {
    const messages: unknown[] = []
    ;(window as unknown as { received: unknown[] }).received = messages
    window.addEventListener('message', (event) => messages.push(event.data))
    document.body.innerHTML = ''
    const frame = document.createElement('iframe')
    frame.src = src
    frame.style.cssText = 'width:1280px;height:760px;border:0'
    document.body.append(frame)
  }, url('/#/login'))
  const frame = page.frames().find((entry) => entry !== page.mainFrame())
  if (!frame) throw new Error('no console frame')
  await frame.waitForURL(/#\/login/)
  await signIn(frame, username, 'Killed@2026ev')
  await expect.poll(() => frame.url()).not.toContain('#/login')
  const received = () => page.evaluate(() => (window as unknown as { received: unknown[] }).received)
  expect(await received()).not.toContain('SESSION_EXPIRED')
  return { userId, page, frame, received, close }
}

describe('the shell', () => {
  // One page for the three closing rules: each used to sign in through the form (issue 40).
  it('closes the active last tab to the previous one, an active tab before it (Delete) to the next, and every other one with 更多 → 关闭其他', async () => {
    const { page, errors, close } = await newPage(browser())
    try {
      await openThreeTabs(page)
      const titles = await tabTitles(page)
      expect(titles.slice(-2)).toEqual(['待办事项', '个人中心'])
      await tabBar(page).locator('[role="tab"][aria-selected="true"] .evc-tab-close').click()
      await expect.poll(() => selectedTab(page)).toBe('待办事项')
      expect(page.url()).toBe(url('/#/message'))
      // 个人中心 again, then the tab before it closed with Delete: the next one is shown.
      await openAccountCenter(page)
      await tabBar(page).getByRole('tab', { name: '待办事项' }).click()
      await expect.poll(() => selectedTab(page)).toBe('待办事项')
      await page.keyboard.press('Delete')
      await expect.poll(() => selectedTab(page)).toBe('个人中心')
      expect(await tabTitles(page)).not.toContain('待办事项')
      await (await moreMenuItem(page, '关闭其他')).click()
      await expect.poll(() => tabTitles(page)).toEqual(['个人中心'])
      expect(await tabBar(page).locator('[role="tab"] .evc-tab-close').count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('fetches the collapsed menu when 收起菜单 is pointed at, so that collapsing shows it at once', async () => {
    const { page, close } = await newPage(browser())
    try {
      const fetched: string[] = []
      page.on('request', (request) => {
        if (/\/CollapsedMenu-[\w-]+\.js$/.test(request.url())) fetched.push(request.url())
      })
      await openAs(page, ADMIN.username, ADMIN.password, '/account-center')
      const button = page.getByRole('button', { name: '收起菜单' })
      await button.waitFor()
      expect(fetched).toEqual([])
      // A user's pointer moves over the button, more than once: each look moves it a pixel within
      // the button until the chunk is asked for. A single move was followed by no request in 30 s
      // twice under load (the whole run of b74c813, h47's baseline), cause not found; without
      // onPointerEnter no move fetches it and this still fails.
      let moves = 0
      await expect
        .poll(async () => {
          if (fetched.length === 0) {
            moves += 1
            await button.hover({ position: { x: 8 + (moves % 2), y: 8 } })
          }
          return fetched.length
        })
        .toBe(1)
      await button.click()
      const menu = page.getByRole('navigation', { name: '主菜单' })
      await expect.poll(() => menu.getByRole('menuitem').first().isVisible()).toBe(true)
      expect(fetched).toHaveLength(1)
      await expect.poll(() => page.getByRole('button', { name: '展开菜单' }).isVisible()).toBe(true)
    } finally {
      await close()
    }
  })

  it('hides header, side menu and tabs when showMode is 1', async () => {
    const { page, close } = await newPage(browser(), { viewport: { width: 1280, height: 800 } })
    try {
      await openAs(page, ADMIN.username, ADMIN.password, '/account-center')
      await expect.poll(() => page.getByRole('navigation', { name: '主菜单' }).count()).toBe(1)
      expect(await tabBar(page).count()).toBe(1)
      await page.goto(url('/?showMode=1#/message'))
      await expect.poll(() => page.getByRole('button', { name: '全部标为已读' }).isVisible()).toBe(true)
      expect(await page.getByRole('navigation', { name: '主菜单' }).count()).toBe(0)
      expect(await tabBar(page).count()).toBe(0)
      expect(await page.getByRole('button', { name: /用户菜单/ }).count()).toBe(0)
    } finally {
      await close()
    }
  })

  it('posts SESSION_EXPIRED once when a call in flight ended the session before the next page was asked for', async () => {
    const { userId, frame, received, close } = await framedAsFreshUser('gone')
    try {
      // The first page of 档案查看员 is the station list: its first page answered.
      const list = frame.locator(`.evc-page[data-path="${archivesPath('station-archives-management')}"]`)
      await waitForList(list)
      await admin.disable(userId)
      // The list's next call answers 607 (刷新, unless a call of its filters in flight has already
      // ended the session): the host is told, the console goes to login.
      await frame.evaluate(() => {
        const find = (root: ParentNode): HTMLElement | null => {
          for (const element of root.querySelectorAll('*')) {
            if (element.getAttribute('aria-label') === '刷新') return element as HTMLElement
            const inner = element.shadowRoot && find(element.shadowRoot)
            if (inner) return inner
          }
          return null
        }
        find(document)?.click()
      })
      await expect.poll(received).toContain('SESSION_EXPIRED')
      await expect.poll(() => frame.url()).toContain('#/login?jumpTo=')
      // A page asked for afterwards: the guard's user info fails too, the same end of session.
      await frame.evaluate(() => {
        location.hash = '#/message'
      })
      await expect.poll(() => frame.url()).toContain(`jumpTo=${encodeURIComponent(url('/#/message'))}`)
      expect((await received()).filter((message) => message === 'SESSION_EXPIRED')).toHaveLength(1)
    } finally {
      await close()
    }
  })
})
