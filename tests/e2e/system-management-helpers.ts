/**
 * Helpers of the system-management end-to-end tests (system-management*.test.ts): opening its
 * pages, searching and reading their lists, picking options, and creating a strategy.
 */
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { url } from './helpers'

export const SYSTEM = '/#/system-management'

/** Open a console page in the administrator's browser and wait for its table. */
export async function open(page: Page, path: string, title: string) {
  await page.goto(url(path))
  await expect.poll(() => page.getByRole('tab', { name: title }).getAttribute('aria-selected')).toBe('true')
}

/**
 * Pick an option of an antd select by its label: open it, type the label when the select takes
 * typing (it filters its options: the journal's 操作 offers 156), and walk the options with the
 * arrow key until the one wanted is shown (the list is virtual: only options near the active one
 * exist).
 */
export async function pick(page: Page, select: Locator, label: string) {
  await select.click()
  if ((await select.getAttribute('readonly')) === null) await select.fill(label)
  // The option is a titled div of the popup (table cells of other tabs carry titles too).
  const option = page.locator(`div[title="${label}"]`)
  for (let step = 0; step < 60 && !(await option.isVisible()); step += 1) await select.press('ArrowDown')
  await option.click()
  await select.press('Escape')
}

/** Search a list by its keyword box. */
export async function searchKeyword(page: Page, keyword: string) {
  const box = page.getByRole('search', { name: '筛选' }).getByLabel('关键字')
  await box.fill(keyword)
  await box.press('Enter')
}

/** The rows of the list showing `text`. */
export const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text })
/** A toast (or any text) shown exactly as `text`. */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true })

/** Create a strategy granting the `view` action of each page title (filtered in the check tree). */
export async function createStrategy(page: Page, name: string, pageTitles: string[]) {
  await open(page, `${SYSTEM}/sso-policy-management`, '策略管理')
  await page.getByRole('button', { name: '新增策略' }).click()
  const dialog = page.getByRole('dialog', { name: '新增策略' })
  await dialog.getByLabel('策略名称').fill(name)
  // The page tree comes with its own call: filter it once it is there (a filter typed before it
  // came left the tree unfiltered on a busy machine, and the page wanted out of its window).
  await dialog.getByRole('treeitem').first().waitFor()
  for (const title of pageTitles) {
    await dialog.getByLabel('筛选页面').fill(title)
    const pageItem = dialog.getByRole('treeitem', { name: title, exact: true })
    await pageItem.getByRole('treeitem', { name: '查看', exact: true }).getByRole('checkbox').check()
  }
  await expect.poll(() => dialog.getByText(`已选 ${pageTitles.length} 项操作`).isVisible()).toBe(true)
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect.poll(() => dialog.isVisible()).toBe(false)
}
