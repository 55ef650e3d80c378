/**
 * Archives pages as tabs (issue 5: Done when): every archives page renders for admin (its title,
 * its rows, its tab) without browser console errors, at most 10 pages kept alive while 12 are
 * opened, and a kept page's typed filter surviving tab switches while an evicted one starts fresh.
 * The menu search finds pages by pinyin initials in tests/browser/core.test.ts (over the real
 * menu) and in accessibility.test.ts, and opens the page found with Enter in
 * accessibility-keyboard.test.ts.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  ARCHIVES_PAGES,
  consoleErrors,
  openArchivesPage,
  pageOf,
  shownTotal,
  tabBar,
  waitForList,
} from './archives-helpers'
import { browserForFile, newPage } from './helpers'
import { ADMIN, openAs } from './shell-helpers'

const browser = browserForFile()

const selectedTab = (page: Page) => tabBar(page).locator('[role="tab"][aria-selected="true"]').textContent()

/** Open an archives page and check that it renders: its title, rows, and its tab selected. */
async function openRendered(page: Page, [segment, title]: (typeof ARCHIVES_PAGES)[number]) {
  const list = await openArchivesPage(page, segment)
  expect(await list.getByRole('toolbar', { name: '表格工具栏' }).textContent()).toContain(title)
  expect(await shownTotal(list)).toBeGreaterThan(0)
  expect(await selectedTab(page)).toBe(title)
  return list
}

/** Switch to an open page by clicking its tab; resolves once its list shows. */
async function switchTo(page: Page, segment: string, title: string) {
  await tabBar(page).getByRole('tab', { name: title, exact: true }).click()
  await expect.poll(() => selectedTab(page)).toBe(title)
  const container = pageOf(page, segment)
  await expect.poll(() => container.isVisible()).toBe(true)
  await waitForList(container)
  return container
}

describe('archives pages as tabs', () => {
  it('renders every archives page; keeps at most 10 alive: a kept page keeps its typed filter, an evicted one starts fresh', async () => {
    const { page, errors, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    try {
      await openAs(page, ADMIN.username, ADMIN.password, '/account-center')
      const twelve = ARCHIVES_PAGES.slice(0, 12)
      const [first, second] = twelve
      const keyword = (segment: string) => pageOf(page, segment).getByLabel('关键字')

      await openRendered(page, first)
      await keyword(first[0]).fill('和平区')
      await openRendered(page, second)
      await keyword(second[0]).fill('120101')
      await keyword(second[0]).press('Enter')
      for (const entry of twelve.slice(2, 10)) await openRendered(page, entry)
      // 个人中心 may also be cached: count what is alive, never more than 10.
      expect(await page.locator('.evc-page').count()).toBeLessThanOrEqual(10)

      await switchTo(page, first[0], first[1])
      expect(await keyword(first[0]).inputValue()).toBe('和平区')

      // Two more pages: the least recently used (the second page, then the third) are evicted.
      for (const entry of twelve.slice(10)) await openRendered(page, entry)
      expect(await page.locator('.evc-page').count()).toBeLessThanOrEqual(10)
      expect(await pageOf(page, second[0]).count()).toBe(0)
      expect(await tabBar(page).getByRole('tab').count()).toBeGreaterThanOrEqual(12)

      await switchTo(page, second[0], second[1])
      expect(await keyword(second[0]).inputValue()).toBe('')
      await switchTo(page, first[0], first[1])
      expect(await keyword(first[0]).inputValue()).toBe('和平区')
      expect(await page.locator('.evc-page').count()).toBeLessThanOrEqual(10)
      // The archives pages past the twelve.
      for (const entry of ARCHIVES_PAGES.slice(12)) await openRendered(page, entry)
      expect(consoleErrors(errors)).toEqual([])
    } finally {
      await close()
    }
  })
})
