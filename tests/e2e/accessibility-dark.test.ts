/**
 * axe-core over the console in dark mode (issue 21: contrast ≥ 4.5:1 in light and dark): admin
 * chooses 深色 in 个人中心 → 外观 (kept on the server, applied at once without reload), then the
 * same walk as accessibility.test.ts — every screen of the route catalogue that exists, a list's
 * detail drawer, an action dialog — and the login page with `theme="dark"`. Admin's mode is set
 * back to 跟随页面 afterwards. Any violation of a WCAG 2.1 A or AA rule fails.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  closeOverlays,
  installAxe,
  openScreen,
  openSubPage,
  violations,
  waitForContent,
  walkedRoutes,
  walkedSubPages,
} from './accessibility-helpers'
import { browserForFile, newPage, type TestPage, url } from './helpers'
import { ADMIN, AdminClient, signIn } from './shell-helpers'

const browser = browserForFile()
let session: TestPage

/** The console's root background: rgb(20, 20, 20) in dark mode. */
const rootBackground = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('ev-console')?.shadowRoot?.querySelector('.evc-root')
    return root ? getComputedStyle(root).backgroundColor : ''
  })

beforeAll(async () => {
  session = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
  await installAxe(session.context)
})

afterAll(async () => {
  await session?.close()
  // Admin follows the page again (other files sign in as admin).
  const admin = new AdminClient()
  await admin.signIn()
  await admin.call('POST', '/appearance/theme/save', { theme: null })
})

describe('WCAG 2.1 A and AA in dark mode (axe-core)', () => {
  it('the login page with theme="dark"', async () => {
    const { page } = session
    await page.goto(url('/#/login'))
    await page.getByLabel('用户名').waitFor()
    await page.evaluate(() => document.querySelector('ev-console')?.setAttribute('theme', 'dark'))
    await expect.poll(() => rootBackground(page)).toBe('rgb(20, 20, 20)')
    expect(await violations(page)).toEqual([])
    await page.evaluate(() => document.querySelector('ev-console')?.removeAttribute('theme'))
  })

  describe('admin in 深色, chosen in 个人中心', () => {
    beforeAll(async () => {
      const { page } = session
      await signIn(page, ADMIN.username, ADMIN.password)
      await page.waitForFunction(() => !location.hash.startsWith('#/login'), undefined, { timeout: 20_000 })
    })

    it('个人中心 → 外观 switches to dark at once, without a reload', async () => {
      const { page } = session
      await page.evaluate(() => {
        ;(window as unknown as { marker: number }).marker = 21
      })
      const center = await openScreen(page, '/account-center')
      await center.getByRole('tab', { name: '外观' }).click()
      await center.locator('label', { hasText: '深色' }).click()
      await expect.poll(() => rootBackground(page)).toBe('rgb(20, 20, 20)')
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(21)
      await waitForContent(center)
      expect(await violations(page)).toEqual([])
    })

    const routes = walkedRoutes()
    for (const route of routes) {
      it(`${route.title} (${route.path})`, async () => {
        const { page } = session
        await closeOverlays(page)
        await openScreen(page, route.path)
        expect(await rootBackground(page)).toBe('rgb(20, 20, 20)')
        expect(await violations(page)).toEqual([])
      })
    }

    for (const subPage of walkedSubPages()) {
      it(`${subPage.route.title} (${subPage.route.path}, from ${subPage.action} on its list)`, async () => {
        const { page } = session
        await closeOverlays(page)
        await openSubPage(page, subPage)
        expect(await rootBackground(page)).toBe('rgb(20, 20, 20)')
        expect(await violations(page)).toEqual([])
      })
    }

    it('a list’s detail drawer', async () => {
      const { page } = session
      await closeOverlays(page)
      const list = await openScreen(page, '/archives-management/station-archives-management')
      await list.locator('tbody tr[data-row-key]').first().getByRole('button', { name: '详情' }).click()
      const drawer = page.getByRole('dialog').filter({ has: page.getByRole('region', { name: '充电设备' }) })
      await expect.poll(() => drawer.isVisible(), { timeout: 15_000 }).toBe(true)
      await waitForContent(drawer)
      expect(await violations(page)).toEqual([])
    })

    it('an action dialog (新增用户)', async () => {
      const { page } = session
      await closeOverlays(page)
      const list = await openScreen(page, '/system-management/sso-user-management')
      await list.getByRole('button', { name: /新增用户/ }).click()
      const dialog = page.getByRole('dialog', { name: /新增/ })
      await expect.poll(() => dialog.isVisible()).toBe(true)
      await waitForContent(dialog)
      expect(await violations(page)).toEqual([])
    })

    it('keeps the mode on the server: a new page opens in dark', async () => {
      const { page } = session
      await page.reload()
      await page.waitForFunction(() => !location.hash.startsWith('#/login'), undefined, { timeout: 20_000 })
      await expect.poll(() => rootBackground(page), { timeout: 15_000 }).toBe('rgb(20, 20, 20)')
    })
  })
})
