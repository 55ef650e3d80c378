/**
 * What the walks of a flow's to-dos and notices share (issue 41: the *-work.ts walks, run by
 * work-applications.test.ts and work-platform.test.ts): a party's header badge, the titles its 消息
 * list shows for a record, the 待我处理 count of a menu entry and of its workbench card, and the
 * parties themselves, signed in.
 */
import type { Browser, Page } from 'playwright-core'
import { expect } from 'vitest'
import { AREAS, MENU_ROUTES } from '../../src/core/domain/routes'
import { type ApiSession, signedInApi } from './api-session'
import { closeFeedbackPopup, OPERATOR, step, TIANJIN, VIEWPORT } from './flow-helpers'
import { newPage, type TestPage } from './helpers'
import { ADMIN, AdminClient, freshUsername, loginTo, openAs, openSignedIn } from './shell-helpers'

/**
 * The header badge shows `count`: polled without a reload, since the badge follows the server's
 * work signal (issue 41; server/src/workflow/work-signal.ts).
 */
export async function expectBadge(page: Page, count: number, label: string) {
  const button = page.getByRole('button', { name: /^待办事项/ })
  const expected = count ? `待办事项，${count > 99 ? '99+' : count}条未读` : '待办事项'
  try {
    await expect.poll(() => button.getAttribute('aria-label'), { message: label }).toBe(expected)
  } catch (error) {
    // What the server says at that moment, in this page's session: a badge behind the server is
    // a signal that did not arrive or a read answered out of order; one with it, a wrong count.
    const server = await page
      .evaluate(() =>
        fetch('/api/messageInfo/messageCount', { credentials: 'include' }).then((answer) => answer.text()),
      )
      .catch((reason: unknown) => String(reason))
    throw new Error(`${label}: badge ${await button.getAttribute('aria-label')}, server ${server}`, {
      cause: error,
    })
  }
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

/** An account's 待我处理 count of `page` as the API answers it (0: none waits). */
export async function queueCount(api: ApiSession, page: string): Promise<number> {
  return Number((await api.get('/workflow/queue-counts')).counts[page] ?? 0)
}

/** The menu entry of `pageName` shows the 待我处理 count `expected` (0: no count), its area's group opened. */
export async function expectMenuCount(page: Page, pageName: string, expected: number, label: string) {
  const route = MENU_ROUTES.find((entry) => entry.name === pageName)
  const area = AREAS.find((entry) => entry.key === route?.area)
  if (!route || !area) throw new Error(`${pageName} is no menu entry`)
  const menu = page.getByRole('navigation', { name: '主菜单' })
  const group = menu.locator('[role="menuitem"][aria-haspopup="true"]').filter({ hasText: area.title })
  await expect.poll(() => group.count()).toBe(1)
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click()
  const entry = menu.locator(`[role="menuitem"][title="${route.title}"]`)
  await expect.poll(() => entry.count()).toBe(1)
  const count = entry.locator('.evc-menu-count')
  await expect
    .poll(async () => ((await count.count()) ? await count.textContent() : '0'), { message: label })
    .toBe(String(expected))
}

/**
 * Take a step in the browser on a record's page: open `hash` (a flow's examine or detail sub-page),
 * then on its region `region` the step `label`, with its opinion, behind its confirmation.
 */
export async function stepOn(page: Page, hash: string, region: string, label: string, opinion?: string) {
  await page.evaluate((target) => {
    location.hash = target
  }, hash)
  await step(page, page.getByRole('region', { name: region }), label, opinion)
}

/** What a party's page shows of its work, checked together after a step. */
export interface Shown {
  /** Unread to-dos and notices (the header badge). */
  badge: number
  /** The title of the newest 消息 row naming the record (empty: not checked). */
  newest?: string
  /** The 待我处理 count of the page, on its menu entry and its workbench card. */
  queue?: [page: string, count: number]
}

/** The party's badge, newest 消息 of the record `id`, menu count and workbench card are `shown`. */
export async function expectShown(page: Page, id: string, shown: Shown, label: string) {
  await expectBadge(page, shown.badge, `${label}: badge`)
  if (shown.newest) await expectNewest(page, id, shown.newest, label)
  if (shown.queue) {
    await expectMenuCount(page, shown.queue[0], shown.queue[1], `${label}: menu count`)
    await expectCard(page, shown.queue[0], shown.queue[1], `${label}: workbench`)
  }
}

/** A demo account a walk signs in, with what its first screen opens that must be closed first. */
export interface Account {
  username: string
  password: string
  afterSignIn?: (page: Page) => Promise<void>
  /** The password of the first sign-in, when `afterSignIn` changes it to `password`. */
  initial?: string
  /**
   * Takes the account out of the platform after its walk (a fresh one): a 平台管理员 of Tianjin
   * left active is the most local examiner of every later Tianjin flow on the same server, and
   * takes the to-dos that walks expect admin to get (CI of 1c5b654: certification-work after
   * rural-work, "受理: the examiner: badge 待办事项, server unreadCount 0").
   */
  retire?: () => Promise<void>
}

/**
 * An account a walk creates (admin's API) with a role and attributes (auth_area: its scope): its
 * first sign-in's forced 修改密码 dialog sets `password` (decisions: Stale password).
 */
export async function freshAccount(
  roleName: string,
  password: string,
  attrs: Readonly<Record<string, string>> = {},
): Promise<Account> {
  const admin = new AdminClient()
  await admin.signIn()
  const username = freshUsername('walk')
  const initial = 'First@2026ev'
  const userId = await admin.createUser(username, initial, roleName, attrs)
  return {
    retire: () => admin.disable(userId),
    username,
    password,
    initial,
    afterSignIn: async (page) => {
      const dialog = page.getByRole('dialog', { name: '修改密码' })
      await expect.poll(() => dialog.isVisible()).toBe(true)
      await dialog.getByLabel('当前密码').fill(initial)
      await dialog.getByLabel('新密码').fill(password)
      await dialog.getByLabel('确认密码').fill(password)
      await dialog.getByRole('button', { name: '确定', exact: true }).click()
      await expect.poll(() => dialog.isVisible()).toBe(false)
    },
  }
}

/** The demo operator (its feedback popup opens after sign-in). */
export const OPERATOR_ACCOUNT: Account = { ...OPERATOR, afterSignIn: closeFeedbackPopup }
/** The duty officer of ops-services (运维值班员, all of Tianjin). */
export const DUTY_ACCOUNT: Account = { username: 'stale', password: 'Stale@2026ev' }
export { ADMIN, TIANJIN }

/** One party of a walk: its page and its API session. */
export interface Party {
  page: Page
  api: ApiSession
}

/** A party signed in by an earlier walk of the file. */
interface Kept {
  opened: TestPage
  party: Party
}

/**
 * The demo accounts' parties, by username: the walks of one file share them instead of each
 * signing in and loading the console cold again (issue 40: a cold page ~2.3 CPU-s, and the 14
 * walks opened 28). The file's pages are closed after it (helpers.ts: browserForFile), so a party
 * whose page is closed is signed in anew.
 */
const kept = new Map<string, Kept>()

/** The account signed in, in its own page and API session: a kept one when it may be kept. */
async function partyOf(browser: Browser, account: Account): Promise<{ party: Party; opened: TestPage }> {
  const { username, password, afterSignIn, initial } = account
  const reuse = kept.get(username)
  if (!initial && reuse && !reuse.opened.page.isClosed()) {
    // Back to 个人中心, as a new party starts: the last walk may have left a dialog or a step page.
    await reuse.opened.page.evaluate(() => {
      location.hash = '/account-center'
    })
    return reuse
  }
  const opened = await newPage(browser, VIEWPORT)
  // Lands on 个人中心, a light page: the walk opens its own pages (issue 40). A new account signs
  // in through the form, which asks it to change its initial password; any other opens its
  // session through the API (a cold load of the login page less, issue 40).
  if (initial) await openSignedIn(opened.page, username, initial, loginTo('/account-center'))
  else await openAs(opened.page, username, password, '/account-center')
  await afterSignIn?.(opened.page)
  const party = { page: opened.page, api: await signedInApi(username, password) }
  // A fresh account is retired after its walk: its page is not kept.
  if (!initial) kept.set(username, { opened, party })
  return { party, opened }
}

/**
 * Run `walk` with each account signed in, each in its own page and API session, all starting with
 * nothing unread (their unread 消息 are then exactly what the walk gives). A demo account's page is
 * kept for the file's next walk (partyOf); a fresh account's is closed after.
 */
export async function walkWith<K extends string>(
  browser: Browser,
  accounts: Readonly<Record<K, Account>>,
  walk: (parties: Record<K, Party>) => Promise<void>,
) {
  const keys = Object.keys(accounts) as K[]
  const fresh: TestPage[] = []
  try {
    const parties = {} as Record<K, Party>
    for (const key of keys) {
      const { party, opened } = await partyOf(browser, accounts[key])
      if (accounts[key].initial) fresh.push(opened)
      parties[key] = party
    }
    for (const key of keys) await parties[key].api.post('/messageInfo/read', { ids: [] })
    for (const key of keys) await expectBadge(parties[key].page, 0, `${key} at the start`)
    await walk(parties)
  } finally {
    for (const opened of fresh) await opened.close()
    for (const key of keys) await accounts[key].retire?.()
  }
}

/** The two parties of the application walks: the demo operator and tianjin. */
export interface Parties {
  operator: Page
  city: Page
  op: ApiSession
  tj: ApiSession
}

/** Run `walk` with the operator and tianjin signed in (walkWith). */
export function walkWithParties(browser: Browser, walk: (parties: Parties) => Promise<void>) {
  return walkWith(browser, { operator: OPERATOR_ACCOUNT, city: TIANJIN }, ({ operator, city }) =>
    walk({ operator: operator.page, city: city.page, op: operator.api, tj: city.api }),
  )
}
