/**
 * The period presets of section 9 (今日, 昨日, 近7天, 近30天, 近12个月, 自定义; issue 22, item 7) on
 * every dashboard period picker of the console and on the date-range filter of a newer area's
 * list: each offers the six, a preset picked asks the server for its period, and 自定义 opens a
 * date range. (The list filter's picker in a shadow root: tests/browser/date-range-presets.test.ts.)
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserForFile } from './helpers'
import { adminPageForFile } from './shell-helpers'

const browser = browserForFile()
const PRESETS = ['今日', '昨日', '近7天', '近30天', '近12个月', '自定义']

/** Every dashboard with a period (universal-services' over-all-data has none, by its definition). */
const DASHBOARDS = [
  '/operating-services/power-monitoring/elec-charging-facility-statistics',
  '/operating-services/power-monitoring/elec-charging-message-statistics',
  '/operating-services/operating-information/charging-facility-utilization',
  '/operating-services/operating-information/charging-station-statistic',
  '/operating-services/operating-information/charging-equip-statistics',
  '/operating-services/analysis-exchange-operation',
  '/operating-services/analysis-of-battery-replacement',
  '/operating-services/carbon-analysis',
  '/ops-services/trouble-statistics',
]

/** A day in China time (the server's clock, section 7), `days` before today. */
function chinaDay(days = 0): string {
  const day = new Date(Date.now() + 8 * 3600_000 - days * 86_400_000)
  return day.toISOString().slice(0, 10)
}

const admin = adminPageForFile(browser)

const shown = (page: Page, path: string) => page.locator(`.evc-page[data-path="${path}"]`)

async function open(page: Page, path: string) {
  await page.evaluate((hash) => {
    location.hash = hash
  }, `#${path}`)
  const container = shown(page, path)
  await expect.poll(() => container.isVisible()).toBe(true)
  return container
}

describe('period presets', () => {
  it('are offered by every dashboard period picker; a preset asks for its period, 自定义 opens a range', async () => {
    const page = admin().page
    for (const path of DASHBOARDS) {
      const dashboard = await open(page, path)
      const picker = dashboard.getByRole('radiogroup', { name: '统计周期' })
      await expect.poll(() => picker.getByRole('radio').count()).toBe(PRESETS.length)
      const labels = await picker.locator('label').allTextContents()
      expect(
        labels.map((label) => label.trim()),
        path,
      ).toEqual(PRESETS)
    }
    // On the last one: 近7天 ends today and starts six days before; 自定义 opens the range picker.
    const dashboard = shown(page, DASHBOARDS[DASHBOARDS.length - 1])
    await dashboard.getByRole('radiogroup', { name: '统计周期' }).getByText('近7天', { exact: true }).click()
    await expect
      .poll(() => dashboard.getByText(/^统计周期：/).textContent())
      .toContain(`统计周期：${chinaDay(6)} 至 ${chinaDay()}`)
    await dashboard.getByRole('radiogroup', { name: '统计周期' }).getByText('自定义', { exact: true }).click()
    await expect.poll(() => dashboard.getByLabel('自定义周期').count()).toBeGreaterThan(0)
  })

  it('are offered by the date-range filter of a flow list (企业备案审核 › 提交时间)', async () => {
    const page = admin().page
    const list = await open(page, '/universal-services/enterprise-record')
    const form = list.getByRole('search', { name: '筛选' })
    // 提交时间 is among the filters shown once the form is expanded.
    await form.getByRole('button', { name: '展开' }).click()
    const start = form.locator('.ev-picker-range input').first()
    await expect.poll(() => start.isVisible()).toBe(true)
    await start.click()
    const presets = page.locator('.ev-picker-dropdown:not(.ev-picker-dropdown-hidden) .ev-picker-presets li')
    await expect.poll(() => presets.count()).toBe(PRESETS.length)
    expect((await presets.allTextContents()).map((text) => text.trim())).toEqual(PRESETS)
    await presets.filter({ hasText: '近30天' }).click()
    await expect.poll(() => start.inputValue()).toBe(chinaDay(29))
  })
})
