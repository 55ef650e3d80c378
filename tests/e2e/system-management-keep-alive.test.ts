/**
 * Keep-alive of the system-management screens (section 1; issue 22 item 2): 角色管理, 策略管理 and
 * 资源管理 keep what the user typed and searched, the page and the page size across hide and show
 * (none of the three lists has a sortable column); 用户管理 is never kept alive and starts afresh,
 * the proof that the real route table reaches the real shell. That exactly 用户管理, 日志审计 and
 * 菜单管理 (with 待办事项 and 个人中心) are not kept alive is tests/unit/screens/screen-routes.test.ts's,
 * and that such a page is not cached and loses its state tests/browser/shell-keep-alive.test.ts's
 * (issue 40).
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserForFile, SHOWN, screenAt } from './helpers'
import { adminPageForFile } from './shell-helpers'

const browser = browserForFile()
const admin = adminPageForFile(browser)

const SYSTEM = '/system-management'
const totalOf = (container: Locator) => container.getByText(SHOWN.total)

/** Go to a console page through its hash route (as the menu does); resolves once it shows. */
async function go(page: Page, path: string): Promise<Locator> {
  await page.evaluate((hash) => {
    location.hash = hash
  }, `#${path}`)
  const container = screenAt(page, path)
  await expect.poll(() => container.isVisible()).toBe(true)
  return container
}

/** Show an open page again by clicking its tab. */
async function backByTab(page: Page, title: string, path: string): Promise<Locator> {
  await page
    .getByRole('tablist', { name: '已打开的页面' })
    .getByRole('tab', { name: title, exact: true })
    .click()
  const container = screenAt(page, path)
  await expect.poll(() => container.isVisible()).toBe(true)
  return container
}

const KEPT = [
  ['sso-role-management', '角色管理'],
  ['sso-policy-management', '策略管理'],
  ['sso-resource-management', '资源管理'],
] as const

describe('system management and keep-alive', () => {
  for (const [segment, title] of KEPT) {
    it(`${title} keeps its searched keyword, rows and page size when its tab is shown again`, async () => {
      const page = admin().page
      const path = `${SYSTEM}/${segment}`
      const list = await go(page, path)
      await expect.poll(() => totalOf(list).count()).toBe(1)
      // Page size 20, then a keyword taken from the first row's key column.
      await list.locator(`[title="${SHOWN.perPage(10)}"]`).click()
      await page.getByRole('option', { name: SHOWN.perPage(20) }).click()
      await expect
        .poll(() => list.locator(`.ev-select-content[title="${SHOWN.perPage(20)}"]`).isVisible())
        .toBe(true)
      const keyword =
        (await list.getByRole('row').nth(1).getByRole('cell').first().textContent())?.trim() ?? ''
      expect(keyword).not.toBe('')
      const box = list.getByRole('search', { name: '筛选' }).getByLabel('关键字')
      await box.fill(keyword)
      await box.press('Enter')
      // Searched: every row but the header shows the keyword.
      await expect.poll(() => list.getByRole('row').filter({ hasNotText: keyword }).count()).toBe(1)
      const total = await totalOf(list).textContent()

      await go(page, `${SYSTEM}/sso-user-management`)
      const again = await backByTab(page, title, path)
      expect(await again.getByRole('search', { name: '筛选' }).getByLabel('关键字').inputValue()).toBe(
        keyword,
      )
      await expect.poll(() => totalOf(again).textContent()).toBe(total)
      expect(await again.locator(`.ev-select-content[title="${SHOWN.perPage(20)}"]`).isVisible()).toBe(true)
      expect(await again.getByRole('row').nth(1).textContent()).toContain(keyword)
    })
  }

  it('策略管理 keeps the page the user moved to, and a keyword typed but not yet searched', async () => {
    const page = admin().page
    const path = `${SYSTEM}/sso-policy-management`
    const list = await go(page, path)
    await expect.poll(() => totalOf(list).count()).toBe(1)
    // Back to the first page of 10 rows and no keyword, as a user would leave it.
    const box = list.getByRole('search', { name: '筛选' }).getByLabel('关键字')
    await box.fill('')
    await box.press('Enter')
    // The tests above left it at 20 rows a page; this one starts from 10.
    const size = list.locator('.ev-pagination .ev-select-content')
    if ((await size.getAttribute('title')) !== SHOWN.perPage(10)) {
      await size.click()
      await page.getByRole('option', { name: SHOWN.perPage(10) }).click()
      await expect.poll(() => size.getAttribute('title')).toBe(SHOWN.perPage(10))
    }
    // The seed has more than 10 strategies (one read-only and one full per area): page 2 exists.
    expect(Number((await totalOf(list).textContent())?.replace(/\D/g, ''))).toBeGreaterThan(10)
    const pageOneRow = await list.getByRole('row').nth(1).textContent()
    await list.locator('.ev-pagination').getByTitle('2', { exact: true }).click()
    await expect.poll(() => list.locator('.ev-pagination-item-active').getAttribute('title')).toBe('2')
    // The pager marks page 2 at the click; its rows come with the answer.
    await expect.poll(() => list.getByRole('row').nth(1).textContent()).not.toBe(pageOneRow)
    const firstRow = await list.getByRole('row').nth(1).textContent()
    await box.fill('未查询的关键字')

    await go(page, `${SYSTEM}/sso-user-management`)
    const again = await backByTab(page, '策略管理', path)
    expect(await again.locator('.ev-pagination-item-active').getAttribute('title')).toBe('2')
    expect(await again.getByRole('row').nth(1).textContent()).toBe(firstRow)
    expect(await again.getByRole('search', { name: '筛选' }).getByLabel('关键字').inputValue()).toBe(
      '未查询的关键字',
    )
  })

  it('用户管理 is never kept alive: a searched keyword is gone when the page is shown again', async () => {
    const page = admin().page
    const path = `${SYSTEM}/sso-user-management`
    const list = await go(page, path)
    const box = list.getByRole('search', { name: '筛选' }).getByLabel('关键字')
    await box.fill('admin')
    await box.press('Enter')
    await go(page, `${SYSTEM}/sso-role-management`)
    await expect.poll(() => screenAt(page, path).count()).toBe(0)
    const again = await go(page, path)
    expect(await again.getByRole('search', { name: '筛选' }).getByLabel('关键字').inputValue()).toBe('')
  })
})
