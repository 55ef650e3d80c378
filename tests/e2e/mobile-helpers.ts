/**
 * Shared by the 移动端管理 end-to-end tests (issue 20): opening a screen of the area, and the
 * HTML and script payloads stored in its text fields with the checks that none of them ran.
 */
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { waitForList } from './archives-helpers'

/** Open a screen of the area through the console's hash route; resolves once its list has answered. */
export async function openMobilePage(page: Page, name: string): Promise<Locator> {
  const path = `/mobile-management/${name}`
  await page.evaluate((hash) => {
    location.hash = hash
  }, `#${path}`)
  const container = page.locator(`.evc-page[data-path="${path}"]`)
  await expect.poll(() => container.isVisible()).toBe(true)
  await waitForList(container)
  return container
}

/**
 * An image whose error handler and a script that would each set `window.__evXss` to `field`:
 * shown literally when the console treats it as text, setting the flag if it ever ran.
 */
export const payload = (field: string) =>
  `<img src=x onerror="window.__evXss='${field}'"><script>window.__evXss='${field}'</script>`

/** The same two payloads, each within 32 characters (names, words) for a `tag` of up to 2. */
export const shortPayloads = (tag: string) =>
  [`<img src=x onerror=__evXss='${tag}'>`, `<script>__evXss='${tag}'</script>`] as const

/** Collect the page's alert, confirm and prompt dialogs (an `alert(1)` payload would open one). */
export function collectDialogs(page: Page): string[] {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return dialogs
}

/** Nothing a payload carries ran: no flag set, no dialog opened, no `<img src=x>` or script made. */
export async function expectNothingRan(page: Page, dialogs: readonly string[]): Promise<void> {
  expect(await page.evaluate(() => (window as { __evXss?: string }).__evXss)).toBeUndefined()
  expect(dialogs).toEqual([])
  // CSS locators pierce the console's (open) shadow roots.
  expect(await page.locator('img[src="x"]').count()).toBe(0)
  expect(await page.locator('script', { hasText: '__evXss' }).count()).toBe(0)
  expect(await page.locator('[onerror]').count()).toBe(0)
}
