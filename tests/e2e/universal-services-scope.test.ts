/**
 * Universal services' screens and the data scope (issue 15: "Every screen of the area shows
 * seeded data for admin; tianjin and operator see only their scope"): every list screen of the
 * area a user may open shows the rows the server gives that user (Total as the API counts it, more
 * than none), fewer for tianjin and operator than for admin, and each row shown on the first page
 * is within the user's scope (its area in Tianjin, its operator the operator's company), as
 * admin's API reads that record.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { signedInApi } from './api-session'
import { shownTotal, waitForList } from './archives-helpers'
import { showAll } from './feedback-helpers'
import { browserForFile, newPage } from './helpers'
import { ADMIN, closeFeedbackPopup, openAs } from './shell-helpers'

const browser = browserForFile()
const AREA = '/universal-services'
const OPERATOR_ID = '687651396'

/** The area's list screens (the two dashboards are the dashboards issue's) and their resources. */
const SCREENS = [
  ['operator-info', 'operator-info'],
  ['certification-management', 'certifications'],
  ['access-audit', 'access-applies'],
  ['enterprise-apply', 'enterprise-applies'],
  ['enterprise-record', 'enterprise-records'],
  ['accessproof-apply', 'accessproof-applies'],
  ['accessproof-record', 'accessproof-records'],
  ['accessproof-release', 'accessproof-releases'],
] as const

interface Scoped {
  areaCode: string
  operatorId: string
}

const USERS = [
  { ...ADMIN, inScope: (_row: Scoped) => true },
  {
    username: 'tianjin',
    password: 'City@2026ev',
    inScope: (row: Scoped) => row.areaCode.startsWith('1201'),
  },
  {
    username: 'operator',
    password: 'Oper@2026ev',
    inScope: (row: Scoped) => row.operatorId === OPERATOR_ID,
  },
] as const

/** A demo account's API session from Node: its page rights, list totals and records. */
async function apiSession(username: string, password: string) {
  const { get, may } = await signedInApi(username, password)
  return {
    may,
    total: async (resource: string) => (await get(`${AREA}/${resource}?pageSize=1`)).total as number,
    queued: async (resource: string) =>
      (await get(`${AREA}/${resource}?pageSize=1&waiting=me`)).total as number,
    record: (resource: string, key: string) => get(`${AREA}/${resource}/${encodeURIComponent(key)}`),
  }
}

async function open(page: Page, segment: string): Promise<Locator> {
  await page.evaluate((hash) => {
    location.hash = hash
  }, `#${AREA}/${segment}`)
  const container = page.locator(`.evc-page[data-path="${AREA}/${segment}"]`)
  await expect.poll(() => container.isVisible()).toBe(true)
  await waitForList(container)
  return container
}

describe('universal services and the data scope', () => {
  it('shows seeded data on every screen for admin, and only their scope to tianjin and operator', async () => {
    const admin = await apiSession(ADMIN.username, ADMIN.password)
    const adminTotals = new Map<string, number>()
    for (const user of USERS) {
      const api = user.username === ADMIN.username ? admin : await apiSession(user.username, user.password)
      const screens = SCREENS.filter(([segment]) => api.may(segment))
      // Admin opens all of them; tianjin reads the whole area; operator has its two applications.
      const expected = { admin: SCREENS.length, tianjin: SCREENS.length, operator: 2 }[user.username]
      expect(screens.length, user.username).toBe(expected)
      const { page, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
      try {
        await openAs(page, user.username, user.password, '/account-center')
        if (user.username === 'operator') await closeFeedbackPopup(page)
        for (const [segment, resource] of screens) {
          const label = `${user.username} ${segment}`
          const list = await open(page, segment)
          // A review list opens on 待我处理 with the API's waiting=me total (issue 41 item 4); then 全部.
          const queue = list.locator('.evc-queue-switch')
          if (await queue.count()) {
            await expect.poll(() => shownTotal(list), { message: label }).toBe(await api.queued(resource))
            await showAll(list)
          }
          await expect.poll(() => shownTotal(list), { message: label }).toBe(await api.total(resource))
          const total = await shownTotal(list)
          expect(total, label).toBeGreaterThan(0)
          expect(total, label).toBe(await api.total(resource))
          if (user.username === ADMIN.username) adminTotals.set(segment, total)
          else expect(total, label).toBeLessThan(adminTotals.get(segment) ?? 0)
          const keys = await list
            .locator('tbody tr[data-row-key]')
            .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key') ?? ''))
          expect(keys.length, label).toBeGreaterThan(0)
          for (const key of keys) {
            const record = (await admin.record(resource, key)) as Scoped
            expect(user.inScope(record), `${label} ${key} ${record.areaCode} ${record.operatorId}`).toBe(true)
          }
        }
      } finally {
        await close()
      }
    }
  }, 480_000)
})
