/**
 * The shipped host pages against the real server. The iframe portal (demo/host-iframe.html): an
 * account disabled on the server while signed in inside the frame, then a page asked for, shows
 * the portal's re-login banner (SESSION_EXPIRED, posted exactly once) and sends the frame to login
 * with jumpTo back to that page — shell-layout.test.ts keeps the case of a call in flight that
 * ended the session; its showMode buttons hide and show the console's chrome. The element page
 * signs in once for both elements and keeps their looks apart; the script-tag page needs one tag.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { browserForFile, newPage, url } from './helpers'
import { ADMIN, AdminClient, freshUsername, signIn } from './shell-helpers'

const browser = browserForFile()
const admin = new AdminClient()

beforeAll(async () => {
  await admin.signIn()
})

describe('the iframe host page', () => {
  it("shows the portal's re-login banner when the account is disabled on the server", async () => {
    const username = freshUsername('host')
    const userId = await admin.createUser(username, 'Hosted@2026ev')
    const { page, close } = await newPage(browser())
    try {
      await page.goto(url('/host-iframe.html'))
      // What the console posts to the portal, as the portal's own listener gets it.
      await page.evaluate(() => {
        const messages: unknown[] = []
        ;(window as unknown as { received: unknown[] }).received = messages
        window.addEventListener('message', (event) => messages.push(event.data))
      })
      const expired = async () =>
        (await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).filter(
          (message) => message === 'SESSION_EXPIRED',
        ).length
      const frame = page.frame({ url: /#\/login/ }) ?? page.frames()[1]
      await frame.waitForURL(/#\/login/)
      await signIn(frame, username, 'Hosted@2026ev')
      await expect.poll(() => frame.url()).not.toContain('#/login')
      await expect.poll(() => page.locator('#relogin').isVisible()).toBe(false)
      expect(await expired()).toBe(0)
      await admin.disable(userId)
      await frame.evaluate(() => {
        location.hash = '#/message'
      })
      await expect.poll(() => page.locator('#relogin').isVisible()).toBe(true)
      expect(await page.locator('#relogin').textContent()).toContain('登录已失效')
      await expect.poll(() => frame.url()).toContain('#/login?jumpTo=')
      expect(new URLSearchParams(frame.url().split('#/login?')[1]).get('jumpTo')).toBe(url('/#/message'))
      expect(await expired()).toBe(1)
    } finally {
      await close()
    }
  })

  it('hides and shows the console chrome with its showMode buttons', async () => {
    const { page, close } = await newPage(browser())
    try {
      await page.goto(url('/host-iframe.html'))
      const frame = page.frames()[1]
      await frame.waitForURL(/#\/login/)
      await signIn(frame, ADMIN.username, ADMIN.password)
      const userMenu = frame.getByRole('button', { name: /用户菜单/ })
      await expect.poll(() => userMenu.count()).toBe(1)
      await page.getByRole('button', { name: '隐藏菜单' }).click()
      await expect.poll(() => userMenu.count()).toBe(0)
      await page.getByRole('button', { name: '显示菜单' }).click()
      await expect.poll(() => userMenu.count()).toBe(1)
    } finally {
      await close()
    }
  })
})

describe('the element host page', () => {
  it('signs in once for both elements and keeps both looks apart from the host CSS and antd', async () => {
    const { page, errors, close } = await newPage(browser())
    try {
      await page.goto(url('/host-elements.html'))
      const area = page.locator('ev-archives-management')
      const screen = page.locator('ev-screen')
      await expect.poll(() => screen.getByRole('button', { name: '登录', exact: true }).count()).toBe(1)
      await expect.poll(() => area.getByRole('button', { name: '登录', exact: true }).count()).toBe(1)
      await page.locator('ev-screen').getByLabel('用户名').fill(ADMIN.username)
      await page.locator('ev-screen').getByLabel('密码', { exact: true }).fill(ADMIN.password)
      await screen.getByRole('button', { name: '登录', exact: true }).click()
      // Both elements load their data: rows of the station archives in each.
      await expect.poll(() => screen.locator('tbody tr[data-row-key]').count()).toBeGreaterThan(0)
      await expect.poll(() => area.locator('tbody tr[data-row-key]').count()).toBeGreaterThan(0)
      expect(await area.getByRole('menuitem', { name: '充电站档案' }).count()).toBeGreaterThan(0)
      expect(await screen.getByRole('menuitem').count()).toBe(0)
      // The host's own antd-styled button keeps its look; the console's primary button keeps its own
      // (antd's blue-7: the default blue fails 4.5:1, issue 21).
      const hostButton = await page
        .locator('#theme-toggle')
        .evaluate((node) => getComputedStyle(node).backgroundColor)
      expect(hostButton).toBe('rgb(24, 144, 255)')
      const consoleButton = await screen
        .getByRole('button', { name: '查询' })
        .evaluate((node) => [getComputedStyle(node).backgroundColor, getComputedStyle(node).boxSizing])
      expect(consoleButton).toEqual(['rgb(9, 88, 217)', 'border-box'])
      // The host page's URL is never touched by the elements (memory routing).
      expect(page.url()).toBe(url('/host-elements.html'))
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })
})

describe('the script-tag page', () => {
  it('needs one module script and one tag to show a sign-in form, then the screen', async () => {
    const { page, close } = await newPage(browser())
    try {
      await page.goto(url('/script-tag.html'))
      const screen = page.locator('ev-screen')
      await expect.poll(() => screen.getByRole('button', { name: '登录', exact: true }).count()).toBe(1)
      await screen.getByLabel('用户名').fill(ADMIN.username)
      await screen.getByLabel('密码', { exact: true }).fill(ADMIN.password)
      await screen.getByRole('button', { name: '登录', exact: true }).click()
      await expect.poll(() => screen.locator('tbody tr[data-row-key]').count()).toBeGreaterThan(0)
    } finally {
      await close()
    }
  })
})
