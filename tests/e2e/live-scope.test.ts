/**
 * charging-status and trouble-monitor in each user's data scope (issue 16; decisions: Data
 * scope): admin sees the whole network, tianjin its city's districts, operator its own company
 * within Tianjin. What each screen shows is what the same user's scoped lists answer. On admin's
 * pages, the screens live: charging-status counts change while the page is open (simulator on),
 * stop changing while its tab is hidden (the stream pauses) and catch up when it is shown again;
 * an alarm raised on the server appears on trouble-monitor without a reload and admin takes it
 * through disposal to 已确认. Each user's two screens share one page: charging-status, then
 * trouble-monitor by its address (issue 40). The other live screens: live-screens.test.ts.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { REGIONS } from '../../src/core/domain/regions'
import { DEMO_OPERATOR } from './feedback-helpers'
import { browserForFile, newPage, SHOWN, screenAt, type TestPage } from './helpers'
import {
  apiTotal,
  openLive,
  setVisibility,
  shownStatusCounts,
  simulator,
  statistic,
  statusCounts,
  USERS,
} from './live-helpers'
import { ADMIN } from './shell-helpers'

const browser = browserForFile()

const namesUnder = (parent: string) =>
  new Set(REGIONS.filter((region) => region.parentCode === parent).map((region) => region.name))
const TIANJIN = namesUnder('120100')
const HEBEI = namesUnder('130000')
const STATUS = '/operating-services/operating-information/charging-status'
const MONITOR = '/ops-services/trouble-monitor'

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

/** Go to a live screen on the page already signed in by its address; its screen, once its stream is live. */
async function goLive(page: Page, path: string): Promise<Locator> {
  await page.evaluate((hash) => {
    location.hash = hash
  }, `#${path}`)
  // Its own badge: a screen left before stays mounted, hidden (kept alive), with its own.
  const screen = screenAt(page, path)
  await expect.poll(() => screen.locator('[data-live-state]').getAttribute('data-live-state')).toBe('live')
  return screen
}

/**
 * admin's charging-status, its scoped counts checked (they equal the server's): they change while
 * the page is open, stay while the tab is hidden and catch up once it is shown again. Its badge
 * and 已暂停 are the screen's own (trouble-monitor, visited before, stays mounted, hidden).
 */
async function followsTheServer(page: Page) {
  const screen = await goLive(page, STATUS)
  const badge = screen.locator('[data-live-state]')
  try {
    const before = await shownStatusCounts(page)
    await simulator({ on: true, intervalMs: 200 })
    await expect.poll(() => shownStatusCounts(page)).not.toEqual(before)

    await setVisibility(page, 'hidden')
    await expect.poll(() => badge.getAttribute('data-live-state')).toBe('paused')
    await expect.poll(() => screen.getByText('已暂停').count()).toBe(1)
    // The stream is closed: what the page shows now stays while the simulator moves connectors
    // on the server (its counts there differ from those at the pause).
    const hidden = await shownStatusCounts(page)
    const atPause = await statusCounts(page)
    await expect.poll(() => statusCounts(page)).not.toEqual(atPause)
    expect(await shownStatusCounts(page)).toEqual(hidden)

    await simulator({ on: false })
    await setVisibility(page, 'visible')
    await expect.poll(() => badge.getAttribute('data-live-state')).toBe('live')
    // Shown again, the stream resumes (Last-Event-ID) and the counts are the server's again.
    const caughtUp = async () => {
      const [shown, server] = await Promise.all([shownStatusCounts(page), statusCounts(page)])
      return shown.join() === server.join()
    }
    await expect.poll(caughtUp).toBe(true)
  } finally {
    await simulator({ on: false })
  }
}

/** The dialog's 提交 (antd spaces a two-character label: 提 交). */
function submit(page: Page) {
  return page
    .getByRole('button', { name: '提 交' })
    .or(page.getByRole('button', { name: '提交' }))
    .click()
}

/**
 * admin's trouble-monitor (`monitor`, its screen), its list checked: an alarm raised on the
 * server shows at the top without a reload, and admin takes it through 受理 and 处理完成 to 已确认.
 */
async function disposesRaisedAlarm(page: Page, monitor: Locator) {
  const rows = monitor.locator('tr[data-row-key]')
  await expect.poll(() => rows.count()).toBeGreaterThan(0)
  const { alarmId } = await simulator({ alarm: true })
  expect(alarmId).toBeGreaterThan(0)
  const row = monitor.locator(`tr[data-row-key="${alarmId}"]`)
  await expect.poll(() => row.count()).toBe(1)
  // Newest first: the raised alarm is the first row.
  expect(await rows.first().getAttribute('data-row-key')).toBe(String(alarmId))
  await row.getByRole('button', { name: '受理' }).click()
  await expect.poll(() => row.getByText('处理中').count()).toBe(1)
  await row.getByRole('button', { name: '处理完成' }).click()
  await submit(page)
  await expect.poll(() => page.getByText('请填写处理结果').count()).toBeGreaterThan(0)
  await page.getByLabel('处理结果').fill('现场复位急停按钮，设备恢复正常')
  await submit(page)
  await expect.poll(() => row.getByText('已处理').count()).toBe(1)
  await expect.poll(() => row.getByText('admin').or(row.getByText('系统管理员')).count()).toBeGreaterThan(0)
  await row.getByRole('button', { name: '确认' }).click()
  // 已确认 alarms leave the list of unconfirmed ones (once the list is asked for again).
  await expect.poll(() => row.count()).toBe(0)
  // Its to-do's link (`?id=`, issue 41) opens the list on that one alarm, confirmed or not;
  // 显示全部告警 goes back to the unconfirmed ones.
  await page.evaluate((hash) => {
    location.hash = hash
  }, `#${MONITOR}?id=${alarmId}`)
  await expect.poll(() => row.getByText('已确认').count()).toBe(1)
  expect(await rows.count()).toBe(1)
  expect(await monitor.getByText(`告警编号 ${alarmId}`).count()).toBeGreaterThan(0)
  // By keyboard: an alarm notification the running simulator raises may lie over the button.
  await monitor.getByRole('button', { name: '显示全部告警' }).press('Enter')
  // The confirmed alarm leaves once the unconfirmed ones have been asked for again.
  await expect.poll(() => row.count()).toBe(0)
  expect(await monitor.getByText(/^未确认的告警 \d+ 条/).count()).toBe(1)
}

/** charging-status (the page's screen now) counts the user's connectors, by district within its area; the total. */
async function countsInScope(page: Page, user: { username: string }): Promise<number> {
  // Each status card: the user's connectors of that status (the simulator is off).
  await expect.poll(() => shownStatusCounts(page)).toEqual(await statusCounts(page))
  const all = await apiTotal(page, '/operating-services/charging-devices?pageSize=1')
  expect(await statistic(page, '接口总数')).toBe(all)
  // The districts of the chart, read in its 数据 view.
  const card = page.locator('.ev-card').filter({ has: page.getByText('各区域充电接口状态', { exact: true }) })
  await closeNotice(page)
  await card.getByRole('button', { name: '数据' }).click()
  const names = () => card.locator('tbody tr.ev-table-row td:first-child').allTextContents()
  if (user === ADMIN)
    await expect.poll(async () => (await names()).some((name) => HEBEI.has(name))).toBe(true)
  else {
    await expect.poll(async () => (await names()).length).toBeGreaterThan(0)
    await expect.poll(async () => (await names()).filter((name) => !TIANJIN.has(name))).toEqual([])
  }
  return all
}

/** trouble-monitor, opened by its address on the page, lists the user's unconfirmed alarms only; their total. */
async function alarmsInScope(page: Page, user: { username: string }): Promise<number> {
  const requested = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/ops-services/alarms',
  )
  const monitor = await goLive(page, MONITOR)
  const { pathname, search } = new URL((await requested).url())
  const { total, list } = await listAs(page, pathname + search)
  await expect.poll(() => monitor.getByText(`未确认的告警 ${total} 条，最新的在前`).count()).toBe(1)
  // The rows are the list's first page, in its order (charging-status's 数据 rows, hidden, are not).
  await expect
    .poll(() =>
      monitor.locator('tr[data-row-key]').evaluateAll((rows) => rows.map((row) => row.dataset.rowKey)),
    )
    .toEqual(list.map((alarm) => String(alarm.id)))
  if (user !== ADMIN)
    expect(
      list.filter((alarm) => !alarm.areaCode.startsWith('1201')),
      user.username,
    ).toEqual([])
  if (user.username === 'operator')
    expect(list.filter((alarm) => alarm.operatorId !== DEMO_OPERATOR)).toEqual([])
  // admin's alarm is raised once its list is checked; confirmed, it leaves the others' lists.
  if (user === ADMIN) await disposesRaisedAlarm(page, monitor)
  return total
}

describe("live screens in each user's scope", () => {
  // One page per user: charging-status, then trouble-monitor. The lists and counts, each read from
  // the server once, are checked before admin's simulator runs (last, on admin's page kept for it);
  // the alarm admin raises is confirmed before the next user's turn.
  it('charging-status and trouble-monitor show each user’s scope only', async () => {
    const connectors: number[] = []
    const alarms: number[] = []
    // admin's page is kept for its live steps, run last (below).
    const kept: TestPage[] = []
    try {
      for (const user of USERS) {
        const opened = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
        const { page, errors } = opened
        if (user === ADMIN) kept.push(opened)
        try {
          await openLive(page, user, STATUS)
          connectors.push(await countsInScope(page, user))
          alarms.push(await alarmsInScope(page, user))
          expect(errors, user.username).toEqual([])
        } finally {
          if (user !== ADMIN) await opened.close()
        }
      }
      // admin's page goes on live once every user's counts and lists are checked: switched off,
      // the simulator ends the round it is in, and what was read from the server once above must
      // not move meanwhile.
      const [adminLive] = kept
      await followsTheServer(adminLive.page)
      expect(adminLive.errors, ADMIN.username).toEqual([])
    } finally {
      for (const { close } of kept) await close()
    }
    for (const totals of [connectors, alarms]) {
      const [admin, tianjin, operator] = totals
      expect(admin).toBeGreaterThan(tianjin)
      expect(tianjin).toBeGreaterThan(operator)
      expect(operator).toBeGreaterThan(0)
    }
  }, 300_000)
})
