/**
 * The maps of 实时数据 (issue 44 part 1), as tianjin and admin see them: tianjin's region drawn as
 * its configuration says (天津市, the 16-district schematic) with its own stations; admin, who
 * sees every area, picks 天津市 or 河北省 (its cities spliced), and the two maps' stations are all
 * of admin's stations; 充电状态监测 draws the same map. The points follow the live stream (the
 * states' legend changes with the simulator on), and a station's click opens the station archive
 * on that station.
 * SHOTS=<folder> keeps the screenshots (1440×900).
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserForFile, newPage } from './helpers'
import { apiTotal, openLive, simulator, USERS } from './live-helpers'

const browser = browserForFile()
const SHOTS = process.env.SHOTS
const [ADMIN, TIANJIN] = USERS

const map = (page: Page) => page.locator('.evc-region-map [role="img"]')
const label = (page: Page) => map(page).getAttribute('aria-label')
const legend = (page: Page) => page.locator('.evc-region-map-legend').textContent()
/** The stations a map's name counts. */
const stationsOf = async (page: Page) => Number((await label(page))?.match(/(\d+)座充电站/)?.[1])

/** A station point of the drawn map, away from the others: its id and where it is on the page. */
function loneStation(page: Page): Promise<{ id: string; x: number; y: number }> {
  return map(page).evaluate(async (host) => {
    const chunk = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .find((name) => /\/chunks\/echartsMap-[\w-]+\.js$/.test(name))
    // The page's own module (same address, same instance); a Function keeps vitest off the import.
    const load = new Function('address', 'return import(address)') as (
      address: string,
    ) => Promise<typeof import('../../src/ui/map/echartsMap')>
    const { echarts } = await load(chunk as string)
    const chart = echarts.getInstanceByDom(host as HTMLElement)
    if (!chart) throw new Error('no map drawn')
    const points = (chart.getOption().series as { data: { id: string; value: number[] }[] }[])[1].data.map(
      (point) => ({ id: point.id, at: chart.convertToPixel({ seriesIndex: 1 }, point.value) as number[] }),
    )
    // The station farthest from any other: a click there hits it, not a neighbour drawn over it.
    const distance = (a: number[], b: number[]) => Math.hypot(a[0] - b[0], a[1] - b[1])
    const alone = (point: (typeof points)[number]) =>
      Math.min(...points.filter((other) => other !== point).map((other) => distance(point.at, other.at)))
    const point = points.reduce((best, candidate) => (alone(candidate) > alone(best) ? candidate : best))
    const box = host.getBoundingClientRect()
    return { id: point.id, x: box.left + point.at[0], y: box.top + point.at[1] }
  })
}

describe('the maps of 实时数据', () => {
  it("draws tianjin's region as its schematic, and a station's click opens its archive", async () => {
    const { page, errors, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    try {
      await openLive(page, TIANJIN, '/universal-services/real-time-data')
      const total = await apiTotal(page, '/archives-management/stations?pageSize=1')
      await expect
        .poll(() => label(page), { timeout: 30_000 })
        .toBe(`天津市示意图，16个区域，${total}座充电站，按充电站着色`)
      expect(await page.locator('.evc-region-map').getAttribute('data-map-type')).toBe('custom')
      // One region only: no region picker.
      expect(await page.getByRole('radiogroup', { name: '地图区域' }).count()).toBe(0)
      await map(page).scrollIntoViewIfNeeded()
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/real-time-data-tianjin.png` })
      const station = await loneStation(page)
      await page.mouse.click(station.x, station.y)
      await expect.poll(() => page.url()).toContain(`station-archives-management?keyword=${station.id}`)
      const rows = page.locator('tr[data-row-key]:visible')
      await expect.poll(() => rows.count()).toBe(1)
      expect(await rows.first().getAttribute('data-row-key')).toBe(station.id)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('draws 充电状态监测 on the same map for tianjin, shaded by connectors charging', async () => {
    const { page, errors, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    try {
      await openLive(page, TIANJIN, '/operating-services/operating-information/charging-status')
      const total = await apiTotal(page, '/archives-management/stations?pageSize=1')
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

  it('lets admin pick 天津市 or 河北省 (spliced), their stations all of admin’s, following the stream', async () => {
    const { page, errors, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    try {
      await openLive(page, ADMIN, '/universal-services/real-time-data')
      const total = await apiTotal(page, '/archives-management/stations?pageSize=1')
      await expect
        .poll(() => label(page), { timeout: 30_000 })
        .toMatch(/^天津市示意图，16个区域，\d+座充电站/)
      const tianjin = await stationsOf(page)
      const before = await legend(page)
      await simulator({ on: true, intervalMs: 100 })
      await expect.poll(() => legend(page), { timeout: 30_000 }).not.toBe(before)
      await simulator({ on: false })
      await page.getByRole('radiogroup', { name: '地图区域' }).getByText('河北省').click()
      await expect
        .poll(() => label(page), { timeout: 30_000 })
        .toMatch(/^河北省拼接图，11个区域，\d+座充电站/)
      expect(await page.locator('.evc-region-map').getAttribute('data-map-type')).toBe('splice')
      expect(tianjin + (await stationsOf(page))).toBe(total)
      await page.getByRole('combobox', { name: '着色指标' }).click()
      await page.locator('.ev-select-item-option-content', { hasText: '正在充电' }).click()
      await expect.poll(() => label(page)).toContain('按正在充电着色')
      await map(page).scrollIntoViewIfNeeded()
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/real-time-data-admin-hebei.png` })
      expect(errors).toEqual([])
    } finally {
      await simulator({ on: false })
      await close()
    }
  })
})
