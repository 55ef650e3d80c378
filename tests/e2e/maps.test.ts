/**
 * The maps of 实时数据 (issue 44 part 1), as tianjin and admin see them: tianjin's region drawn as
 * its configuration says (天津市, the 16-district schematic) with its own stations; admin, who
 * sees every area, picks 天津市 or 河北省 (its cities spliced), and the two maps' stations are all
 * of admin's stations; 充电状态监测 draws the same map. A station's click opens the station archive
 * on that station; swap stations are diamonds that open the swap station archive. That the points
 * follow the live stream (admin's 实时数据 too): maps-live.test.ts. The operator
 * sees its company's stations only, on its area's districts. A user's screens share one page (no
 * second sign-in: issue 40).
 * SHOTS=<folder> keeps the screenshots (1440×900).
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { signedInApi } from './api-session'
import { DEMO_OPERATOR } from './feedback-helpers'
import { browserForFile, newPage } from './helpers'
import { apiTotal, openLive, USERS } from './live-helpers'
import {
  apiIds,
  closeFeedbackPopup,
  label,
  legend,
  loneStation,
  map,
  mapPoints,
  opensArchive,
  stationsOf,
} from './map-helpers'

const browser = browserForFile()
const SHOTS = process.env.SHOTS
const [ADMIN, TIANJIN, OPERATOR] = USERS

/** Go to a live screen on the page already signed in, and wait for its stream to be live. */
async function goLive(page: Page, path: string) {
  await page.evaluate((hash) => {
    location.hash = hash
  }, `#${path}`)
  // Its own badge: a screen left before stays mounted, hidden (kept alive), with its own.
  const badge = page.locator(`.evc-page[data-path="${path}"] [data-live-state]`)
  await expect.poll(() => badge.getAttribute('data-live-state')).toBe('live')
}

describe('the maps of 实时数据', () => {
  it("draws tianjin's region as its schematic, a station's click opens its archive; 充电状态监测 too", async () => {
    const { page, errors, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    try {
      await openLive(page, TIANJIN, '/universal-services/real-time-data')
      const total = await apiTotal(page, '/archives-management/stations?pageSize=1')
      const swaps = await apiTotal(page, '/archives-management/swap-stations?pageSize=1')
      await expect
        .poll(() => label(page), { timeout: 30_000 })
        .toBe(`天津市示意图，16个区域，${total}座充电站，${swaps}座换电站，按充电站着色`)
      expect(await page.locator('.evc-region-map').getAttribute('data-map-type')).toBe('custom')
      expect(await legend(page)).toContain(`换电站 ${swaps} 座`)
      // One region only: no region picker.
      expect(await page.getByRole('radiogroup', { name: '地图区域' }).count()).toBe(0)
      await map(page).scrollIntoViewIfNeeded()
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/real-time-data-tianjin.png` })
      await opensArchive(page, await loneStation(page), 'station-archives-management')
      // A swap station (a diamond) opens the swap station archive on that station.
      await page.goBack()
      await expect.poll(() => label(page), { timeout: 30_000 }).toContain(`${swaps}座换电站`)
      await map(page).scrollIntoViewIfNeeded()
      await opensArchive(page, await loneStation(page, 2), 'exchange-station-management')
      expect(errors).toEqual([])
      // 充电状态监测 draws the same map for tianjin, shaded by connectors charging.
      await goLive(page, '/operating-services/operating-information/charging-status')
      await expect
        .poll(() => label(page), { timeout: 30_000 })
        .toBe(`天津市示意图，16个区域，${total}座充电站，按充电中着色`)
      await map(page).scrollIntoViewIfNeeded()
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/charging-status-tianjin.png` })
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('lets admin pick 天津市 or 河北省 (spliced), their stations all of admin’s', async () => {
    const { page, errors, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    try {
      await openLive(page, ADMIN, '/universal-services/real-time-data')
      const total = await apiTotal(page, '/archives-management/stations?pageSize=1')
      await expect
        .poll(() => label(page), { timeout: 30_000 })
        .toMatch(/^天津市示意图，16个区域，\d+座充电站，\d+座换电站/)
      const tianjin = await stationsOf(page)
      await page.getByRole('radiogroup', { name: '地图区域' }).getByText('河北省').click()
      await expect
        .poll(() => label(page), { timeout: 30_000 })
        .toMatch(/^河北省拼接图，11个区域，\d+座充电站，\d+座换电站/)
      expect(await page.locator('.evc-region-map').getAttribute('data-map-type')).toBe('splice')
      expect(tianjin + (await stationsOf(page))).toBe(total)
      await page.getByRole('combobox', { name: '着色指标' }).click()
      await page.locator('.ev-select-item-option-content', { hasText: '正在充电' }).click()
      await expect.poll(() => label(page)).toContain('按正在充电着色')
      await map(page).scrollIntoViewIfNeeded()
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/real-time-data-admin-hebei.png` })
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it("draws the operator's own stations on its area's districts, and a click opens the archive", async () => {
    const { page, errors, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    try {
      await openLive(page, OPERATOR, '/universal-services/real-time-data')
      const own = await apiIds(page, '/archives-management/stations', 'stationId')
      // The operator's account has no 换电站档案: its swap stations as admin reads that archive.
      const { get } = await signedInApi(ADMIN.username, ADMIN.password)
      const swapPage = await get(
        `/archives-management/swap-stations?operatorId=${DEMO_OPERATOR}&areaCode=120100&pageSize=100`,
      )
      const ownSwaps = (swapPage.list as { stationId: string }[]).map((row) => row.stationId)
      expect(ownSwaps).toHaveLength(swapPage.total as number)
      await expect
        .poll(() => label(page), { timeout: 30_000 })
        .toBe(`天津市示意图，16个区域，${own.length}座充电站，${ownSwaps.length}座换电站，按充电站着色`)
      // One region (the operator's auth_area), and its points are the company's stations, every one.
      expect(await page.getByRole('radiogroup', { name: '地图区域' }).count()).toBe(0)
      const points = await mapPoints(page)
      expect(points.map((point) => point.id).sort()).toEqual([...own].sort())
      expect((await mapPoints(page, 2)).map((point) => point.id).sort()).toEqual([...ownSwaps].sort())
      await closeFeedbackPopup(page)
      await map(page).scrollIntoViewIfNeeded()
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/real-time-data-operator.png` })
      await opensArchive(page, await loneStation(page), 'station-archives-management')
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })
})
