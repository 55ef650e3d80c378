/**
 * Subsidies end to end (issue 17, Done when): `operator` applies for two stations of a batch;
 * admin approves one at district level and tianjin at city level (two people review, issue 38),
 * admin refuses the other; the publicity runs (the
 * server's clock moved forward through the test server's setting, not by waiting); afterwards the
 * approved station shows 待补贴 in the station archives and, once paid, 已补贴.
 */
import type { Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { waitForList } from './archives-helpers'
import { showAll } from './feedback-helpers'
import { browserForFile, newPage, screenAt, url } from './helpers'
import { ADMIN, closeFeedbackPopup, openAs } from './shell-helpers'

const browser = browserForFile()
const OPERATOR = { username: 'operator', password: 'Oper@2026ev' }
const TIANJIN = { username: 'tianjin', password: 'City@2026ev' }
const VIEWPORT = { viewport: { width: 1440, height: 900 } }

const rowOf = (list: Locator, text: string) =>
  list.locator('tbody tr[data-row-key]').filter({ hasText: text })
const confirm = (page: Page) =>
  page.getByRole('button', { name: '确定' }).filter({ visible: true }).last().click()

async function open(page: Page, path: string): Promise<Locator> {
  await page.evaluate((hash) => {
    location.hash = hash
  }, `#${path}`)
  const container = screenAt(page, path)
  await expect.poll(() => container.isVisible()).toBe(true)
  await waitForList(container)
  // A review list opens on 待我处理 (issue 41 item 4): this walk follows records past it.
  await showAll(container)
  return container
}

async function pickFirst(page: Page, field: Locator): Promise<string> {
  const item = page
    .locator('.ev-select-dropdown:not(.ev-select-dropdown-hidden) .ev-select-item-option')
    .first()
  let label = ''
  await expect
    .poll(
      async () => {
        if (!(await item.isVisible())) await field.click()
        label = (await item.textContent().catch(() => '')) ?? ''
        return item.click({ timeout: 2000 }).then(
          () => true,
          () => false,
        )
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return label
}

async function expectRow(list: Locator, text: string, status: string) {
  await expect.poll(async () => (await rowOf(list, text).first().textContent()) ?? '').toContain(status)
}

const moveClock = (body: object) =>
  fetch(url('/api/test/clock'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  })

/**
 * Wait until the station archive shows `stationId` with `status`. The list is kept alive with its
 * keyword: the row of an earlier visit shows at once, with its old status, until the list's new
 * answer replaces it — so the row is read until it says the status, not once.
 */
async function expectStationStatus(page: Page, stationId: string, status: string): Promise<void> {
  const list = await open(page, '/archives-management/station-archives-management')
  await list.getByPlaceholder(/名称/).first().fill(stationId)
  await list.getByPlaceholder(/名称/).first().press('Enter')
  await expect.poll(() => rowOf(list, stationId).count()).toBe(1)
  await expect.poll(async () => (await rowOf(list, stationId).textContent()) ?? '').toContain(status)
}

describe('subsidies', () => {
  afterAll(async () => {
    await moveClock({ reset: true })
  })

  it('applies, reviews, publishes, settles by the clock and pays; the archives follow', async () => {
    const operator = await newPage(browser(), VIEWPORT)
    const admin = await newPage(browser(), VIEWPORT)
    const city = await newPage(browser(), VIEWPORT)
    const op = operator.page
    const ad = admin.page
    await openAs(op, OPERATOR.username, OPERATOR.password, '/supervise-services/supervise-apply')
    await closeFeedbackPopup(op)
    await openAs(ad, ADMIN.username, ADMIN.password, '/account-center')
    await openAs(city.page, TIANJIN.username, TIANJIN.password, '/account-center')

    // The operator applies for two stations of this year's construction batch.
    const applies = await open(op, '/supervise-services/supervise-apply')
    const stations: string[] = []
    for (let index = 0; index < 2; index++) {
      await applies.getByRole('button', { name: '新建申请' }).click()
      const dialog = op.getByRole('dialog', { name: '新建补贴申请' })
      await pickFirst(op, dialog.getByLabel('补贴批次'))
      const label = await pickFirst(op, dialog.getByLabel('充电站'))
      const stationId = /（(\w+)）/.exec(label)?.[1] ?? ''
      expect(stationId).not.toBe('')
      stations.push(stationId)
      await expect.poll(() => dialog.getByText('核定补贴金额').count()).toBeGreaterThan(0)
      await dialog.getByLabel('联系人').fill('李明')
      await dialog.getByLabel('联系电话').fill('15822223333')
      await dialog.getByRole('button', { name: '保存为草稿' }).click()
      await expect.poll(() => dialog.count()).toBe(0)
    }
    const [approvedStation, refusedStation] = stations
    const applyIdOf = async (list: Locator, stationName: string) =>
      String(await rowOf(list, stationName).first().getAttribute('data-row-key'))
    const names: string[] = []
    for (const stationId of stations) {
      const name = (await ad.evaluate(async (id) => {
        const answer = await fetch(`/api/archives-management/stations/${id}`, {
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
        })
        return (await answer.json()).data.stationName as string
      }, stationId)) as string
      names.push(name)
      await expectRow(applies, name, '草稿')
      await rowOf(applies, name).first().getByRole('button', { name: '提交' }).click()
      await confirm(op)
      await expectRow(applies, name, '待审核')
    }
    const [approvedName, refusedName] = names
    const approvedId = await applyIdOf(applies, approvedName)

    // Admin approves one at district level, tianjin at city level (never one person for both);
    // admin refuses the other.
    const audits = await open(ad, '/supervise-services/supervise-audit')
    const examine = async (page: Page, list: Locator, name: string, label: string, opinion?: string) => {
      await rowOf(list, name).first().getByRole('button', { name: '审核' }).click()
      const region = page.getByRole('region', { name: /^补贴审核 BT/ })
      await expect.poll(() => region.getByRole('button', { name: label }).count()).toBe(1)
      if (opinion) await region.getByLabel('审核意见').fill(opinion)
      await region.getByRole('button', { name: label }).click()
      await confirm(page)
      await expect.poll(() => list.isVisible()).toBe(true)
    }
    await audits.getByRole('button', { name: '刷新' }).click()
    await waitForList(audits)
    await examine(ad, audits, approvedName, '区级审核通过')
    await expectRow(audits, approvedName, '审核中')
    const cityAudits = await open(city.page, '/supervise-services/supervise-audit')
    await examine(city.page, cityAudits, approvedName, '市级审核通过', '材料齐全，同意补贴')
    await expectRow(cityAudits, approvedName, '审核通过')
    await examine(ad, audits, refusedName, '审核不通过', '该站点不符合本批次补贴条件')
    await expectRow(audits, refusedName, '审核不通过')
    await expectStationStatus(ad, refusedStation, '审核不通过')

    // Publicity of the approved one, then the day after its end through the server's clock.
    const publicities = await open(ad, '/supervise-services/supervise-publicy')
    await publicities.getByRole('button', { name: '发布公示' }).click()
    const publish = ad.getByRole('dialog', { name: '发布补贴公示' })
    await publish.getByLabel('公示标题').fill('e2e补贴公示')
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10)
    await publish.getByPlaceholder('公示开始日期').fill(day(0))
    await publish.getByPlaceholder('公示开始日期').press('Enter')
    await publish.getByPlaceholder('公示结束日期').fill(day(20))
    await publish.getByPlaceholder('公示结束日期').press('Enter')
    await rowOf(publish, approvedId).getByRole('checkbox').check()
    await publish.getByRole('button', { name: '发布' }).click()
    await expect.poll(() => publish.count()).toBe(0)
    await expectRow(publicities, 'e2e补贴公示', '公示中')
    await expectStationStatus(ad, approvedStation, '审核中')

    expect((await moveClock({ days: 21 })).ok).toBe(true)
    const subsidies = await open(ad, '/supervise-services/supervise-subsidy')
    await subsidies.getByRole('button', { name: '刷新' }).click()
    await waitForList(subsidies)
    await expectRow(subsidies, approvedId, '待补贴')
    await expectStationStatus(ad, approvedStation, '待补贴')

    const paying = await open(ad, '/supervise-services/supervise-subsidy')
    await rowOf(paying, approvedId).getByRole('button', { name: '登记发放' }).click()
    const pay = ad.getByRole('dialog', { name: '登记发放' })
    // The date is picked on the calendar's input (typed, then Enter), sent as YYYY-MM-DD.
    await pay.getByLabel('发放日期').fill(day(0))
    await pay.getByLabel('发放日期').press('Enter')
    await pay.getByLabel('凭证号').fill('TJCZE2E0001')
    await pay.getByRole('button', { name: '确定' }).click()
    await expect.poll(() => pay.count()).toBe(0)
    await expectRow(paying, approvedId, '已补贴')
    await expectStationStatus(ad, approvedStation, '已补贴')
    await expectStationStatus(op, approvedStation, '已补贴')
    await operator.context.close()
    await admin.context.close()
    await city.context.close()
  }, 480_000)
})
