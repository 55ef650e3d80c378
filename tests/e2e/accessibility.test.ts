/**
 * axe-core over the console (issue 21: Accessibility): the login page, then, signed in as admin in
 * one browser, every screen of the route catalogue that exists (walked from AREA_ROUTES, so a new
 * screen joins without a line here), a list's detail drawer, an action dialog, the column panel,
 * the 更多 menu and its search, and 修改密码. Any violation of a WCAG 2.1 A or AA rule fails.
 */
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
import { ADMIN, moreMenuItem, signIn } from './shell-helpers'

const browser = browserForFile()
let session: TestPage

beforeAll(async () => {
  session = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
  await installAxe(session.context)
})

afterAll(async () => {
  await session?.close()
})

describe('WCAG 2.1 A and AA (axe-core)', () => {
  it('the login page', async () => {
    const { page } = session
    await page.goto(url('/#/login'))
    await page.getByLabel('用户名').waitFor()
    expect(await violations(page)).toEqual([])
  })

  describe('signed in as admin', () => {
    beforeAll(async () => {
      const { page } = session
      if (!page.url().includes('#/login')) await page.goto(url('/#/login'))
      await signIn(page, ADMIN.username, ADMIN.password)
      // expect.poll works only inside a test: wait for the shell by hand.
      await page.waitForFunction(() => !location.hash.startsWith('#/login'), undefined, { timeout: 20_000 })
    })

    const routes = walkedRoutes()
    const subPages = walkedSubPages()
    it('walks the screens that exist, sub-pages with parameters from their lists', () => {
      expect(routes.length).toBeGreaterThan(2)
      expect(routes.filter((route) => route.path.includes(':'))).toEqual([])
      expect(subPages.length).toBeGreaterThan(0)
    })

    for (const route of routes) {
      it(`${route.title} (${route.path})`, async () => {
        const { page } = session
        await closeOverlays(page)
        await openScreen(page, route.path)
        expect(await violations(page)).toEqual([])
      })
    }

    for (const subPage of subPages) {
      it(`${subPage.route.title} (${subPage.route.path}, from ${subPage.action} on its list)`, async () => {
        const { page } = session
        await closeOverlays(page)
        await openSubPage(page, subPage)
        expect(await violations(page)).toEqual([])
      })
    }

    it('a list’s detail drawer and its column panel', async () => {
      const { page } = session
      await closeOverlays(page)
      const list = await openScreen(page, '/archives-management/station-archives-management')
      await list.getByRole('button', { name: '列设置' }).hover()
      const panel = page.getByRole('dialog', { name: '列展示' })
      await expect.poll(() => panel.isVisible()).toBe(true)
      expect(await violations(page)).toEqual([])
      await list.getByRole('button', { name: '列设置' }).press('Escape')
      await expect.poll(() => panel.isVisible()).toBe(false)

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

    it('the 更多 menu and 菜单搜索', async () => {
      const { page } = session
      await closeOverlays(page)
      await openScreen(page, '/archives-management/station-archives-management')
      const search = await moreMenuItem(page, '搜索')
      await expect.poll(() => search.isVisible()).toBe(true)
      expect(await violations(page)).toEqual([])
      await search.click()
      const dialog = page.getByRole('dialog', { name: '菜单搜索' })
      await expect.poll(() => dialog.isVisible()).toBe(true)
      await dialog.getByRole('combobox', { name: '搜索菜单' }).fill('dan')
      await expect.poll(() => dialog.getByRole('option').count()).toBeGreaterThan(0)
      // Checked once the dialog's opening animation (a fade and zoom) has finished: half-faded
      // text is not what a user reads.
      await dialog.evaluate((node) =>
        Promise.all(
          (node.getRootNode() as ShadowRoot)
            .getAnimations()
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      )
      expect(await violations(page)).toEqual([])
    })

    it('个人中心’s tabs and 修改密码', async () => {
      const { page } = session
      await closeOverlays(page)
      const center = await openScreen(page, '/account-center')
      for (const name of ['登录记录', '菜单设置', '外观', '账号安全']) {
        await center.getByRole('tab', { name }).click()
        await waitForContent(center)
        expect(await violations(page)).toEqual([])
      }
      await center.getByRole('button', { name: '修改密码' }).click()
      const dialog = page.getByRole('dialog', { name: '修改密码' })
      await expect.poll(() => dialog.isVisible()).toBe(true)
      expect(await violations(page)).toEqual([])
    })
  })
})
