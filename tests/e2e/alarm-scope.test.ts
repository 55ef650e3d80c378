/**
 * Alarms that reach the officer (issue 44 part 3) as admin and as the operator, each within its
 * scope (alarm-notices.test.ts walks tianjin's). Admin, of every area, is told of an alarm in
 * 河北省 (whose area has no staff of its own in the demo) that tianjin, of 天津市, is not told of,
 * and not of 天津市's, which its staff are told of; its 查看告警 opens that alarm in 故障监测. The
 * operator, who reads its own company's alarms and disposes of none, is told of none: its 故障监测
 * lists its company's new alarm live and not another company's (paused, 故障监测 holds and counts a
 * new alarm: alarm-notices.test.ts, as tianjin, issue 40).
 * 故障监测's 地图 shows each of the three the stations with open alarms of its own scope, drawn by
 * level; a new alarm moves it live, and a station's click lists that station's alarms. Each user's
 * map is checked on the page its notices or list were (one cold page per user, issue 40).
 * SHOTS=<folder> keeps the screenshots (1440×900).
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { alarmsSeen, notification, openConsole } from './alarm-helpers'
import { type Data, signedInApi } from './api-session'
import { DEMO_OPERATOR } from './feedback-helpers'
import { browserForFile, newPage, type TestPage } from './helpers'
import { simulator } from './live-helpers'
import { areaTotal, label, loneStation, mapPoints } from './map-helpers'
import { ADMIN, closeFeedbackPopup } from './shell-helpers'

const browser = browserForFile()
const SHOTS = process.env.SHOTS
const TIANJIN = { username: 'tianjin', password: 'City@2026ev' }
const OPERATOR = { username: 'operator', password: 'Oper@2026ev' }
const VIEWPORT = { width: 1440, height: 900 }
const MONITOR = '/ops-services/trouble-monitor'

/** Raise an alarm (in an area by code prefix, or on a connector); its id. */
async function raise(where: { alarmArea?: string; alarmAt?: string }, level = 1): Promise<number> {
  const { alarmId } = await simulator({ alarm: true, alarmLevel: level, ...where })
  expect(alarmId).toBeTypeOf('number')
  return Number(alarmId)
}

/** The stations with open alarms in 天津市 (the map's first region) as the page's user lists them. */
function openAlarmStations(page: Page, query = ''): Promise<string[]> {
  return page.evaluate(async (query) => {
    const stations = new Set<string>()
    for (let pageNum = 1; ; pageNum += 1) {
      const address = `/api/ops-services/alarms?disposal=pending,processing,handled${query}&pageSize=100&pageNum=${pageNum}`
      const response = await fetch(address, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
      const { list } = (await response.json()).data as { list: { stationId: string; areaCode: string }[] }
      for (const alarm of list) if (alarm.areaCode.startsWith('12')) stations.add(alarm.stationId)
      if (list.length < 100) return [...stations].sort()
    }
  }, query)
}

/** 故障监测 opened from the menu's address, once its stream is live. */
async function openMonitor(page: Page) {
  await page.evaluate((path) => {
    location.hash = `#${path}`
  }, MONITOR)
  const monitor = page.locator(`.evc-page[data-path="${MONITOR}"]`)
  await expect
    .poll(() => monitor.locator('[data-live-state]').getAttribute('data-live-state'), { timeout: 30_000 })
    .toBe('live')
  return monitor
}

/**
 * Sign in (openConsole) with the map's code watched from the first load; whether 故障监测's map
 * code (TroubleMap, and ECharts with it) has been asked for since. It is asked for only when 地图
 * is shown (the home page of some users has a map of its own: its ECharts chunk says nothing here).
 */
async function openWatched(page: Page, user: { username: string; password: string }) {
  let mapAsked = false
  page.on('request', (request) => {
    if (/\/chunks\/TroubleMap-[\w-]+\.js$/.test(new URL(request.url()).pathname)) mapAsked = true
  })
  await openConsole(page, user)
  // Room for every file's timing: the map's chunk is found among them (map-helpers).
  await page.evaluate(() => performance.setResourceTimingBufferSize(5000))
  return () => mapAsked
}

/**
 * 故障监测's 地图 as the page's user sees it, on the page its earlier steps used (nothing of the
 * map asked for yet): the stations of the user's open alarms in 天津市, each drawn by its level.
 * For tianjin, a new alarm moves it without a reload, and a station's click lists its alarms.
 */
async function checksMap({ page, errors }: TestPage, user: { username: string }, mapAsked: () => boolean) {
  // From the menu's address: a link's one alarm (admin's 查看告警) is no longer the list's filter.
  const monitor = await openMonitor(page)
  expect(mapAsked()).toBe(false)
  await monitor.getByRole('button', { name: '地图' }).click()
  await expect.poll(() => label(page), { timeout: 30_000 }).toMatch(/^天津市示意图，16个区域，\d+座充电站/)
  // The points are the stations of the user's open alarms in 天津市, each drawn by its level.
  const ids = async () => (await mapPoints(page)).map((point) => point.id).sort()
  await expect.poll(ids, { timeout: 30_000 }).toEqual(await openAlarmStations(page))
  const symbols = new Set((await mapPoints(page)).map((point) => point.symbol))
  expect([...symbols].every((symbol) => ['triangle', 'diamond', 'circle'].includes(symbol))).toBe(true)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/trouble-map-${user.username}.png` })
  if (user === TIANJIN) {
    // A new 人身安全级 alarm in 天津市 moves the map without a reload: one more open alarm in
    // the areas' shading, its station a triangle.
    const before = await areaTotal(page)
    const id = await raise({ alarmArea: '1201' }, 1)
    await expect.poll(() => areaTotal(page), { timeout: 30_000 }).toBe(before + 1)
    const [station] = await openAlarmStations(page, `&id=${id}`)
    const drawn = async () => (await mapPoints(page)).find((point) => point.id === station)?.symbol
    await expect.poll(drawn, { timeout: 30_000 }).toBe('triangle')
    // A station's click lists its alarms: every row is one of that station's open alarms.
    const point = await loneStation(page)
    await page.mouse.click(point.x, point.y)
    await expect.poll(() => monitor.getByRole('button', { name: '显示全部充电站' }).isVisible()).toBe(true)
    const own = await page.evaluate(async (stationId) => {
      const address = `/api/ops-services/alarms?disposal=pending,processing,handled&stationId=${stationId}&pageSize=100`
      const response = await fetch(address, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
      return ((await response.json()).data.list as { id: number }[]).map((alarm) => String(alarm.id))
    }, point.id)
    // The rows shown stay while the station's are asked: wait for the list to be the station's.
    const rows = monitor.locator('.ev-table-tbody tr.ev-table-row')
    const shown = () => rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-row-key')))
    await expect
      .poll(async () => {
        const keys = await shown()
        return keys.length > 0 && keys.every((key) => own.includes(String(key)))
      })
      .toBe(true)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/trouble-map-tianjin-station.png` })
  }
  expect(errors).toEqual([])
}

describe('alarms that reach the officer, within each scope', () => {
  it('tell admin of 河北省’s alarms and tianjin of 天津市’s, neither of the other’s; 查看告警 opens it; their maps', async () => {
    const all = await newPage(browser(), { viewport: VIEWPORT })
    const city = await newPage(browser(), { viewport: VIEWPORT })
    const api = await signedInApi(ADMIN.username, ADMIN.password)
    const before = await api.get('/appearance/alarm-notices')
    try {
      await api.post('/appearance/alarm-notices/save', { enabled: true, sound: false })
      const { page } = all
      const cityMapAsked = await openWatched(city.page, TIANJIN)
      const allMapAsked = await openWatched(page, ADMIN)
      // 河北省, 天津市, 河北省 again. An alarm asks the staff of its area, the platform's only
      // where its area has none (work-recipients.ts): 天津市 has its own, 河北省 none in the demo.
      const hebei = await raise({ alarmArea: '13' })
      const tianjin = await raise({ alarmArea: '1201' }, 2)
      const later = await raise({ alarmArea: '13' }, 2)
      const card = notification(page, hebei)
      await expect.poll(() => card.isVisible(), { timeout: 30_000 }).toBe(true)
      expect(await card.textContent()).toContain('人身安全级')
      expect(await card.getAttribute('role')).toBe('alert')
      // Each is told in order: admin, told of the later one, was not of 天津市's; tianjin, told of
      // its own, was not of 河北省's first.
      await expect.poll(() => alarmsSeen(page), { timeout: 30_000 }).toContain(later)
      expect(await alarmsSeen(page)).not.toContain(tianjin)
      await expect.poll(() => alarmsSeen(city.page), { timeout: 30_000 }).toContain(tianjin)
      expect(await alarmsSeen(city.page)).not.toContain(hebei)
      expect(await notification(city.page, hebei).count()).toBe(0)
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/alarm-notice-admin.png` })
      // 查看告警 opens 故障监测 on that one alarm, in 河北省.
      await card.getByRole('button', { name: '查看告警' }).click()
      const monitor = page.locator(`.evc-page[data-path="${MONITOR}"]`)
      await expect.poll(() => monitor.isVisible()).toBe(true)
      await expect.poll(() => monitor.locator(`tr[data-row-key="${hebei}"]`).count()).toBe(1)
      expect(await monitor.locator('.ev-table-tbody tr.ev-table-row').count()).toBe(1)
      expect(all.errors).toEqual([])
      expect(city.errors).toEqual([])
      // 故障监测's 地图 on the same pages, admin's then tianjin's (whose step raises an alarm).
      await checksMap(all, ADMIN, allMapAsked)
      await checksMap(city, TIANJIN, cityMapAsked)
    } finally {
      await api.post('/appearance/alarm-notices/save', {
        enabled: before.enabled !== false,
        sound: before.sound !== false,
      })
      await all.close()
      await city.close()
    }
  }, 300_000)

  it('list the operator’s own new alarms live in 故障监测, not another company’s, tell it of none; its map', async () => {
    const operator = await newPage(browser(), { viewport: VIEWPORT })
    const { page, errors, close } = operator
    const admin = await signedInApi(ADMIN.username, ADMIN.password)
    const company = await signedInApi(OPERATOR.username, OPERATOR.password)
    try {
      const [own] = (await company.get('/operating-services/charging-devices?pageSize=1')).list as Data[]
      const others = (await admin.get('/operating-services/charging-devices?areaCode=120100&pageSize=100'))
        .list as Data[]
      const other = others.find((row) => String(row.operatorId) !== DEMO_OPERATOR)
      expect(String(own.operatorId)).toBe(DEMO_OPERATOR)
      expect(other).toBeDefined()
      const mapAsked = await openWatched(page, OPERATOR)
      await closeFeedbackPopup(page)
      const monitor = await openMonitor(page)
      // Another company's alarm, then the operator's own: the list shows its own live, and the
      // read that brought it (after the other's) has not the other's.
      const theirs = await raise({ alarmAt: String(other?.connectorId) })
      const mine = await raise({ alarmAt: String(own.connectorId) })
      await expect
        .poll(() => monitor.locator(`tr[data-row-key="${mine}"]`).count(), { timeout: 30_000 })
        .toBe(1)
      expect(await monitor.locator(`tr[data-row-key="${theirs}"]`).count()).toBe(0)
      // No disposal right: no selection, no batch; and no notification of its own alarms.
      expect(await monitor.getByRole('checkbox', { name: `选择告警 ${mine}` }).count()).toBe(0)
      expect(await monitor.getByRole('button', { name: /^批量/ }).count()).toBe(0)
      expect(await alarmsSeen(page)).toEqual([])
      expect(await page.locator('[data-testid^="alarm-"]').count()).toBe(0)
      expect(errors).toEqual([])
      // 故障监测's 地图 on the same page: the list shown before asked for nothing of it.
      await checksMap(operator, OPERATOR, mapAsked)
    } finally {
      await close()
    }
  }, 300_000)
})
