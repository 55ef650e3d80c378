/**
 * What the walks of a flow's to-dos and notices share (issue 41: flow-work.test.ts,
 * subsidy-work.test.ts, feedback-work.test.ts): a party's header badge after a reload, the titles
 * its 消息 list shows for a record, and the count of a 待我处理 card of its workbench.
 */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { closeFeedbackPopup } from './flow-helpers'

/**
 * The header badge shows `count` once the page is shown again (the badge is read once the shell is
 * drawn); `popup`: the account has feedback waiting, whose popup opens after sign-in.
 */
export async function expectBadge(page: Page, popup: boolean, count: number, label: string) {
  await page.reload()
  if (popup) await closeFeedbackPopup(page)
  const button = page.getByRole('button', { name: /^待办事项/ })
  await expect
    .poll(() => button.getAttribute('aria-label'), { message: label })
    .toBe(count ? `待办事项，${count > 99 ? '99+' : count}条未读` : '待办事项')
}

/** The titles of the rows of 消息 that name the record `id`, newest first. */
export async function listed(page: Page, id: string): Promise<string[]> {
  await page.evaluate(() => {
    location.hash = '/message'
  })
  const rows = page.getByRole('row').filter({ hasText: id })
  await expect.poll(() => rows.count()).toBeGreaterThan(0)
  return Promise.all(
    (await rows.all()).map((row) =>
      row
        .getByRole('cell')
        .nth(2)
        .textContent()
        .then((text) => text ?? ''),
    ),
  )
}

/** The workbench's 待我处理 card of `pageName` shows `expected` (0: the card is not shown). */
export async function expectCard(page: Page, pageName: string, expected: number, label: string) {
  await page.evaluate(() => {
    location.hash = '#/welcome'
  })
  const waiting = page.locator('.evc-page[data-path="/welcome"] [data-card="waiting"]')
  await expect.poll(() => waiting.isVisible()).toBe(true)
  const button = waiting.locator(`button[data-page="${pageName}"]`)
  await expect
    .poll(async () => ((await button.count()) ? button.getAttribute('data-count') : '0'), { message: label })
    .toBe(String(expected))
}
