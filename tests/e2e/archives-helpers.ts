/**
 * Helpers of the archives end-to-end tests: opening an archives page in the signed-in console,
 * finding its page container (kept-alive pages stay in the DOM, hidden), and reading the API's
 * answer for the same list as a user of the console (no request mocking).
 */
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { apiCall, sessionCookies } from './api-session'
import { SHOWN } from './helpers'

/** The archives pages of the route catalogue, in menu order, with their list resource. */
export const ARCHIVES_PAGES = [
  ['station-archives-management', '充电站档案', 'stations'],
  ['equipment-archives-management', '充电设备档案', 'equipment'],
  ['connector-archives-management', '充电接口档案', 'connectors'],
  ['order-archives-management', '充电订单档案', 'orders'],
  ['operator-archives-management', '运营商档案', 'operators'],
  ['platform-operator-archives-management', '平台运营商档案', 'platform-operators'],
  ['exchange-station-management', '换电站档案', 'swap-stations'],
  ['exchange-order-management', '换电订单档案', 'swap-orders'],
  ['battery-file', '电池档案', 'batteries'],
  ['no-power-equipment', '零电量设备', 'no-power-equipment'],
  ['file-management', '文件管理', 'files'],
  ['station-assessment-records', '场站评定记录', 'assessment-records'],
  ['rural-station-tagging', '乡村站标记', 'rural-stations'],
] as const

/** The full path of an archives page. */
export const archivesPath = (segment: string) => `/archives-management/${segment}`

/** The container of a page (shown or kept alive). */
export function pageOf(page: Page, segment: string): Locator {
  return page.locator(`.evc-page[data-path="${archivesPath(segment)}"]`)
}

/** The number in the pagination's `Total N`, once the list has answered. */
export async function shownTotal(container: Locator): Promise<number> {
  const text = container.getByText(SHOWN.total)
  await expect.poll(() => text.count()).toBe(1)
  return Number((await text.textContent())?.replace(/\D/g, ''))
}

/** Wait until a list page shows its table: `Total N` in the pagination or the empty text. */
export async function waitForList(container: Locator): Promise<void> {
  await expect
    .poll(
      async () =>
        (await container.getByText(SHOWN.total).count()) + (await container.getByText(SHOWN.empty).count()),
      {
        timeout: 30_000,
      },
    )
    .toBeGreaterThan(0)
}

/** Open an archives page through the console's hash route; resolves once its list has answered. */
export async function openArchivesPage(page: Page, segment: string): Promise<Locator> {
  await page.evaluate(
    (hash) => {
      location.hash = hash
    },
    `#${archivesPath(segment)}`,
  )
  const container = pageOf(page, segment)
  await expect.poll(() => container.isVisible()).toBe(true)
  await waitForList(container)
  return container
}

/**
 * What the browser console showed in red, without requests the console cancelled itself
 * (`net::ERR_ABORTED`: a picker's request aborted when its form remounts it, or a page's request
 * when it is hidden). Chromium logs no console message for a cancelled request.
 */
export function consoleErrors(errors: readonly string[]): string[] {
  return errors.filter((error) => !error.includes('net::ERR_ABORTED'))
}

/** The tab bar of the console. */
export const tabBar = (page: Page) => page.getByRole('tablist', { name: '已打开的页面' })

/** An API session of a demo account from Node, for the totals the screens must show. */
export class ApiUser {
  private cookie = ''
  constructor(
    private readonly username: string,
    private readonly password: string,
  ) {}

  async signIn(): Promise<this> {
    this.cookie = (await sessionCookies(this.username, this.password)).join('; ')
    return this
  }

  /** `total` of a list call, e.g. `total('stations', { stationStatus: '50' })`. */
  async total(resource: string, params: Record<string, string> = {}): Promise<number> {
    const query = new URLSearchParams({ ...params, pageSize: '1' })
    return (await apiCall(this.cookie, 'GET', `/archives-management/${resource}?${query}`)).total
  }
}
