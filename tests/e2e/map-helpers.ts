/** What the maps' e2e tests read of a drawn region map (src/ui/map/RegionMap.tsx). */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** The map shown (a hidden tab's map, kept alive, is not it). */
export const map = (page: Page) => page.locator('.evc-region-map [role="img"]:visible')
export const label = (page: Page) => map(page).getAttribute('aria-label')
export const legend = (page: Page) => page.locator('.evc-region-map-legend:visible').textContent()
/** The stations a map's name counts. */
export const stationsOf = async (page: Page) => Number((await label(page))?.match(/(\d+)座充电站/)?.[1])

/**
 * What a drawn map shows: its points of one series (where each is on the page), its areas' values
 * and the size its areas' names are drawn at (px of the map, before any CSS scale).
 */
interface DrawnMap {
  points: { id: string; x: number; y: number; colour: string; symbol: string }[]
  areaValues: number[]
  nameSize: number
}

/** Read the drawn map through the page's own ECharts module (same address, same instance). */
function readMap(page: Page, series: number): Promise<DrawnMap> {
  return map(page).evaluate(async (host, index) => {
    const chunk = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .find((name) => /\/chunks\/echartsMap-[\w-]+\.js$/.test(name))
    // A Function keeps vitest off the import.
    const load = new Function('address', 'return import(address)') as (
      address: string,
    ) => Promise<typeof import('../../src/ui/map/echartsMap')>
    const { echarts } = await load(chunk as string)
    const chart = echarts.getInstanceByDom(host as HTMLElement)
    if (!chart) throw new Error('no map drawn')
    const box = host.getBoundingClientRect()
    const drawn = chart.getOption().series as {
      data?: { id: string; value: number | number[]; symbol?: string; itemStyle?: { color?: string } }[]
      label?: { fontSize?: number }
    }[]
    const points = (drawn[index]?.data ?? []).map((point) => {
      const at = chart.convertToPixel({ seriesIndex: index }, point.value as number[]) as number[]
      const colour = point.itemStyle?.color ?? ''
      return { id: point.id, x: box.left + at[0], y: box.top + at[1], colour, symbol: point.symbol ?? '' }
    })
    const areaValues = (drawn[0]?.data ?? []).map((area) => Number(area.value))
    // The areas' names are the last series (src/ui/map/mapOption.ts MAP_SERIES.names).
    return { points, areaValues, nameSize: Number(drawn.at(-1)?.label?.fontSize) }
  }, series)
}

/**
 * The station points of the drawn map (series 1: charging stations, 2: swap stations), where each
 * is on the page, the colour it is drawn in and its own symbol (故障监测's map: by alarm level).
 */
export async function mapPoints(page: Page, series = 1): Promise<DrawnMap['points']> {
  return (await readMap(page, series)).points
}

/** The sum of the areas' shading values on the drawn map (series 0: the measure shown, by area). */
export async function areaTotal(page: Page): Promise<number> {
  return (await readMap(page, 1)).areaValues.reduce((sum, value) => sum + value, 0)
}

/** The size in px the drawn map's areas' names are drawn at, before any CSS scale of the page. */
export async function areaNameSize(page: Page): Promise<number> {
  return (await readMap(page, 1)).nameSize
}

/** A station point of the drawn map, away from the others: a click there hits it, not a neighbour drawn over it. */
export async function loneStation(page: Page, series = 1): Promise<{ id: string; x: number; y: number }> {
  const points = await mapPoints(page, series)
  const others = await mapPoints(page, series === 1 ? 2 : 1)
  const everyPoint = [...points, ...others]
  const alone = (point: (typeof points)[number]) =>
    Math.min(
      ...everyPoint
        .filter((other) => other !== point)
        .map((other) => Math.hypot(point.x - other.x, point.y - other.y)),
    )
  return points.reduce((best, candidate) => (alone(candidate) > alone(best) ? candidate : best))
}

/** A click on a point opens the archive list on that station alone. */
export async function opensArchive(page: Page, point: { id: string; x: number; y: number }, archive: string) {
  await page.mouse.click(point.x, point.y)
  await expect.poll(() => page.url()).toContain(`${archive}?keyword=${point.id}`)
  const rows = page.locator('tr[data-row-key]:visible')
  await expect.poll(() => rows.count()).toBe(1)
  expect(await rows.first().getAttribute('data-row-key')).toBe(point.id)
}

/** Every row's id of a list call as the page's user (pages of 100). */
export function apiIds(page: Page, path: string, key: string): Promise<string[]> {
  return page.evaluate(
    async ({ target, key }) => {
      const ids: string[] = []
      for (let pageNum = 1; ; pageNum += 1) {
        const response = await fetch(
          `${target}${target.includes('?') ? '&' : '?'}pageSize=100&pageNum=${pageNum}`,
          {
            headers: { 'X-Requested-With': 'XMLHttpRequest' },
          },
        )
        const { list: rows, total } = (await response.json()).data as {
          list: Record<string, string>[]
          total: number
        }
        ids.push(...rows.map((row) => row[key]))
        if (!rows.length || ids.length >= total) return ids
      }
    },
    { target: `/api${path}`, key },
  )
}

/** The operator's account has feedback to handle: its sign-in popup is closed before the map is used. */
export async function closeFeedbackPopup(page: Page) {
  const popup = page.getByRole('dialog', { name: '意见反馈处理' })
  await expect.poll(() => popup.isVisible(), { timeout: 15_000 }).toBe(true)
  await popup.getByRole('button', { name: 'Close' }).or(popup.locator('.ev-modal-close')).first().click()
  await expect.poll(() => popup.isVisible()).toBe(false)
}

/** Whether the page has asked for the maps' ECharts chunk since this was called. */
export function watchMapCode(page: Page): () => boolean {
  let asked = false
  page.on('request', (request) => {
    if (/\/chunks\/echartsMap-[\w-]+\.js$/.test(new URL(request.url()).pathname)) asked = true
  })
  return () => asked
}

/** The colour a station's point is drawn in on the map shown ('' while it is not on it). */
export async function pointColour(page: Page, stationId: string): Promise<string> {
  const points = await mapPoints(page).catch(() => [])
  return points.find((point) => point.id === stationId)?.colour ?? ''
}
