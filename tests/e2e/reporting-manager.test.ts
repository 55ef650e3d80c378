/**
 * 填报管理 end to end (issue 17: reporting-manager): admin creates a task for 特来电 (the
 * `operator` account's company) and 国网, with the deadline on the date picker, and issues it;
 * the operator submits with an attachment; admin returns it with an opinion; the operator
 * resubmits; admin approves. Then the server's clock moves past the deadline (the test server's
 * setting, not waiting): 国网's missing report shows 逾期 and the task 已截止 with 逾期 1.
 */
import type { Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { pdf } from '../../server/src/db/seed/documents'
import { waitForList } from './archives-helpers'
import { browserForFile, newPage, url } from './helpers'
import { ADMIN, closeFeedbackPopup, openAs } from './shell-helpers'

const browser = browserForFile()
const OPERATOR = { username: 'operator', password: 'Oper@2026ev' }
const VIEWPORT = { viewport: { width: 1440, height: 900 } }
const PATH = '/data-input/reporting-manager'
const TITLE = `e2e填报任务${Date.now().toString(36)}`

const moveClock = (body: object) =>
  fetch(url('/api/test/clock'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  })

/** A China date `days` from now (the server's clock is not moved yet when this is called). */
const chinaDate = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)

const rowOf = (list: Locator, ...texts: string[]) =>
  texts.reduce((rows, text) => rows.filter({ hasText: text }), list.locator('tbody tr[data-row-key]'))

async function open(page: Page, tab?: '填报任务' | '填报情况'): Promise<Locator> {
  await page.evaluate((hash) => {
    location.hash = hash
  }, `#${PATH}`)
  const container = page.locator(`.evc-page[data-path="${PATH}"]`)
  await expect.poll(() => container.isVisible()).toBe(true)
  if (tab) await container.getByRole('tab', { name: tab }).click()
  await waitForList(container)
  return container
}

async function search(list: Locator, keyword: string) {
  await list.getByPlaceholder('任务名称').fill(keyword)
  await list.getByRole('button', { name: /查\s*询/ }).click()
  await expect.poll(() => rowOf(list, keyword).count()).toBeGreaterThan(0)
}

async function expectRow(list: Locator, texts: string[], shows: string) {
  await expect
    .poll(
      async () =>
        (await rowOf(list, ...texts)
          .first()
          .textContent()) ?? '',
      { timeout: 30_000 },
    )
    .toContain(shows)
}

async function pick(page: Page, field: Locator, option: RegExp) {
  await field.click()
  const item = page
    .locator('.ev-select-dropdown:not(.ev-select-dropdown-hidden) .ev-select-item-option')
    .filter({ hasText: option })
    .first()
  await expect.poll(() => item.isVisible()).toBe(true)
  await item.click()
}

async function examine(page: Page, action: '通过' | '退回', opinion: string) {
  const reports = await open(page, '填报情况')
  await search(reports, TITLE)
  await rowOf(reports, TITLE, '特来电').getByRole('button', { name: '审核' }).click()
  const dialog = page.getByRole('dialog', { name: '审核填报' })
  await expect.poll(() => dialog.getByText('运营数据.pdf').count()).toBeGreaterThan(0)
  await dialog.getByLabel('审核意见').fill(opinion)
  await dialog.getByRole('button', { name: action }).click()
  await expect.poll(() => dialog.isVisible()).toBe(false)
  return reports
}

describe('reporting-manager', () => {
  afterAll(async () => {
    await moveClock({ reset: true })
  })

  it('creates and issues a task, takes a report through 退回 and 通过, and flags 逾期 past the deadline', async () => {
    const admin = await newPage(browser(), VIEWPORT)
    const operator = await newPage(browser(), VIEWPORT)
    const ad = admin.page
    const op = operator.page
    await openAs(ad, ADMIN.username, ADMIN.password, PATH)

    // Admin: a new task for two chosen operators, deadline picked on the calendar's input.
    const tasks = await open(ad, '填报任务')
    await tasks.getByRole('button', { name: '新建任务' }).click()
    const form = ad.getByRole('dialog', { name: '新建填报任务' })
    await form.getByLabel('任务名称').fill(TITLE)
    await form.getByLabel('填报要求').fill('填报上月各站充电量与设备可用率')
    const deadline = chinaDate(2)
    await form.getByLabel('截止日期').click()
    await form.getByLabel('截止日期').fill(deadline)
    await form.getByLabel('截止日期').press('Enter')
    await form.getByLabel('指定运营商').check()
    await pick(ad, form.getByLabel('运营商', { exact: true }), /特来电/)
    await pick(ad, form.getByLabel('运营商', { exact: true }), /国网/)
    // Close the multiple choice's list by clicking away (on the dialog's title).
    await form.getByText('新建填报任务').click()
    await form.getByRole('button', { name: '保存为草稿' }).click()
    await expect.poll(() => form.isVisible()).toBe(false)
    await search(tasks, TITLE)
    await expectRow(tasks, [TITLE], '草稿')
    await expectRow(tasks, [TITLE], deadline)
    await rowOf(tasks, TITLE).getByRole('button', { name: '下发' }).click()
    await ad.getByRole('button', { name: '确定' }).filter({ visible: true }).last().click()
    await expectRow(tasks, [TITLE], '已下发')
    await expectRow(tasks, [TITLE], '已提交 0 / 应提交 2')

    // The operator reports with an attachment.
    await openAs(op, OPERATOR.username, OPERATOR.password, PATH)
    await closeFeedbackPopup(op)
    let own = await open(op)
    await search(own, TITLE)
    await rowOf(own, TITLE).getByRole('button', { name: '填报' }).click()
    let dialog = op.getByRole('dialog', { name: '填报' })
    await dialog.getByLabel('填报说明').fill('已按要求填报')
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: '运营数据.pdf', mimeType: 'application/pdf', buffer: pdf('运营数据', 1) })
    await expect.poll(() => dialog.getByText('运营数据.pdf').count()).toBe(1)
    await dialog.getByRole('button', { name: '提交' }).click()
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await expectRow(own, [TITLE], '已提交')

    // Admin returns it with an opinion; the operator resubmits; admin approves.
    let reports = await examine(ad, '退回', '缺少盖章扫描件')
    await expectRow(reports, [TITLE, '特来电'], '已退回')
    own = await open(op)
    await search(own, TITLE)
    await expectRow(own, [TITLE], '缺少盖章扫描件')
    await rowOf(own, TITLE).getByRole('button', { name: '重新提交' }).click()
    dialog = op.getByRole('dialog', { name: '填报' })
    await expect.poll(() => dialog.getByText('运营数据.pdf').count()).toBeGreaterThan(0)
    await dialog.getByRole('button', { name: '提交' }).click()
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await expectRow(own, [TITLE], '已提交')
    reports = await examine(ad, '通过', '数据完整')
    await expectRow(reports, [TITLE, '特来电'], '已通过')
    await expectRow(reports, [TITLE, '国网'], '未提交')

    // Past the deadline (server clock): 国网's missing report is 逾期, the task 已截止.
    expect((await moveClock({ days: 4 })).status).toBe(200)
    reports = await open(ad, '填报情况')
    await search(reports, TITLE)
    await expectRow(reports, [TITLE, '国网'], '逾期')
    expect(await rowOf(reports, TITLE, '特来电').first().textContent()).not.toContain('逾期')
    const closed = await open(ad, '填报任务')
    await search(closed, TITLE)
    await expectRow(closed, [TITLE], '已截止')
    await expectRow(closed, [TITLE], '逾期 1')
  })
})
