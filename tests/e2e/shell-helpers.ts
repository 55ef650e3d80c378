/**
 * Helpers of the shell's end-to-end tests: signing in through the console's login page, and an
 * administrator's API client (Node fetch with the session cookie) that creates the accounts the
 * tests change (decisions: Test isolation) and disables them.
 */
import type { Browser, Frame, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { encrypt } from '../../src/core/crypto'
import { sessionCookies } from './api-session'
import { newPage, SHOWN, type TestPage, url } from './helpers'

/**
 * Resolve once nothing on the page moves: every finite animation and transition of the document
 * and of its shadow roots has finished. A click on a button that is still moving (a dialog's
 * zoom-in) can miss it on a loaded machine, and half-faded text, or a colour half-way to a new
 * theme, is not what a user reads. Looked at again after each wait: new styles reach some parts a
 * frame or two later, and their transitions start then. Given a locator, it waits for that to be
 * shown first.
 */
export async function untilStill(target: Page | Locator): Promise<void> {
  let page: Page
  if ('page' in target) {
    await target.waitFor()
    page = target.page()
  } else page = target
  await page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    for (let round = 0; round < 10; round += 1) {
      await frames()
      const roots: (Document | ShadowRoot)[] = [document]
      for (const element of document.querySelectorAll('*'))
        if (element.shadowRoot) roots.push(element.shadowRoot)
      // Infinite animations (a spinner) never finish: only the finite ones are awaited.
      const moving = roots
        .flatMap((root) => root.getAnimations())
        .filter(
          (a) =>
            a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
        )
      if (moving.length === 0) return
      await Promise.race([
        Promise.all(moving.map((a) => a.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 3_000)),
      ])
    }
  })
}

/**
 * Open the header's 更多 menu by hovering it and hand back its item `name`, visible. The menu
 * opens on hover; under load a first hover can land while the header is still re-rendering, so
 * it hovers again until the item shows.
 */
export async function moreMenuItem(page: Page, name: string) {
  const more = page.getByRole('button', { name: /更多/ })
  const item = page.getByRole('menuitem', { name })
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await more.hover()
    const shown = await item.waitFor({ state: 'visible', timeout: 3000 }).then(
      () => true,
      () => false,
    )
    if (shown) return item
    // Leave and come back: a fresh hover opens the menu again.
    await page.mouse.move(0, 0)
  }
  await item.waitFor({ state: 'visible' })
  return item
}

export const ADMIN = { username: 'admin', password: 'Admin@2026ev' }

/** Sign in through the login page shown in `target` (a page or a frame). */
export async function signIn(target: Page | Frame, username: string, password: string): Promise<void> {
  await target.getByLabel('用户名').fill(username)
  await target.getByLabel('密码', { exact: true }).fill(password)
  await target.getByRole('button', { name: '登录', exact: true }).click()
}

/**
 * The login page's address that goes, once signed in, straight to `path` (its jumpTo) instead of
 * the start page: the real-time dashboard, whose charts and live stream cost a test that only
 * passes through it ~1.5 CPU-s per sign-in (issue 40). Going to `path` after is then a no-op.
 */
export const loginTo = (path: string) => `/#/login?jumpTo=${encodeURIComponent(url(`/#${path}`))}`

/**
 * Open the console's login page and sign in through its form; resolves once the shell shows. For
 * a test of the sign-in itself (the form, jumpTo, a password to change first, the start page):
 * any other test opens its page signed in through the API (`openAs`), which costs a renderer
 * 0.56 CPU-s less than the form (issue 40: 8 cold loads each way, three rounds interleaved).
 */
export async function openSignedIn(page: Page, username: string, password: string, start = '/#/login') {
  await page.goto(url(start))
  await signIn(page, username, password)
  await expect.poll(() => page.url()).not.toContain('#/login')
}

/** An account's session opened through the API, as cookies for a browser context. */
export async function sessionOf(username: string, password: string): Promise<SessionCookie[]> {
  return (await sessionCookies(username, password)).map((cookie) => {
    const at = cookie.indexOf('=')
    return { name: cookie.slice(0, at), value: cookie.slice(at + 1), url: url() }
  })
}
type SessionCookie = { name: string; value: string; url: string }

/** Give `page`'s context an account's session opened through the API (no sign-in form drawn). */
export async function giveSession(page: Page, username: string, password: string): Promise<void> {
  await page.context().addCookies(await sessionOf(username, password))
}

/**
 * Open the console at `path` (its hash route) signed in as an account: signed in through the API
 * as the console does, its session cookie given to the page's context, for a test that signed in
 * through the form only to load `path` afresh next (issue 40: one cold load instead of two).
 * Resolves once the shell shows.
 */
export async function openAs(page: Page, username: string, password: string, path: string) {
  await giveSession(page, username, password)
  await page.goto(url(`/#${path}`))
  await page.locator('.evc-page').first().waitFor({ timeout: 30_000 })
}

/**
 * A page of its own signed in as admin on 个人中心, a light page, for a file's tests (in `beforeAll`):
 * its session opened through the API (`openAs`), not the form, which would draw the start
 * dashboard for nothing (issue 40).
 */
export async function adminPage(browser: Browser): Promise<TestPage> {
  const admin = await newPage(browser, { viewport: { width: 1600, height: 1000 } })
  await openAs(admin.page, ADMIN.username, ADMIN.password, '/account-center')
  return admin
}

/**
 * A page signed in as admin for a file's tests: opened before them, closed after them. Call at the
 * top of the file; `admin()` inside a test.
 */
export function adminPageForFile(browser: () => Browser): () => TestPage {
  let admin: TestPage | undefined
  beforeAll(async () => {
    admin = await adminPage(browser())
  })
  afterAll(async () => {
    await admin?.close()
  })
  return () => {
    if (!admin) throw new Error('the admin page opens in beforeAll')
    return admin
  }
}

let unique = 0

/** A username no other test uses. */
export function freshUsername(prefix = 'e2e'): string {
  unique += 1
  return `${prefix}${Date.now().toString(36)}${unique}`
}

/** The platform API as an administrator, from Node (no browser involved). */
export class AdminClient {
  private cookie = ''

  /** Sign in as admin. */
  async signIn(): Promise<void> {
    const body = new URLSearchParams({ username: ADMIN.username, password: encrypt(ADMIN.password) })
    const response = await fetch(url('/api/login'), {
      method: 'POST',
      body,
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    })
    const answer = (await response.json()) as { code: number; msg: string }
    if (answer.code !== 200) throw new Error(`admin sign-in failed: ${answer.msg}`)
    this.cookie = response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ')
  }

  /** Call the API; resolves to the envelope's data, throws on a non-200 code. */
  async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetch(url(`/api${path}`), {
      method,
      headers: {
        Cookie: this.cookie,
        'X-Requested-With': 'XMLHttpRequest',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const answer = (await response.json()) as { code: number; msg: string; data: T }
    // 419: admin also signed in elsewhere (another test's browser); the call went through (decisions: 419).
    if (answer.code !== 200 && answer.code !== 419)
      throw new Error(`${method} ${path}: ${answer.code} ${answer.msg}`)
    return answer.data
  }

  /**
   * Create an account with a role and, where given, attributes of its own (auth_area: its data
   * scope); it must change its password at first sign-in (resetPwdFlag).
   */
  async createUser(
    username: string,
    password: string,
    roleName = '档案查看员',
    attrs: Readonly<Record<string, string>> = {},
  ): Promise<number> {
    const roles = await this.call<{ roleId: number; roleName: string }[]>('GET', '/sso/post/api/getRoleNames')
    const role = roles.find((entry) => entry.roleName === roleName)
    if (!role) throw new Error(`no role ${roleName}`)
    const { userId } = await this.call<{ userId: number }>('POST', '/sso/post/api/register/create', {
      username,
      password: encrypt(password),
      name: `测试${username.slice(-4)}`,
      roleIds: [role.roleId],
      attrs: Object.entries({ ...attrs, role_name: roleName }).map(([attrKey, attrValue]) => ({
        attrKey,
        attrValue,
      })),
    })
    return userId
  }

  /** Disable an account: its open sessions end (607 on their next call). */
  async disable(userId: number): Promise<void> {
    await this.call('GET', `/sso/post/api/user/status?userId=${userId}&status=0`)
  }
}

/** The operator account has feedback waiting: its 意见反馈处理 popup opens after sign-in; close it. */
export async function closeFeedbackPopup(page: Page): Promise<void> {
  const feedback = page.getByRole('dialog', { name: '意见反馈处理' })
  await expect.poll(() => feedback.isVisible()).toBe(true)
  await feedback.getByRole('button', { name: SHOWN.close }).click()
  await expect.poll(() => feedback.isVisible()).toBe(false)
}
