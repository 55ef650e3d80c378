/**
 * 移动端管理 end to end (issue 20, Done when): recommended stations reordered by drag and by
 * keyboard keep their order after a reload; an evaluation hidden with a reason; a version
 * published and a lower one refused at the field. HTML and script in the area's text fields:
 * tests/e2e/mobile-xss.test.ts. The three tests share one admin page (issue 40: one cold load).
 */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { consoleErrors } from './archives-helpers'
import { browserForFile } from './helpers'
import { openMobilePage } from './mobile-helpers'
import { AdminClient, adminPageForFile } from './shell-helpers'

const browser = browserForFile()
const admin = new AdminClient()
const adminPage = adminPageForFile(browser)

beforeAll(async () => {
  await admin.signIn()
})

/** Pick an option of the open antd select (its visible item, not the hidden accessibility copy). */
async function pick(page: Page, label: string): Promise<void> {
  const option = page.locator('.ev-select-dropdown:not(.ev-select-dropdown-hidden) .ev-select-item-option', {
    hasText: label,
  })
  await option.first().click()
}

type Recommend = { id: number; stationName: string }
const recommended = async () =>
  (await admin.call<{ list: Recommend[] }>('GET', '/mobile-management/recommend-stations?pageSize=100')).list

describe('mobile management', () => {
  it('reorders recommended stations by drag and by keyboard, and the order survives a reload', async () => {
    const { page, errors } = adminPage()
    const before = await recommended()
    expect(before.length).toBeGreaterThanOrEqual(3)
    const list = await openMobilePage(page, 'mobile-recommend-station-management')
    await list.getByRole('button', { name: '调整顺序' }).click()
    const dialog = page.getByRole('dialog', { name: '调整推荐顺序' })
    const rows = dialog.getByRole('list', { name: '推荐场站顺序' }).getByRole('listitem')
    await expect.poll(() => rows.count()).toBe(before.length)

    // Drag the first entry onto the third: it takes the third place. The dialog zooms in as it
    // opens: the rows are dragged once they stand still (a drag computed mid-animation misses).
    let box = ''
    await expect
      .poll(async () => {
        const now = JSON.stringify(await rows.nth(2).boundingBox())
        const still = now === box
        box = now
        return still
      })
      .toBe(true)
    await rows.nth(0).dragTo(rows.nth(2))
    const dragged = [before[1], before[2], before[0], ...before.slice(3)]
    await expect.poll(() => rows.nth(2).getAttribute('data-id')).toBe(String(before[0].id))
    // From the keyboard: the (new) first entry moves down one place with Alt+↓.
    await rows.nth(0).focus()
    await page.keyboard.press('Alt+ArrowDown')
    const expected = [dragged[1], dragged[0], ...dragged.slice(2)].map((entry) => entry.id)
    await expect.poll(() => rows.nth(1).getAttribute('data-id')).toBe(String(dragged[0].id))
    // The moved row keeps the focus (the console lives in a shadow root: ask the row's root).
    await expect
      .poll(() => rows.nth(1).evaluate((row) => (row.getRootNode() as ShadowRoot).activeElement === row))
      .toBe(true)
    await dialog.getByRole('button', { name: '保存' }).click()
    await expect
      .poll(() => dialog.count().then(async (count) => (count ? await dialog.textContent() : '')), {
        timeout: 30_000,
      })
      .toBe('')
    expect((await recommended()).map((entry) => entry.id)).toEqual(expected)

    await page.reload()
    const again = await openMobilePage(page, 'mobile-recommend-station-management')
    const firstCells = again.locator('tbody tr[data-row-key]')
    await expect.poll(() => firstCells.first().getAttribute('data-row-key')).toBe(String(expected[0]))
    expect(await firstCells.nth(1).getAttribute('data-row-key')).toBe(String(expected[1]))
    expect(consoleErrors(errors)).toEqual([])
  })

  it('hides an evaluation only with a reason', async () => {
    const { page, errors } = adminPage()
    const pending = await admin.call<{ list: { id: number }[] }>(
      'GET',
      '/mobile-management/evaluations?status=pending&pageSize=1',
    )
    const id = pending.list[0].id
    const list = await openMobilePage(page, 'mobile-evaluate-management')
    await list.getByLabel('审核状态').click()
    await pick(page, '待审核')
    await list.getByRole('button', { name: '查询' }).click()
    const row = list.locator(`tbody tr[data-row-key="${id}"]`)
    await expect.poll(() => row.count()).toBe(1)
    await row.getByRole('button', { name: '隐藏' }).click()
    const dialog = page.getByRole('dialog', { name: '隐藏' })
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect.poll(() => dialog.getByText('请输入隐藏原因').count()).toBe(1)
    await dialog.getByLabel('隐藏原因').fill('含有广告内容')
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect
      .poll(
        async () =>
          (await admin.call<{ status: string }>('GET', `/mobile-management/evaluations/${id}`)).status,
        {
          timeout: 30_000,
        },
      )
      .toBe('hidden')
    expect(
      await admin.call<{ hideReason: string }>('GET', `/mobile-management/evaluations/${id}`),
    ).toMatchObject({
      hideReason: '含有广告内容',
    })
    expect(consoleErrors(errors)).toEqual([])
  })

  it('publishes a version and refuses a lower one at the field', async () => {
    const { page, errors } = adminPage()
    const ios = await admin.call<{ list: { version: string }[] }>(
      'GET',
      '/mobile-management/versions?platform=ios&sort=versionCode,desc&pageSize=1',
    )
    const [major, minor] = ios.list[0].version.split('.').map(Number)
    const next = `${major}.${minor + 1}.0`
    const list = await openMobilePage(page, 'mobile-version-management')
    const publish = async (version: string) => {
      await list.getByRole('button', { name: '发布版本' }).click()
      const dialog = page.getByRole('dialog').filter({ hasText: '更新说明' })
      // Typing first lets the dialog finish opening before a dropdown opens over it.
      await dialog.getByLabel('版本号').fill(version)
      await dialog.getByLabel('更新说明').fill('修复已知问题')
      await dialog.getByLabel('平台').click()
      await pick(page, 'iOS')
      await dialog.getByLabel('强制更新').click()
      await pick(page, '否')
      await dialog.getByRole('button', { name: '确定' }).click()
      return dialog
    }
    const refused = await publish('1.0.0')
    await expect
      .poll(() => refused.getByText(`版本号须高于iOS当前版本 ${ios.list[0].version}`).count(), {
        timeout: 30_000,
      })
      .toBe(1)
    await refused.getByLabel('版本号').fill(next)
    await refused.getByRole('button', { name: '确定' }).click()
    await expect.poll(() => refused.count()).toBe(0)
    await expect.poll(() => list.locator('tbody').textContent()).toContain(next)
    expect(consoleErrors(errors)).toEqual([])
  })
})
