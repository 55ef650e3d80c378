/**
 * The statistics screens of issue 16 in the browser: each shows the seeded figures for admin,
 * draws its charts (or its table), and shows tianjin and operator only their data scope — the
 * figures the screen shows are the stats call's, and they shrink from admin to tianjin to the
 * operator's company.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserForFile, newPage, url } from './helpers'
import { ADMIN, openSignedIn } from './shell-helpers'

const browser = browserForFile()

const USERS = {
  admin: ADMIN,
  tianjin: { username: 'tianjin', password: 'City@2026ev' },
  operator: { username: 'operator', password: 'Oper@2026ev' },
}

/** Each new screen: its route, its first chart (or table) card. */
const SCREENS = [
  {
    path: '/operating-services/power-monitoring/elec-charging-message-statistics',
    card: '每日接收报文与失败率',
  },
  { path: '/operating-services/operating-information/charging-station-statistic', card: '充电站统计明细' },
  { path: '/operating-services/operating-information/charging-equip-statistics', card: '充电设备统计明细' },
  { path: '/operating-services/analysis-of-battery-replacement', card: '各时段换电次数与平均时长' },
  { path: '/ops-services/trouble-statistics', card: '告警趋势' },
] as const

interface Answer {
  totals: { key: string; label: string; value: number; unit: string }[]
  groups: Record<string, { name: string; code?: string; values: Record<string, number> }[]>
}

/** Open a screen, wait for its stats answer, and check it is what the screen shows. */
async function openScreen(page: Page, screen: (typeof SCREENS)[number]): Promise<Answer> {
  const api = `/api${screen.path.replace(/\/(power-monitoring|operating-information)\//, '/')}/stats`
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === api)
  await page.goto(url(`/#${screen.path}`))
  const response = await answered
  expect(response.status(), screen.path).toBe(200)
  const data: Answer = (await response.json()).data
  const [first] = data.totals
  const figure = page.locator('.ev-statistic').filter({ hasText: first.label }).first()
  await expect
    .poll(() => figure.textContent(), { timeout: 15_000 })
    .toContain(first.value.toLocaleString('zh-CN', { maximumFractionDigits: 2 }))
  const card = page.locator('.ev-card').filter({ has: page.getByText(screen.card, { exact: true }) })
  if (first.value > 0)
    await expect
      .poll(() => card.locator('canvas, tbody tr.ev-table-row').count(), { timeout: 15_000 })
      .toBeGreaterThan(0)
  return data
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
  it('show seeded data for admin and the data scope of tianjin and operator', async () => {
    const seen: Record<string, Answer[]> = {}
    for (const [name, user] of Object.entries(USERS)) {
      const { page, errors, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
      try {
        await openSignedIn(page, user.username, user.password)
        seen[name] = []
        for (const screen of SCREENS) seen[name].push(await openScreen(page, screen))
        if (name === 'admin') await exportsChart(page, seen.admin[SCREENS.length - 1])
        expect(errors, name).toEqual([])
      } finally {
        await close()
      }
    }
    SCREENS.forEach((screen, index) => {
      const [admin, city, company] = [seen.admin[index], seen.tianjin[index], seen.operator[index]]
      const first = (answer: Answer) => answer.totals[0].value
      expect(first(admin), screen.path).toBeGreaterThan(0)
      expect(first(city), screen.path).toBeGreaterThan(0)
      expect(first(city), screen.path).toBeLessThan(first(admin))
      expect(first(company), screen.path).toBeLessThanOrEqual(first(city))
    })
    // Districts and operators in the answers are the user's own.
    const trouble = SCREENS.length - 1
    expect(seen.tianjin[trouble].groups.byDistrict.every((row) => row.code?.startsWith('1201'))).toBe(true)
    expect(seen.admin[trouble].groups.byDistrict.some((row) => !row.code?.startsWith('1201'))).toBe(true)
    expect(new Set(seen.operator[trouble].groups.byOperator.map((row) => row.code)).size).toBeLessThanOrEqual(
      1,
    )
    expect(seen.operator[0].groups.byOperator.length).toBeLessThanOrEqual(1)
  })
})

describe('drill-down', () => {
  it('opens trouble-monitor filtered by the alarm type chosen in 故障统计’s 数据 view', async () => {
    const { page, errors, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    try {
      await openSignedIn(page, ADMIN.username, ADMIN.password)
      const answer = await openScreen(page, SCREENS[SCREENS.length - 1])
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
