/**
 * charging-status and trouble-monitor in each user's data scope (issue 16; decisions: Data
 * scope): admin sees the whole network, tianjin its city's districts, operator its own company
 * within Tianjin. What each screen shows is what the same user's scoped lists answer.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { REGIONS } from '../../src/core/domain/regions'
import { DEMO_OPERATOR } from './feedback-helpers'
import { browserForFile, newPage, SHOWN } from './helpers'
import { apiTotal, openLive, shownStatusCounts, statistic, statusCounts, USERS } from './live-helpers'
import { ADMIN } from './shell-helpers'

const browser = browserForFile()

const namesUnder = (parent: string) =>
  new Set(REGIONS.filter((region) => region.parentCode === parent).map((region) => region.name))
const TIANJIN = namesUnder('120100')
const HEBEI = namesUnder('130000')

interface Alarm {
  id: number
  areaCode: string
  operatorId: string
}

/** The page's user's own alarm list, as the request the screen made asks for it. */
function listAs(page: Page, path: string): Promise<{ total: number; list: Alarm[] }> {
  return page.evaluate(async (target) => {
    const response = await fetch(target, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
    return (await response.json()).data
  }, path)
}

/** Close the notice a user may get on entering the shell (section 4: 意见反馈处理), if it shows. */
async function closeNotice(page: Page) {
  const notice = page.getByRole('dialog').filter({ visible: true })
  if ((await notice.count()) === 0) return
  await notice.getByRole('button', { name: SHOWN.close }).click()
  await expect.poll(() => notice.count()).toBe(0)
}

describe("live screens in each user's scope", () => {
  it('charging-status counts the connectors of each user’s scope, by district within its area', async () => {
    const totals: number[] = []
    for (const user of USERS) {
      const { page, errors, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
      try {
        await openLive(page, user, '/operating-services/operating-information/charging-status')
        // Each status card: the user's connectors of that status (the simulator is off).
        await expect.poll(() => shownStatusCounts(page)).toEqual(await statusCounts(page))
        const all = await apiTotal(page, '/operating-services/charging-devices?pageSize=1')
        expect(await statistic(page, '接口总数')).toBe(all)
        totals.push(all)
        // The districts of the chart, read in its 数据 view.
        const card = page
          .locator('.ev-card')
          .filter({ has: page.getByText('各区域充电接口状态', { exact: true }) })
        await closeNotice(page)
        await card.getByRole('button', { name: '数据' }).click()
        const names = () => card.locator('tbody tr.ev-table-row td:first-child').allTextContents()
        if (user === ADMIN)
          await expect.poll(async () => (await names()).some((name) => HEBEI.has(name))).toBe(true)
        else {
          await expect.poll(async () => (await names()).length).toBeGreaterThan(0)
          await expect.poll(async () => (await names()).filter((name) => !TIANJIN.has(name))).toEqual([])
        }
        expect(errors, user.username).toEqual([])
      } finally {
        await close()
      }
    }
    const [admin, tianjin, operator] = totals
    expect(admin).toBeGreaterThan(tianjin)
    expect(tianjin).toBeGreaterThan(operator)
    expect(operator).toBeGreaterThan(0)
  })

  it('trouble-monitor lists the unconfirmed alarms of each user’s scope only', async () => {
    const totals: number[] = []
    for (const user of USERS) {
      const { page, errors, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
      try {
        const requested = page.waitForRequest(
          (request) => new URL(request.url()).pathname === '/api/ops-services/alarms',
        )
        await openLive(page, user, '/ops-services/trouble-monitor')
        const { pathname, search } = new URL((await requested).url())
        const { total, list } = await listAs(page, pathname + search)
        await expect.poll(() => page.getByText(`未确认的告警 ${total} 条，最新的在前`).count()).toBe(1)
        // The rows are the list's first page, in its order.
        await expect
          .poll(() =>
            page.locator('tr[data-row-key]').evaluateAll((rows) => rows.map((row) => row.dataset.rowKey)),
          )
          .toEqual(list.map((alarm) => String(alarm.id)))
        if (user !== ADMIN)
          expect(
            list.filter((alarm) => !alarm.areaCode.startsWith('1201')),
            user.username,
          ).toEqual([])
        if (user.username === 'operator')
          expect(list.filter((alarm) => alarm.operatorId !== DEMO_OPERATOR)).toEqual([])
        totals.push(total)
        expect(errors, user.username).toEqual([])
      } finally {
        await close()
      }
    }
    const [admin, tianjin, operator] = totals
    expect(admin).toBeGreaterThan(tianjin)
    expect(tianjin).toBeGreaterThan(operator)
    expect(operator).toBeGreaterThan(0)
  })
})
