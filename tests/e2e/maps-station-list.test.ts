/**
 * The map beside 充电站档案 (issue 44 part 1; the list's 列表 / 地图 switch) for admin, tianjin and
 * the operator: nothing of the map is loaded with the list, the map's stations are the list's
 * (its filters and keyword, within the user's scope), and a station's click opens its archive
 * detail on the list. And 充电状态监测's map as the operator sees it: its company's stations only
 * (on the page its list was: no second sign-in, issue 40).
 * SHOTS=<folder> keeps the screenshots (1440×900).
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { archivesPath, pageOf, shownTotal, waitForList } from './archives-helpers'
import { browserForFile, newPage, url } from './helpers'
import { USERS } from './live-helpers'
import {
  apiIds,
  closeFeedbackPopup,
  label,
  loneStation,
  map,
  mapPoints,
  stationsOf,
  watchMapCode,
} from './map-helpers'
import { openAs } from './shell-helpers'

const browser = browserForFile()
const SHOTS = process.env.SHOTS
const [ADMIN, TIANJIN, OPERATOR] = USERS
const LIST = 'station-archives-management'
const STATIONS = '/archives-management/stations'
const CHARGING_STATUS = '/operating-services/operating-information/charging-status'

/** Open 充电站档案 (with a keyword when given) as `user`; resolves with the list's page once it has answered. */
async function openList(page: Page, user: { username: string; password: string }, keyword?: string) {
  await openAs(page, user.username, user.password, '/account-center')
  const query = keyword ? `?keyword=${encodeURIComponent(keyword)}` : ''
  await page.goto(url(`/#${archivesPath(LIST)}${query}`))
  // Room for every file's timing: the map's chunk is found among them (map-helpers).
  await page.evaluate(() => performance.setResourceTimingBufferSize(5000))
  const container = pageOf(page, LIST)
  await waitForList(container)
  return container
}

/** Switch the list to its map; resolves once the map has drawn its stations. */
async function showMap(page: Page) {
  const views = page.getByRole('group', { name: '视图' }).or(page.locator('[aria-label="视图"]'))
  await views.getByRole('button', { name: '地图' }).click()
  await expect.poll(() => label(page), { timeout: 30_000 }).toMatch(/\d+座充电站/)
  await expect.poll(async () => (await page.locator('.ev-table-wrapper:visible').count()) === 0).toBe(true)
}

/**
 * A click on a lone point opens a station's archive detail on the list: that station's, or, where
 * the points stand closer than a point's size (a district's stations at the city's zoom), one of
 * `near` drawn over it.
 */
async function opensDetail(page: Page, near: readonly string[] = []) {
  await map(page).scrollIntoViewIfNeeded()
  const point = await loneStation(page)
  await page.mouse.click(point.x, point.y)
  const detail = page.getByRole('dialog').filter({ has: page.getByRole('region', { name: '充电设备' }) })
  await expect.poll(() => detail.count(), { timeout: 15_000 }).toBe(1)
  const text = (await detail.textContent()) ?? ''
  expect([point.id, ...near].some((id) => text.includes(id))).toBe(true)
}

describe('the map beside 充电站档案', () => {
  it('admin: nothing of the map before it is asked for; both regions’ stations are the list’s', async () => {
    const { page, errors, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    try {
      const mapCode = watchMapCode(page)
      const container = await openList(page, ADMIN)
      const total = await shownTotal(container)
      expect(mapCode()).toBe(false)
      await showMap(page)
      expect(mapCode()).toBe(true)
      await expect.poll(() => label(page)).toMatch(/^天津市示意图，16个区域，\d+座充电站，按充电站着色$/)
      const tianjin = await stationsOf(page)
      // The card's title names the region shown and its stations, whichever is picked.
      const title = () => page.locator('.evc-list-map .ev-card-head-title:visible').textContent()
      expect(await title()).toBe(`天津市充电站分布（${tianjin} 座）`)
      await page.getByRole('radiogroup', { name: '地图区域' }).getByText('河北省').click()
      await expect
        .poll(() => label(page), { timeout: 30_000 })
        .toMatch(/^河北省拼接图，11个区域，\d+座充电站/)
      expect(tianjin + (await stationsOf(page))).toBe(total)
      expect(await title()).toBe(`河北省充电站分布（${await stationsOf(page)} 座）`)
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/station-list-map-admin.png` })
      await opensDetail(page)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('tianjin: the map follows the list’s keyword, its points the list’s stations', async () => {
    const { page, errors, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    try {
      const container = await openList(page, TIANJIN, '河西')
      const total = await shownTotal(container)
      const ids = await apiIds(page, `${STATIONS}?keyword=${encodeURIComponent('河西')}`, 'stationId')
      expect(ids).toHaveLength(total)
      expect(total).toBeGreaterThan(0)
      await showMap(page)
      await expect.poll(() => label(page)).toBe(`天津市示意图，16个区域，${total}座充电站，按充电站着色`)
      expect((await mapPoints(page)).map((point) => point.id).sort()).toEqual([...ids].sort())
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/station-list-map-tianjin.png` })
      // Back to the table: the list as it was.
      await page.locator('[aria-label="视图"]').getByRole('button', { name: '列表' }).click()
      expect(await shownTotal(container)).toBe(total)
      await page.locator('[aria-label="视图"]').getByRole('button', { name: '地图' }).click()
      await opensDetail(page, ids)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('operator: its company’s stations only, every one; a click opens the detail; 充电状态监测 the same', async () => {
    const { page, errors, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    try {
      await openList(page, OPERATOR)
      await closeFeedbackPopup(page)
      const own = await apiIds(page, STATIONS, 'stationId')
      await showMap(page)
      await expect.poll(() => label(page)).toBe(`天津市示意图，16个区域，${own.length}座充电站，按充电站着色`)
      expect((await mapPoints(page)).map((point) => point.id).sort()).toEqual([...own].sort())
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/station-list-map-operator.png` })
      await opensDetail(page)
      expect(errors).toEqual([])
      // 充电状态监测's map as the operator sees it, on the same page: its company's stations only,
      // every one, on its area's districts. The detail is closed first, as a user would.
      await page.keyboard.press('Escape')
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
      await page.evaluate((hash) => {
        location.hash = hash
      }, `#${CHARGING_STATUS}`)
      // Its stream live (its own badge: the list stays mounted, hidden, kept alive).
      const badge = page.locator(`.evc-page[data-path="${CHARGING_STATUS}"] [data-live-state]`)
      await expect.poll(() => badge.getAttribute('data-live-state')).toBe('live')
      await expect
        .poll(() => label(page), { timeout: 30_000 })
        .toBe(`天津市示意图，16个区域，${own.length}座充电站，按充电中着色`)
      expect((await mapPoints(page)).map((point) => point.id).sort()).toEqual([...own].sort())
      await map(page).scrollIntoViewIfNeeded()
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/charging-status-operator.png` })
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })
})
