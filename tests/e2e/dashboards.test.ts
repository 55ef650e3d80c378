/**
 * The statistics screens of issue 16 in the browser: each of the ten shows the figures of its
 * stats call, draws its first chart (or its table), and shows tianjin and operator only their
 * data scope (decisions: Data scope) — districts of Tianjin, the operator's own company — so the
 * figures shrink from admin to tianjin to the operator's company.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { energyParts, formatDecimal, formatMoney } from '../../src/core/format'
import { Api, DEMO_OPERATOR } from './feedback-helpers'
import { browserForFile, newPage, url } from './helpers'
import { ADMIN, openAs } from './shell-helpers'

const browser = browserForFile()

const USERS = {
  admin: ADMIN,
  tianjin: { username: 'tianjin', password: 'City@2026ev' },
  operator: { username: 'operator', password: 'Oper@2026ev' },
}

/**
 * Each statistics screen: its route, its first chart (or table) card, and the figure that shrinks
 * with the scope (the first one unless said: a rate does not).
 */
const SCREENS: readonly { path: string; card: string; measure?: string }[] = [
  { path: '/operating-services/power-monitoring/elec-charging-facility-statistics', card: '各区域充电设施' },
  {
    path: '/operating-services/power-monitoring/elec-charging-message-statistics',
    card: '每日接收报文与失败率',
  },
  {
    path: '/operating-services/operating-information/charging-facility-utilization',
    card: '充电量与电量利用率趋势',
    measure: 'energy',
  },
  { path: '/operating-services/operating-information/charging-station-statistic', card: '充电站统计明细' },
  { path: '/operating-services/operating-information/charging-equip-statistics', card: '充电设备统计明细' },
  { path: '/operating-services/analysis-exchange-operation', card: '换电次数与换电电量趋势' },
  { path: '/operating-services/analysis-of-battery-replacement', card: '各时段换电次数与平均时长' },
  { path: '/operating-services/carbon-analysis', card: '碳减排趋势' },
  { path: '/ops-services/trouble-statistics', card: '告警趋势' },
  { path: '/universal-services/over-all-data', card: '历年充电站与充电量' },
]
const TROUBLE = SCREENS.findIndex((screen) => screen.path.endsWith('/trouble-statistics'))

interface Answer {
  totals: { key: string; label: string; value: number; unit: string }[]
  groups: Record<string, { name: string; code?: string; values: Record<string, number> }[]>
}

/** The stats call of a screen (its route without the menu's grouping folders). */
const statsPath = (path: string) =>
  `${path.replace(/\/(power-monitoring|operating-information)\//, '/')}/stats`

/**
 * A figure as the screen shows it: energy in 千/万 kWh, money in 元 or 万元 (domain.md: Indicators),
 * a fraction with two decimals and a value below 1 with four significant digits (issue 42, item 16).
 */
function shown(figure: Answer['totals'][number]): string {
  const parts =
    figure.unit === 'kWh'
      ? Math.abs(figure.value) < 1000
        ? { value: formatDecimal(figure.value), unit: 'kWh' }
        : energyParts(figure.value)
      : figure.unit === '元'
        ? Math.abs(figure.value) >= 10000
          ? { value: formatMoney(figure.value / 10000), unit: '万元' }
          : { value: formatMoney(figure.value), unit: '元' }
        : { value: formatDecimal(figure.value), unit: figure.unit }
  return `${parts.value}${parts.unit}`.replace(/,/g, '')
}

/** Open a screen, wait for its stats answer, and check every figure it shows is the answer's. */
async function openScreen(page: Page, screen: (typeof SCREENS)[number]): Promise<Answer> {
  const api = `/api${statsPath(screen.path)}`
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === api)
  await page.goto(url(`/#${screen.path}`))
  const response = await answered
  expect(response.status(), screen.path).toBe(200)
  const data: Answer = (await response.json()).data
  const view = page.locator(`.evc-page[data-path="${screen.path}"]`)
  for (const figure of data.totals) {
    const title = page.locator('.ev-statistic-title').getByText(figure.label, { exact: true })
    const content = view.locator('.ev-statistic').filter({ has: title }).locator('.ev-statistic-content')
    await expect.poll(async () => (await content.textContent())?.replace(/,/g, '')).toBe(shown(figure))
  }
  const card = view.locator('.ev-card').filter({ has: page.getByText(screen.card, { exact: true }) })
  if (data.totals[0].value > 0)
    await expect.poll(() => card.locator('canvas, tbody tr.ev-table-row').count()).toBeGreaterThan(0)
  return data
}

/** Every district and operator an answer groups by is within the user's data scope. */
function expectInScope(name: string, answer: Answer, path: string) {
  const codes = (group: string) => (answer.groups[group] ?? []).map((row) => row.code ?? '')
  if (name === 'admin') return
  expect(
    codes('byDistrict').filter((code) => !code.startsWith('1201')),
    path,
  ).toEqual([])
  if (name === 'operator')
    expect(
      codes('byOperator').filter((code) => code !== DEMO_OPERATOR),
      path,
    ).toEqual([])
}

/** 导出Excel on trouble-statistics' trend: an .xlsx (a ZIP) named after the chart downloads. */
async function exportsChart(page: Page, answer: Answer) {
  const card = page.locator('.ev-card').filter({ has: page.getByText('告警趋势', { exact: true }) })
  const download = page.waitForEvent('download')
  await card.getByRole('button', { name: '导出Excel' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('告警趋势.xlsx')
  const chunks: Buffer[] = []
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer)
  const bytes = Buffer.concat(chunks)
  expect(bytes.subarray(0, 2).toString()).toBe('PK')
  // Stored entries: the sheet's text is in the file as written, with the trend's first day.
  const text = bytes.toString('utf8')
  expect(text).toContain('告警数(条)')
  expect(text).toContain(`<t xml:space="preserve">${answer.groups.trend[0].name}</t>`)
}

describe('statistics screens', () => {
  it.each(Object.keys(USERS) as (keyof typeof USERS)[])(
    'show %s every screen’s figures as its stats call answers them, within the data scope',
    async (name) => {
      const user = USERS[name]
      const { page, errors, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
      try {
        await openAs(page, user.username, user.password, '/account-center')
        const answers: Answer[] = []
        for (const screen of SCREENS) {
          const answer = await openScreen(page, screen)
          expectInScope(name, answer, screen.path)
          if (name === 'admin' && answers.length === TROUBLE) await exportsChart(page, answer)
          answers.push(answer)
        }
        // Admin's is the whole network: districts beyond Tianjin.
        if (name === 'admin')
          expect(answers[TROUBLE].groups.byDistrict.some((row) => !row.code?.startsWith('1201'))).toBe(true)
        expect(errors, name).toEqual([])
      } finally {
        await close()
      }
    },
    120_000,
  )

  it('shrink from admin to tianjin to the operator’s company on every screen', async () => {
    const clients = await Promise.all(
      Object.values(USERS).map((user) => new Api(user.username, user.password).signIn()),
    )
    for (const screen of SCREENS) {
      const [admin, city, company] = await Promise.all(
        clients.map(async (client) => {
          const answer: Answer = await client.call('GET', statsPath(screen.path))
          const key = screen.measure ?? answer.totals[0].key
          return answer.totals.find((figure) => figure.key === key)?.value ?? Number.NaN
        }),
      )
      expect(admin, screen.path).toBeGreaterThan(0)
      expect(city, screen.path).toBeGreaterThan(0)
      expect(city, screen.path).toBeLessThan(admin)
      expect(company, screen.path).toBeLessThanOrEqual(city)
    }
  })
})

describe('drill-down', () => {
  it('opens trouble-monitor filtered by the alarm type chosen in 故障统计’s 数据 view', async () => {
    const { page, errors, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    try {
      await openAs(page, ADMIN.username, ADMIN.password, '/account-center')
      const answer = await openScreen(page, SCREENS[TROUBLE])
      const [type] = answer.groups.byType
      const card = page.locator('.ev-card').filter({ has: page.getByText('告警类型分布', { exact: true }) })
      await card.getByRole('button', { name: '数据' }).click()
      const listed = page.waitForResponse(
        (response) =>
          response.url().includes('/api/ops-services/alarms') &&
          response.url().includes(`alarmType=${type.code}`),
      )
      await card.getByRole('table').getByText(type.name, { exact: true }).click()
      await expect.poll(() => page.url()).toContain(`#/ops-services/trouble-monitor?alarmType=${type.code}`)
      const { total } = (await (await listed).json()).data
      await expect.poll(() => page.getByText(`未确认的告警 ${total} 条，最新的在前`).count()).toBe(1)
      // The filter shows what it holds, and every row is of that type.
      expect(await page.locator(`.ev-select-content[title="${type.name}"]`).count()).toBe(1)
      const rows = page
        .locator('.ev-table-wrapper')
        .filter({ has: page.getByRole('columnheader', { name: '告警时间' }) })
        .locator('tr[data-row-key]')
      expect(await rows.count()).toBe(Math.min(total, 20))
      expect(await rows.filter({ hasText: type.name }).count()).toBe(await rows.count())
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })
})
