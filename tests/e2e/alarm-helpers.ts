/** Helpers of the alarm notices' e2e files (alarm-notices.test.ts, alarm-scope.test.ts). */
import type { Page } from 'playwright-core'
import { openAs } from './shell-helpers'

/** Sign in, with the host's `ev-alarm` events collected, and wait until the work stream listens. */
export async function openConsole(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.addInitScript(() => {
    const seen: number[] = []
    Object.assign(window, { alarmsSeen: seen })
    document.addEventListener('ev-alarm', (event) =>
      seen.push((event as CustomEvent<{ id: number }>).detail.id),
    )
  })
  // The stream opens after the first screen: on a machine busy with other work, that may be long.
  const listening = page.waitForResponse((response) => response.url().includes('/workflow/work-stream'), {
    timeout: 120_000,
  })
  await openAs(page, user.username, user.password, '/account-center')
  await listening
}

/** The alarm ids the host was told of (`ev-alarm`), in order. */
export const alarmsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { alarmsSeen: number[] }).alarmsSeen)

/** The notification of alarm `id`. */
export const notification = (page: Page, id: number) => page.locator(`[data-testid="alarm-${id}"]`)
