/**
 * Live screens (issue 16): charging-status counts change while the page is open (simulator on)
 * and its stream pauses while the tab is hidden; an alarm raised on the server appears on
 * trouble-monitor without a reload and admin takes it through disposal to 已确认. charging-devices,
 * monitoring-power-exchange-stations and real-time-data show seeded data for admin and the scoped
 * data for tianjin and operator; swap slots and data-access figures change while open.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserForFile, newPage, url } from './helpers'
import { ADMIN, openSignedIn } from './shell-helpers'

const USERS = [
  ADMIN,
  { username: 'tianjin', password: 'City@2026ev' },
  { username: 'operator', password: 'Oper@2026ev' },
] as const

const browser = browserForFile()

async function simulator(body: Record<string, unknown>): Promise<{ alarmId: number | null }> {
  const response = await fetch(url('/api/test/simulator'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  })
  return (await response.json()).data
}

/** The list total of a call, as the page's signed-in user. */
function apiTotal(page: Page, path: string): Promise<number> {
  return page.evaluate(async (target) => {
    const response = await fetch(target, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
    return (await response.json()).data.total as number
  }, `/api${path}`)
}

/** The number a Statistic card with this exact title shows. */
async function statistic(page: Page, title: string): Promise<number> {
  const card = page
    .locator('.ev-statistic')
    .filter({ has: page.locator('.ev-statistic-title', { hasText: new RegExp(`^${title}$`) }) })
  return Number((await card.locator('.ev-statistic-content-value').textContent())?.replace(/,/g, ''))
}

async function openLive(page: Page, user: { username: string; password: string }, path: string) {
  await openSignedIn(page, user.username, user.password)
  await page.goto(url(`/#${path}`))
  const badge = page.locator('[data-live-state]')
  await expect.poll(() => badge.getAttribute('data-live-state'), { timeout: 15_000 }).toBe('live')
}

describe('live screens', () => {
  it('changes charging-status counts while open and pauses while the tab is hidden', async () => {
    const { page, errors, close } = await newPage(browser())
    try {
      await openSignedIn(page, ADMIN.username, ADMIN.password)
      await page.goto(url('/#/operating-services/operating-information/charging-status'))
      const badge = page.locator('[data-live-state]')
      await expect.poll(() => badge.getAttribute('data-live-state'), { timeout: 15_000 }).toBe('live')
      const counts = () => page.locator('.ev-statistic-content-value').allTextContents()
      await expect.poll(async () => (await counts()).length, { timeout: 10_000 }).toBeGreaterThan(5)
      const before = (await counts()).join('|')
      await simulator({ on: true, intervalMs: 200 })
      await expect.poll(async () => (await counts()).join('|'), { timeout: 15_000 }).not.toBe(before)
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
        document.dispatchEvent(new Event('visibilitychange'))
      })
      await expect.poll(() => badge.getAttribute('data-live-state')).toBe('paused')
      await expect.poll(() => page.getByText('已暂停').count()).toBe(1)
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
        document.dispatchEvent(new Event('visibilitychange'))
      })
      await expect.poll(() => badge.getAttribute('data-live-state'), { timeout: 10_000 }).toBe('live')
      // The console closes its own stream while the tab is hidden: not an error the user sees.
      expect(errors.filter((error) => !/\/stream \(net::ERR_ABORTED\)/.test(error))).toEqual([])
    } finally {
      await simulator({ on: false })
      await close()
    }
  })

  it('shows a raised alarm on trouble-monitor without reload and disposes it to 已确认', async () => {
    const { page, errors, close } = await newPage(browser())
    try {
      await openSignedIn(page, ADMIN.username, ADMIN.password)
      await page.goto(url('/#/ops-services/trouble-monitor'))
      const badge = page.locator('[data-live-state]')
      await expect.poll(() => badge.getAttribute('data-live-state'), { timeout: 15_000 }).toBe('live')
      await expect
        .poll(() => page.locator('tr[data-row-key]').count(), { timeout: 10_000 })
        .toBeGreaterThan(0)
      const { alarmId } = await simulator({ alarm: true })
      expect(alarmId).toBeGreaterThan(0)
      const row = page.locator(`tr[data-row-key="${alarmId}"]`)
      await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1)
      // Newest first: the raised alarm is the first row.
      expect(await page.locator('tr[data-row-key]').first().getAttribute('data-row-key')).toBe(
        String(alarmId),
      )
      await row.getByRole('button', { name: '受理' }).click()
      await expect.poll(() => row.getByText('处理中').count()).toBe(1)
      await row.getByRole('button', { name: '处理完成' }).click()
      await page
        .getByRole('button', { name: '提 交' })
        .or(page.getByRole('button', { name: '提交' }))
        .click()
      await expect.poll(() => page.getByText('请填写处理结果').count()).toBeGreaterThan(0)
      await page.getByLabel('处理结果').fill('现场复位急停按钮，设备恢复正常')
      await page
        .getByRole('button', { name: '提 交' })
        .or(page.getByRole('button', { name: '提交' }))
        .click()
      await expect.poll(() => row.getByText('已处理').count()).toBe(1)
      await expect
        .poll(() => row.getByText('admin').or(row.getByText('系统管理员')).count())
        .toBeGreaterThan(0)
      await row.getByRole('button', { name: '确认' }).click()
      // 已确认 alarms leave the list of unconfirmed ones.
      await expect.poll(() => row.count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it("lists charging devices in each user's scope, with live status", async () => {
    const totals: number[] = []
    for (const user of USERS) {
      const { page, errors, close } = await newPage(browser())
      try {
        await openLive(page, user, '/operating-services/operating-information/charging-devices')
        await expect
          .poll(() => page.locator('tr[data-row-key]').count(), { timeout: 10_000 })
          .toBeGreaterThan(0)
        const total = await apiTotal(page, '/operating-services/charging-devices?pageSize=10')
        await expect.poll(() => page.getByText(`Total ${total}`, { exact: true }).count()).toBe(1)
        expect(await page.getByText('实时充电功率').count()).toBe(1)
        if (user === ADMIN) {
          // A connector on the page changes: its row shows the new state without a reload.
          const row = page.locator('tr[data-row-key]').first()
          const id = await row.getAttribute('data-row-key')
          const before = await row.textContent()
          await simulator({ move: id })
          await expect.poll(() => row.textContent(), { timeout: 10_000 }).not.toBe(before)
          expect(await page.locator('tr[data-row-key]').first().getAttribute('data-row-key')).toBe(id)
        }
        totals.push(total)
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    }
    const [admin, tianjin, operator] = totals
    expect(admin).toBeGreaterThan(tianjin)
    expect(tianjin).toBeGreaterThanOrEqual(operator)
    expect(operator).toBeGreaterThan(0)
  })

  it("shows swap stations in each user's scope; their slots change while open", async () => {
    const counts: number[] = []
    for (const user of USERS) {
      const { page, errors, close } = await newPage(browser())
      try {
        await openLive(page, user, '/operating-services/monitoring-power-exchange-stations')
        const cards = page.locator('[data-station]')
        await expect
          .poll(async () => (await cards.count()) + (await page.getByText('没有符合条件的换电站').count()), {
            timeout: 10_000,
          })
          .toBeGreaterThan(0)
        counts.push(await cards.count())
        if (user === ADMIN) {
          const slots = () => page.locator('[data-station] .ev-tag').allTextContents()
          const before = (await slots()).join('|')
          await simulator({ on: true, intervalMs: 200 })
          await expect.poll(async () => (await slots()).join('|'), { timeout: 15_000 }).not.toBe(before)
          await simulator({ on: false })
        }
        expect(errors).toEqual([])
      } finally {
        await simulator({ on: false })
        await close()
      }
    }
    const [admin, tianjin, operator] = counts
    expect(admin).toBeGreaterThan(tianjin)
    expect(tianjin).toBeGreaterThan(0)
    expect(tianjin).toBeGreaterThanOrEqual(operator)
  })

  it("shows real-time data in each user's scope; data-access figures change while open", async () => {
    for (const user of USERS) {
      const { page, errors, close } = await newPage(browser())
      try {
        await openLive(page, user, '/universal-services/real-time-data')
        const stations = await apiTotal(page, '/archives-management/stations?pageSize=10')
        await expect.poll(() => statistic(page, '充电站'), { timeout: 10_000 }).toBe(stations)
        await expect.poll(() => page.locator('tr[data-row-key]').count()).toBeGreaterThan(0)
        if (user === ADMIN) {
          const received = () => page.getByText(/^今日接收报文/).textContent()
          const before = await received()
          await simulator({ on: true, intervalMs: 200 })
          await expect.poll(received, { timeout: 15_000 }).not.toBe(before)
          await simulator({ on: false })
        }
        expect(errors).toEqual([])
      } finally {
        await simulator({ on: false })
        await close()
      }
    }
  })
})
