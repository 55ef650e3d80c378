/**
 * The ten screens of operation-supervision, operate-supervision and report-statistics (issue 19:
 * "Every screen shows seeded data for admin and scoped data for tianjin"), each opened in the
 * browser against the real server: the rows it shows are the rows of the answer the screen itself
 * got (districts, rule sets, operators, stations, report sections), there are some, and tianjin's
 * are within Tianjin — its districts and stations coded 1201…, its operators those running
 * Tianjin's stations (decisions: Operator scores are nation-wide), its report the city's.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type Data, signedInApi } from './api-session'
import { shownTotal } from './archives-helpers'
import { browserForFile, newPage, url } from './helpers'
import { ADMIN, openAs } from './shell-helpers'

const browser = browserForFile()
const TIANJIN = { username: 'tianjin', password: 'City@2026ev' }
const OBJECTIVES = '/operation-supervision'
const SCORING = '/operate-supervision'
const MONTH_FAR = '/report-statistics/month-far'

type Kind = 'districts' | 'rules' | 'scores' | 'report'
/** Each screen: its route, the call it reads, and what it shows. */
const SCREENS: readonly { path: string; api: string; kind: Kind }[] = [
  { path: `${OBJECTIVES}/management-by-objective`, api: `${OBJECTIVES}/targets`, kind: 'districts' },
  {
    path: `${OBJECTIVES}/planning-analysis`,
    api: `${OBJECTIVES}/planning-analysis/stats`,
    kind: 'districts',
  },
  { path: `${OBJECTIVES}/mbo-examine`, api: `${OBJECTIVES}/examine`, kind: 'districts' },
  ...(['operator', 'station'] as const).flatMap((target) => [
    { path: `${SCORING}/${target}-rules`, api: `${SCORING}/${target}-rules`, kind: 'rules' as const },
    { path: `${SCORING}/${target}-enter`, api: `${SCORING}/${target}-enter`, kind: 'scores' as const },
    { path: `${SCORING}/${target}-result`, api: `${SCORING}/${target}-result`, kind: 'scores' as const },
  ]),
  { path: MONTH_FAR, api: `${MONTH_FAR}/report`, kind: 'report' },
]

/** A demo account's API session from Node: its page rights and GET calls. */
const apiSession = signedInApi

/** Open a screen by URL; resolves with the answer of its call once the screen shows. */
async function openScreen(
  page: Page,
  screen: (typeof SCREENS)[number],
): Promise<{ view: Locator; data: Data }> {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api${screen.api}`,
  )
  await page.goto(url(`/#${screen.path}`))
  const response = await answered
  expect(response.status(), screen.path).toBe(200)
  const view = page.locator(`.evc-page[data-path="${screen.path}"]`)
  await expect.poll(() => view.isVisible()).toBe(true)
  return { view, data: (await response.json()).data }
}

/** The row keys a table shows, once it shows `count` rows. */
async function rowKeys(table: Locator, count: number): Promise<string[]> {
  const rows = table.locator('tbody tr.ev-table-row[data-row-key]')
  await expect.poll(() => rows.count()).toBe(count)
  return rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-row-key') ?? ''))
}

/** What a screen shows, checked against its answer: the keys of its rows (or its report's figures). */
async function shown(view: Locator, screen: (typeof SCREENS)[number], data: Data): Promise<string[]> {
  const label = screen.path
  if (screen.kind === 'districts') {
    const rows: { areaCode?: string; code?: string }[] = data.rows ?? data.groups.byDistrict
    const keys = rows.map((row) => String(row.areaCode ?? row.code))
    expect(keys.length, label).toBeGreaterThan(0)
    const table = view.getByRole('table', { name: /年度区域目标|各区域目标完成情况|年度目标考核/ })
    expect((await rowKeys(table, keys.length)).sort(), label).toEqual([...keys].sort())
    return keys
  }
  if (screen.kind === 'rules') {
    const sets: { version: number; name: string; rules: { id: number }[] }[] = data.list
    expect(sets.length, label).toBeGreaterThan(0)
    for (const set of sets) {
      await expect.poll(() => view.getByText(`V${set.version} ${set.name}`).count()).toBe(1)
      const table = view.getByRole('table', { name: `V${set.version}评分规则` })
      expect(await rowKeys(table, set.rules.length), label).toEqual(set.rules.map((rule) => String(rule.id)))
    }
    return sets.map((set) => `V${set.version}`)
  }
  if (screen.kind === 'scores') {
    const list: { subjectId: string }[] = data.list
    expect(list.length, label).toBeGreaterThan(0)
    expect(await shownTotal(view), label).toBe(data.total)
    const table = view.getByRole('table', { name: /评分录入|评分结果/ })
    expect(await rowKeys(table, list.length), label).toEqual(list.map((row) => row.subjectId))
    return list.map((row) => row.subjectId)
  }
  // The report: every section's title, its header with the area, the charging section's orders.
  for (const section of data.sections as { title: string }[])
    await expect.poll(() => view.getByRole('heading', { name: section.title }).count()).toBe(1)
  await expect.poll(() => view.getByText(data.areaName, { exact: false }).count()).toBeGreaterThan(0)
  const orders = data.sections[1].totals.find((figure: { key: string }) => figure.key === 'orders')
  expect(orders.value, label).toBeGreaterThan(0)
  const figure = view.locator('.ev-statistic').filter({ hasText: orders.label }).first()
  await expect
    .poll(() => figure.textContent())
    .toContain(orders.value.toLocaleString('zh-CN', { maximumFractionDigits: 2 }))
  return (data.sections[1].groups.byDistrict as { code?: string; name: string }[]).map(
    (row) => row.code ?? '',
  )
}

/** Every row of a scores call for the latest period, page by page (tianjin's, from Node). */
async function allRows(api: Awaited<ReturnType<typeof apiSession>>, call: string) {
  const rows: { subjectId: string; name: string; operatorName: string }[] = []
  for (let pageNum = 1; ; pageNum += 1) {
    const data = await api.get(`${call}?pageSize=100&pageNum=${pageNum}`)
    rows.push(...data.list)
    if (rows.length >= data.total) return rows
  }
}

describe('supervision screens and the data scope', () => {
  it('show seeded data for admin and only Tianjin to tianjin, as their calls answer', async () => {
    const seen: Record<string, Map<string, { keys: string[]; data: Data }>> = {}
    for (const user of [ADMIN, TIANJIN]) {
      const api = await apiSession(user.username, user.password)
      expect(
        SCREENS.filter((screen) => !api.may(screen.path)).map((screen) => screen.path),
        user.username,
      ).toEqual([])
      const { page, errors, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
      const mine = new Map<string, { keys: string[]; data: Data }>()
      seen[user.username] = mine
      try {
        await openAs(page, user.username, user.password, '/account-center')
        for (const screen of SCREENS) {
          const { view, data } = await openScreen(page, screen)
          mine.set(screen.path, { keys: await shown(view, screen, data), data })
        }
        expect(errors, user.username).toEqual([])
        if (user === TIANJIN) {
          // tianjin's operators are those running its stations (every station row, from the API).
          const stations = await allRows(api, `${SCORING}/station-result`)
          const operators = await allRows(api, `${SCORING}/operator-result`)
          expect(stations.every((row) => row.subjectId.startsWith('1201'))).toBe(true)
          expect(operators.map((row) => row.name).sort()).toEqual(
            [...new Set(stations.map((row) => row.operatorName))].sort(),
          )
        }
      } finally {
        await close()
      }
    }
    const { admin, tianjin } = seen
    for (const screen of SCREENS) {
      const [all, city] = [admin.get(screen.path), tianjin.get(screen.path)]
      const label = screen.path
      if (!all || !city) throw new Error(`${label} not seen`)
      if (screen.kind === 'districts' || screen.kind === 'report') {
        expect(
          city.keys.every((code) => code.startsWith('1201')),
          label,
        ).toBe(true)
        expect(
          all.keys.some((code) => !code.startsWith('1201')),
          label,
        ).toBe(true)
      }
      // Rule sets apply everywhere: tianjin reads the same versions.
      if (screen.kind === 'rules') expect(city.keys, label).toEqual(all.keys)
      if (screen.kind === 'scores') {
        expect(city.data.total, label).toBeLessThanOrEqual(all.data.total)
        if (screen.path.includes('station')) {
          expect(city.data.total, label).toBeLessThan(all.data.total)
          expect(
            city.keys.every((id) => id.startsWith('1201')),
            label,
          ).toBe(true)
        }
      }
    }
    const orders = (data: Data) =>
      data.sections[1].totals.find((figure: { key: string }) => figure.key === 'orders').value as number
    expect(orders(tianjin.get(MONTH_FAR)?.data)).toBeLessThan(orders(admin.get(MONTH_FAR)?.data))
  }, 600_000)
})
