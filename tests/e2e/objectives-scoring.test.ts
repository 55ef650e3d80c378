/**
 * Issue 19 end to end: staff sets a district's target and planning-analysis shows its completion;
 * a station rule set version is created, a month scored with it, a manual score entered, the
 * results published and then refused for edit. month-far's report (last month, its sections, its
 * print layout in Chromium's PDF) is checked in supervision-screens.test.ts, on the page of
 * tianjin's walk, which ends on it (issue 40: one cold load of the report, not two).
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserForFile, screenAt } from './helpers'
import { adminPageForFile } from './shell-helpers'

const browser = browserForFile()
// The two tests of admin share one page, on 个人中心 at first (issue 40: one cold load, not two).
const admin = adminPageForFile(browser)

async function open(page: Page, path: string): Promise<Locator> {
  await page.evaluate((hash) => {
    location.hash = hash
  }, `#${path}`)
  const container = screenAt(page, path)
  await expect.poll(() => container.isVisible()).toBe(true)
  return container
}

async function pick(page: Page, field: Locator, option: string) {
  const item = page
    .locator('.ev-select-dropdown:not(.ev-select-dropdown-hidden) .ev-select-item-option')
    .filter({ hasText: option })
  await expect
    .poll(
      async () => {
        if (!(await item.first().isVisible())) await field.click()
        return item
          .first()
          .click({ timeout: 2000 })
          .then(
            () => true,
            () => false,
          )
      },
      { timeout: 30_000 },
    )
    .toBe(true)
}

/** A month `back` months before this one (China time): key and label. */
function monthBack(back: number) {
  const now = new Date(Date.now() + 8 * 3_600_000)
  const key = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7)
  return { key, label: `${key.slice(0, 4)}年${Number(key.slice(5, 7))}月` }
}

describe('objectives, scoring and the monthly report', () => {
  it('sets a district target and shows its completion in planning-analysis', async () => {
    const { page } = admin()
    const targets = await open(page, '/operation-supervision/management-by-objective')
    const row = targets.locator('tbody tr[data-row-key="120104"]')
    await row.getByRole('button', { name: '设置目标' }).click()
    const dialog = page.getByRole('dialog').filter({ hasText: '南开区' })
    const stations = dialog.getByLabel('新增充电站')
    await stations.fill('77')
    await dialog.getByRole('button', { name: /保\s*存|确\s*定/ }).click()
    await expect.poll(() => row.locator('td').nth(1).textContent()).toBe('77')

    const planning = await open(page, '/operation-supervision/planning-analysis')
    const district = planning
      .getByRole('table', { name: '各区域目标完成情况' })
      .locator('tr')
      .filter({ hasText: '南开区' })
    await expect.poll(() => district.textContent()).toMatch(/\d+ \/ 77/)
    await expect.poll(() => planning.getByText(/落后于计划|符合进度/).count()).toBeGreaterThan(0)
  })

  // Steps through four screens and a reload: more than vitest's default minute on a loaded machine.
  it('creates a station rule version, scores a month, enters a score, publishes, then refuses edits', async () => {
    const { page } = admin()
    const month = monthBack(7)
    const rules = await open(page, '/operate-supervision/station-rules')
    await rules.getByRole('button', { name: '新增规则版本' }).click()
    const dialog = page.getByRole('dialog').filter({ hasText: '新增规则版本' })
    await dialog.getByLabel('规则名称').fill('e2e充电站考核规则')
    await dialog.getByLabel('生效月份').fill(month.key)
    await dialog.getByRole('spinbutton', { name: '权重' }).first().fill('60')
    await expect.poll(() => dialog.getByText('权重合计 110 / 100').count()).toBe(1)
    await dialog.getByRole('button', { name: /保\s*存/ }).click()
    await expect.poll(() => dialog.getByText('各项权重之和应为100，当前为110').count()).toBe(1)
    await dialog.getByRole('spinbutton', { name: '权重' }).first().fill('50')
    await dialog.getByRole('button', { name: /保\s*存/ }).click()
    await expect.poll(() => rules.getByText('e2e充电站考核规则').count()).toBe(1)

    const enter = await open(page, '/operate-supervision/station-enter')
    await enter.getByRole('button', { name: '周期评分' }).click()
    const scoring = page.getByRole('dialog').filter({ hasText: '周期评分' })
    await pick(page, scoring.getByRole('combobox'), month.label)
    await scoring.getByRole('button', { name: /评\s*分/ }).click()
    await expect.poll(() => enter.getByText(`${month.label} · 规则V`).count()).toBe(1)
    const input = enter.getByRole('spinbutton').first()
    await input.fill('86')
    await input.press('Enter')
    await expect.poll(() => page.getByText('评分已保存').count()).toBeGreaterThan(0)

    const results = await open(page, '/operate-supervision/station-result')
    await pick(page, results.getByRole('combobox', { name: '评分周期' }), month.label)
    await expect.poll(() => results.getByRole('button', { name: '发布结果' }).count()).toBe(1)
    await results.getByRole('button', { name: '发布结果' }).click()
    // The confirmation's own button (exactly 发布, not 发布结果).
    await page
      .getByRole('button', { name: /^发\s*布$/ })
      .filter({ visible: true })
      .last()
      .click()
    await expect.poll(() => results.getByText(/于 .* 发布/).count()).toBe(1)

    // Published: the server refuses another score, and the entry page shows no inputs.
    const period = await page.evaluate(async (key) => {
      const answer = await fetch(`/api/operate-supervision/station-enter?period=${key}&pageSize=1`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      }).then((response) => response.json())
      const manual = answer.data.rules.find((rule: { indicator: string }) => rule.indicator === 'manual')
      const refused = await fetch('/api/operate-supervision/station-enter/scores', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({
          periodId: answer.data.period.id,
          subjectId: answer.data.list[0].subjectId,
          ruleId: manual.id,
          score: 50,
        }),
      }).then((response) => response.json())
      return { status: answer.data.period.status, code: refused.code }
    }, month.key)
    expect(period).toEqual({ status: 'published', code: 409 })
    await page.reload()
    const again = await open(page, '/operate-supervision/station-enter')
    await pick(page, again.getByRole('combobox', { name: '评分周期' }), month.label)
    await expect.poll(() => again.getByText('结果已发布，评分不可修改').count()).toBe(1)
    expect(await again.getByRole('spinbutton').count()).toBe(0)
  }, 480_000)
})
