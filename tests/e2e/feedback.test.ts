/**
 * Feedback end to end (issue 18): staff submit an item with a picture; the manager dispatches it
 * to 特来电 with a time limit; the operator signs in, sees the 意见反馈处理 popup on a real
 * count, 去处理 opens the handling page filtered to 待处理, reads what was asked (派发说明, limit,
 * deadline: issue 42 item 6) and handles the item with a picture; the manager sends it back, the
 * operator reads the send-back's reason and handles it again; the manager closes it; the next sign-in shows no popup (count 0). Every screen shows seeded
 * data for admin and only 特来电's to the operator.
 */
import { describe, expect, it } from 'vitest'
import { png } from '../../server/src/db/seed/documents'
import { consoleErrors, waitForList } from './archives-helpers'
import {
  Api,
  DEMO_OPERATOR,
  expectRow,
  OPERATOR,
  openList,
  pick,
  refresh,
  rowOf,
  VIEWPORT,
} from './feedback-helpers'
import { browserForFile, newPage, SHOWN, screenAt } from './helpers'
import { ADMIN, openAs, untilStill } from './shell-helpers'

const browser = browserForFile()
const STAFF = '/feedback/operation-staff-feedback'
const MANAGER = '/feedback/operation-manager-feedback'
const HANDLING = '/feedback/equipment-operator-feedback'
const INSTRUCTION = '请三日内更换锁止电磁阀'
const REASON = '缺少修复后照片，请补充'

describe('feedback', () => {
  it('runs submit → dispatch → popup → handle → close, and the count drops to 0', async () => {
    const adminApi = await new Api(ADMIN.username, ADMIN.password).signIn()
    const operatorApi = await new Api(OPERATOR.username, OPERATOR.password).signIn()
    const stations = (await adminApi.call('GET', '/feedback/stations')) as {
      stationId: string
      stationName: string
      operatorId: string
    }[]
    const station = stations.find((item) => item.operatorId === DEMO_OPERATOR)
    if (!station) throw new Error('no 特来电 station')
    // The seeded items waiting for 特来电 are handled first, so this test's item is the only one.
    const waiting = await operatorApi.call(
      'GET',
      '/feedback/operator-feedbacks?status=dispatched&pageSize=100',
    )
    for (const row of waiting.list)
      await operatorApi.call('POST', `/feedback/operator-feedbacks/${row.feedbackId}/handle`, {
        result: '已处理',
      })
    expect((await operatorApi.call('GET', '/user_info')).feedbackCount).toBe(0)

    const text = `e2e反馈${Date.now().toString(36)}：充电枪无法锁止`
    const admin = await newPage(browser(), VIEWPORT)
    const operator = await newPage(browser(), VIEWPORT)
    try {
      const ad = admin.page
      await openAs(ad, ADMIN.username, ADMIN.password, STAFF)
      const staff = await openList(ad, STAFF)
      await staff.getByRole('button', { name: '提交反馈' }).click()
      const dialog = ad.getByRole('dialog', { name: '提交反馈' })
      await dialog
        .getByRole('button', { name: '提 交' })
        .or(dialog.getByRole('button', { name: '提交' }))
        .click()
      await expect.poll(() => dialog.getByText('请选择反馈类型').count()).toBeGreaterThan(0)
      await pick(ad, dialog.getByLabel('反馈类型'), '设备故障')
      await pick(ad, dialog.getByLabel('充电站'), station.stationName, station.stationName)
      await dialog.getByLabel('问题描述').fill(text)
      // A picture of a forbidden type is refused at the field, before anything is sent.
      const input = dialog.locator('input[type=file]')
      await input.setInputFiles({ name: 'scan.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
      await expect.poll(() => dialog.getByText('只支持 jpg、png 格式的图片').count()).toBe(1)
      await input.setInputFiles({ name: '现场.png', mimeType: 'image/png', buffer: png(5) })
      await expect.poll(() => dialog.locator('.ev-upload-list-item-done').count()).toBe(1)
      await dialog.getByRole('button', { name: /提\s*交/ }).click()
      await expect.poll(() => dialog.isVisible()).toBe(false)
      await expectRow(staff, text, '待审核')
      const feedbackId = String(await rowOf(staff, text).getAttribute('data-row-key'))

      const manager = await openList(ad, MANAGER)
      await rowOf(manager, text).getByRole('button', { name: '派发' }).click()
      const dispatch = ad.getByRole('dialog', { name: '派发' })
      await dispatch.getByLabel('处理时限').fill('3')
      await dispatch.getByLabel('派发说明').fill(INSTRUCTION)
      await dispatch.getByRole('button', { name: '确定' }).click()
      await expectRow(manager, text, '待处理')
      expect((await operatorApi.call('GET', '/user_info')).feedbackCount).toBe(1)

      // The operator signs in: the popup, 去处理, the handling page filtered to 待处理.
      const op = operator.page
      await openAs(op, OPERATOR.username, OPERATOR.password, '/account-center')
      const popup = op.getByRole('dialog', { name: '意见反馈处理' })
      await expect.poll(() => popup.isVisible()).toBe(true)
      await popup.getByRole('button', { name: '去处理' }).click()
      await expect.poll(() => op.url()).toContain(`${HANDLING}?status=dispatched`)
      const handling = screenAt(op, HANDLING)
      await expect.poll(() => handling.isVisible()).toBe(true)
      await waitForList(handling)
      await expect.poll(() => handling.locator('tbody tr[data-row-key]').count()).toBe(1)
      await expectRow(handling, text, '待处理')
      await rowOf(handling, text).getByRole('button', { name: '处理' }).click()
      const handle = op.getByRole('dialog', { name: `处理反馈 ${feedbackId}` })
      await expect.poll(() => handle.isVisible()).toBe(true)
      // What was asked shows in the dialog, labelled as what it is (issue 42 item 6).
      const asked = async () => (await handle.getByRole('table').first().textContent()) ?? ''
      await expect.poll(asked).toContain(`派发说明${INSTRUCTION}`)
      expect(await asked()).toContain('处理时限3 个工作日')
      expect(await asked()).toMatch(/处理截止\d{4}-\d{2}-\d{2}/)
      // Clicked once the dialog's zoom-in has ended (a click on a moving button can miss it).
      await untilStill(handle)
      await handle.getByRole('button', { name: '提交处理结果' }).click()
      await expect.poll(() => handle.getByText('请填写处理结果').count()).toBeGreaterThan(0)
      await handle.getByLabel('处理结果').fill('已更换锁止电磁阀，现场测试正常')
      await handle
        .locator('input[type=file]')
        .setInputFiles({ name: '修复.png', mimeType: 'image/png', buffer: png(6) })
      await expect.poll(() => handle.locator('.ev-upload-list-item-done').count()).toBe(1)
      await handle.getByRole('button', { name: '提交处理结果' }).click()
      await expect.poll(() => handle.isVisible()).toBe(false)
      // Filtered to 待处理, the handled item leaves the list; without the filter it shows 已处理.
      await op.evaluate((hash) => {
        location.hash = hash
      }, `#${HANDLING}?status=handled`)
      await expectRow(handling, text, '已处理')

      // 退回重办: the operator's dialog then names the send-back's reason and the last result.
      await refresh(manager)
      await rowOf(manager, text).getByRole('button', { name: '退回重办' }).click()
      const sendback = ad.getByRole('dialog', { name: '退回重办' })
      await sendback.getByLabel('退回原因').fill(REASON)
      await sendback.getByLabel('处理时限').fill('2')
      await sendback.getByRole('button', { name: '确定' }).click()
      await expectRow(manager, text, '待处理')
      await op.evaluate((hash) => {
        location.hash = hash
      }, `#${HANDLING}?status=dispatched`)
      await expectRow(handling, text, '待处理')
      await rowOf(handling, text).getByRole('button', { name: '处理' }).click()
      await expect.poll(asked).toContain(`退回原因${REASON}`)
      expect(await asked()).toContain('上次处理结果已更换锁止电磁阀')
      await untilStill(handle)
      await handle.getByLabel('处理结果').fill('已补充修复后照片')
      await handle
        .locator('input[type=file]')
        .setInputFiles({ name: '修复后.png', mimeType: 'image/png', buffer: png(7) })
      await expect.poll(() => handle.locator('.ev-upload-list-item-done').count()).toBe(1)
      await handle.getByRole('button', { name: '提交处理结果' }).click()
      await expect.poll(() => handle.isVisible()).toBe(false)

      await refresh(manager)
      await rowOf(manager, text).getByRole('button', { name: '关闭' }).click()
      const close = ad.getByRole('dialog', { name: '关闭' })
      await close.getByLabel('审核意见').fill('处理结果已核实')
      await close.getByRole('button', { name: '确定' }).click()
      await expectRow(manager, text, '已关闭')
      await rowOf(manager, text).getByRole('button', { name: '详情' }).click()
      const drawer = ad.getByRole('dialog', { name: `意见反馈 ${feedbackId}` })
      // The row's own fields show first; the step history comes with the detail answer after.
      for (const label of ['处理结果已核实', '提交反馈', '派发', '退回重办', '关闭', '已补充修复后照片'])
        await expect.poll(async () => (await drawer.textContent()) ?? '').toContain(label)
      await expect.poll(() => drawer.getByRole('img', { name: /处理图片/ }).count()).toBe(1)

      // The next sign-in: no popup, the count is 0.
      const again = await newPage(browser(), VIEWPORT)
      try {
        const { evaluateCount } = await operatorApi.call('GET', '/user_info')
        await openAs(again.page, OPERATOR.username, OPERATOR.password, '/account-center')
        // Without feedback waiting, the evaluation popup shows instead when evidence is asked for.
        const evaluation = again.page.getByRole('dialog', { name: '评定材料上传' })
        if (evaluateCount > 0) {
          await expect.poll(() => evaluation.isVisible()).toBe(true)
          await evaluation.getByRole('button', { name: SHOWN.close }).click()
        }
        const list = await openList(again.page, HANDLING)
        await refresh(list)
        expect(await again.page.getByRole('dialog', { name: '意见反馈处理' }).count()).toBe(0)
      } finally {
        await again.close()
      }
      expect((await operatorApi.call('GET', '/user_info')).feedbackCount).toBe(0)
      expect(consoleErrors(admin.errors)).toEqual([])
      expect(consoleErrors(operator.errors)).toEqual([])
    } finally {
      await admin.close()
      await operator.close()
      // Later files expect the operator's feedback popup (the demo's state): one item waits again.
      const item = await adminApi.call('POST', '/feedback/staff-feedbacks', {
        type: 'parking',
        stationId: station.stationId,
        description: '充电车位被燃油车占用',
      })
      await adminApi.call('POST', `/feedback/manager-feedbacks/${item.feedbackId}/dispatch`, { days: 5 })
    }
  }, 480_000)

  it('shows seeded data to admin on every screen and only 特来电 items to the operator', async () => {
    const admin = await newPage(browser(), VIEWPORT)
    const operator = await newPage(browser(), VIEWPORT)
    try {
      await openAs(admin.page, ADMIN.username, ADMIN.password, STAFF)
      for (const path of [STAFF, MANAGER, HANDLING]) {
        const list = await openList(admin.page, path)
        await expect.poll(() => list.locator('tbody tr[data-row-key]').count()).toBeGreaterThan(0)
      }
      await openAs(operator.page, OPERATOR.username, OPERATOR.password, '/account-center')
      const popup = operator.page.getByRole('dialog', { name: '意见反馈处理' })
      await expect.poll(() => popup.isVisible()).toBe(true)
      await popup.getByRole('button', { name: SHOWN.close }).click()
      const list = await openList(operator.page, HANDLING)
      const rows = list.locator('tbody tr[data-row-key]')
      await expect.poll(() => rows.count()).toBeGreaterThan(0)
      for (const text of await rows.allTextContents()) expect(text).toContain('特来电')
      // Also reached as the assessment area's page (same permission name).
      const other = await openList(operator.page, '/station-assessment/equipment-operator-feedback')
      await expect.poll(() => other.locator('tbody tr[data-row-key]').count()).toBeGreaterThan(0)
    } finally {
      await admin.close()
      await operator.close()
    }
  })
})
