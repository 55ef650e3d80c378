/**
 * axe-core over what every list opens (issue 21: "every screen … with its detail and dialogs
 * open"), in light and dark: for each screen of the route catalogue that exists, the first row's
 * 详情 when it opens a drawer or dialog in place (flow lists open sub-pages instead, which
 * accessibility.test.ts walks), and each create dialog of its toolbar (新增…, 新建…). Walked from
 * AREA_ROUTES like the other axe files, so a new screen's dialogs join without a line here. The
 * theme is the element's `theme` attribute (switched at run time, issue 21: Themes).
 */
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  closeOverlays,
  installAxe,
  openScreen,
  violations,
  waitForContent,
  walkedRoutes,
} from './accessibility-helpers'
import { browserForFile, newPage, type TestPage, url } from './helpers'
import { ADMIN, signIn } from './shell-helpers'

const browser = browserForFile()
let session: TestPage

/** What opened in place: the topmost dialog or drawer that is visible. */
const openDialog = (page: Page): Locator => page.locator('[role="dialog"]:visible').last()

/**
 * Click `button` and, when a dialog opens in place (not a page of its own), check it with axe and
 * close it; answers the problems found, or null when nothing opened in place.
 */
async function checkDialogOf(page: Page, button: Locator): Promise<string[] | null> {
  const before = await page.evaluate(() => location.hash)
  await button.click()
  const opened = await expect
    .poll(
      async () =>
        (await openDialog(page).count()) > 0 || (await page.evaluate(() => location.hash)) !== before,
      {
        timeout: 15_000,
      },
    )
    .toBe(true)
    .then(
      () => true,
      () => false,
    )
  if (!opened || (await openDialog(page).count()) === 0) return null
  const dialog = openDialog(page)
  await waitForContent(dialog)
  // Checked once the opening animation (fade and zoom) is over: half-faded text is not what a user reads.
  await dialog.evaluate((node) =>
    Promise.all(
      (node.getRootNode() as ShadowRoot)
        .getAnimations()
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const found = await violations(page)
  await closeOverlays(page)
  await expect.poll(() => openDialog(page).count()).toBe(0)
  return found
}

beforeAll(async () => {
  session = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
  await installAxe(session.context)
  const { page } = session
  await page.goto(url('/#/login'))
  await signIn(page, ADMIN.username, ADMIN.password)
  await page.waitForFunction(() => !location.hash.startsWith('#/login'), undefined, { timeout: 20_000 })
})

afterAll(async () => {
  await session?.close()
})

/** The create buttons of a screen (its list's toolbar, a part above the list). */
const CREATE = /^(新增|新建)/

describe.each(['light', 'dark'] as const)(
  'WCAG 2.1 A and AA of details and dialogs, %s (axe-core)',
  (theme) => {
    beforeAll(async () => {
      await session.page.evaluate((value) => {
        const element = document.querySelector('ev-console')
        if (value === 'light') element?.removeAttribute('theme')
        else element?.setAttribute('theme', value)
      }, theme)
    })

    let opened = 0
    for (const route of walkedRoutes()) {
      it(`${route.title} (${route.path})`, async () => {
        const { page } = session
        await closeOverlays(page)
        const list = await openScreen(page, route.path)
        const problems: string[] = []
        const detail = list
          .locator('.ev-table-tbody tr[data-row-key]')
          .first()
          .getByRole('button', { name: '详情', exact: true })
        if (await detail.count()) {
          const found = await checkDialogOf(page, detail)
          if (found) {
            opened += 1
            problems.push(...found.map((line) => `详情: ${line}`))
          }
          // A sub-page opened instead (walked elsewhere): back to the list.
          if (!(await list.isVisible())) await openScreen(page, route.path)
        }
        const creates = list.getByRole('button', { name: CREATE })
        for (let index = 0; index < (await creates.count()); index += 1) {
          const button = creates.nth(index)
          const name = (await button.textContent()) ?? ''
          const found = await checkDialogOf(page, button)
          if (found) {
            opened += 1
            problems.push(...found.map((line) => `${name}: ${line}`))
          }
          if (!(await list.isVisible())) await openScreen(page, route.path)
        }
        expect(problems).toEqual([])
      })
    }

    it('opened details and dialogs in place on many screens', () => {
      expect(opened).toBeGreaterThan(20)
    })
  },
)
