/** Helpers of the live screens' e2e files (issue 16): the simulator, API totals and figures. */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { CONNECTOR_STATUS } from '../../src/core/domain/enums'
import { url } from './helpers'
import { ADMIN, openAs } from './shell-helpers'

/** The three demo accounts: everything, Tianjin (a city user), and one company within Tianjin. */
export const USERS = [
  ADMIN,
  { username: 'tianjin', password: 'City@2026ev' },
  { username: 'operator', password: 'Oper@2026ev' },
] as const

/** Switch the test server's simulator, raise an alarm or move a connector on (server/src/live/routes.ts). */
export async function simulator(body: Record<string, unknown>): Promise<{ alarmId: number | null }> {
  const response = await fetch(url('/api/test/simulator'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  })
  return (await response.json()).data
}

/** The list total of a call, as the page's signed-in user. */
export function apiTotal(page: Page, path: string): Promise<number> {
  return page.evaluate(async (target) => {
    const response = await fetch(target, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
    return (await response.json()).data.total as number
  }, `/api${path}`)
}

/** The number a Statistic card with this exact title shows. */
export async function statistic(page: Page, title: string): Promise<number> {
  const card = page
    .locator('.ev-statistic')
    .filter({ has: page.locator('.ev-statistic-title').getByText(title, { exact: true }) })
  return Number((await card.locator('.ev-statistic-content-value').textContent())?.replace(/,/g, ''))
}

/** Connectors per status as charging-status shows them, in CONNECTOR_STATUS order. */
export function shownStatusCounts(page: Page): Promise<number[]> {
  return Promise.all(CONNECTOR_STATUS.map((status) => statistic(page, status.label)))
}

/** Connectors per status on the server now, in the page's user's data scope (charging-devices' list). */
export function statusCounts(page: Page): Promise<number[]> {
  return Promise.all(
    CONNECTOR_STATUS.map((status) =>
      apiTotal(page, `/operating-services/charging-devices?status=${status.value}&pageSize=1`),
    ),
  )
}

/** Sign in, open a live screen and wait for its stream to be live. */
export async function openLive(page: Page, user: { username: string; password: string }, path: string) {
  await openAs(page, user.username, user.password, path)
  const badge = page.locator('[data-live-state]')
  await expect.poll(() => badge.getAttribute('data-live-state')).toBe('live')
}

/** Tell the page its tab is hidden or shown again (the visibilitychange useLiveStream follows). */
export function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  return page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value, configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  }, state)
}
