/**
 * What the walks of a flow's to-dos and notices share (issue 41: flow-work.test.ts,
 * subsidy-work.test.ts, feedback-work.test.ts): a party's header badge after a reload, the titles
 * its 消息 list shows for a record, and the count of a 待我处理 card of its workbench.
 */
import type { Browser, Page } from 'playwright-core'
import { expect } from 'vitest'
import { type ApiSession, signedInApi } from './api-session'
import { closeFeedbackPopup, OPERATOR, TIANJIN, VIEWPORT } from './flow-helpers'
import { newPage } from './helpers'
import { openSignedIn } from './shell-helpers'

/**
 * The header badge shows `count`: polled without a reload, since the badge follows the server's
 * work signal (issue 41; server/src/workflow/work-signal.ts).
 */
export async function expectBadge(page: Page, count: number, label: string) {
  const button = page.getByRole('button', { name: /^待办事项/ })
  await expect
    .poll(() => button.getAttribute('aria-label'), { message: label })
    .toBe(count ? `待办事项，${count > 99 ? '99+' : count}条未读` : '待办事项')
}

/** The titles of the rows of 消息 that name the record `id`, newest first. */
async function listed(page: Page, id: string): Promise<string[]> {
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

/**
 * The newest row of 消息 that names `id` is titled `title`. Polled: 消息 reads its list again on
 * the work signal, and a step that keeps the badge's count (2 → 2) leaves nothing else to wait for.
 */
export async function expectNewest(page: Page, id: string, title: string, label: string) {
  await expect.poll(async () => (await listed(page, id))[0], { message: label }).toBe(title)
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

/** The two parties of a walk: the demo operator and tianjin, each in a page and an API session. */
export interface Parties {
  operator: Page
  city: Page
  op: ApiSession
  tj: ApiSession
}

/**
 * Run `walk` with the operator and tianjin signed in, each in its own page and API session, both
 * starting with nothing unread (their unread 消息 are then exactly what the walk gives); the pages
 * are closed after.
 */
export async function walkWithParties(browser: Browser, walk: (parties: Parties) => Promise<void>) {
  const operator = await newPage(browser, VIEWPORT)
  const city = await newPage(browser, VIEWPORT)
  try {
    await openSignedIn(operator.page, OPERATOR.username, OPERATOR.password)
    await closeFeedbackPopup(operator.page)
    await openSignedIn(city.page, TIANJIN.username, TIANJIN.password)
    const op = await signedInApi(OPERATOR.username, OPERATOR.password)
    const tj = await signedInApi(TIANJIN.username, TIANJIN.password)
    await op.post('/messageInfo/read', { ids: [] })
    await tj.post('/messageInfo/read', { ids: [] })
    await expectBadge(operator.page, 0, 'operator at the start')
    await expectBadge(city.page, 0, 'tianjin at the start')
    await walk({ operator: operator.page, city: city.page, op, tj })
  } finally {
    await operator.close()
    await city.close()
  }
}
