/**
 * Alarms that reach the officer (issue 44 part 3), one walk: an alarm raised in tianjin's area
 * shows a notification on tianjin's workbench (not 故障监测); its 查看告警 opens the alarm in
 * 故障监测 (that the operator of a company is not told, even of alarms on its own connectors:
 * alarm-scope.test.ts); 故障监测 paused holds a new alarm (its row not listed) and counts it
 * ("1 条新告警"), which resumes it — the one check of pausing (alarm-scope's operator no longer
 * pauses, issue 40); and 告警提醒 turned off in 个人中心 stops the notifications (the host is still
 * told: `ev-alarm`, the positive sign before the check).
 * SHOTS=<folder> keeps the screenshots (1440×900).
 */
import { describe, expect, it } from 'vitest'
import { alarmsSeen, notification, openConsole } from './alarm-helpers'
import { signedInApi } from './api-session'
import { browserForFile, newPage } from './helpers'
import { simulator } from './live-helpers'

const browser = browserForFile()
const SHOTS = process.env.SHOTS
const TIANJIN = { username: 'tianjin', password: 'City@2026ev' }
const VIEWPORT = { width: 1440, height: 900 }

/** Raise an alarm in Tianjin (120100) of a level; its id. */
async function raiseInTianjin(level: number): Promise<number> {
  const { alarmId } = await simulator({ alarm: true, alarmArea: '1201', alarmLevel: level })
  expect(alarmId).toBeTypeOf('number')
  return Number(alarmId)
}

describe('alarm notifications', () => {
  it('reach tianjin on any screen, open the alarm, pause 故障监测, and stop when turned off', async () => {
    const city = await newPage(browser(), { viewport: VIEWPORT })
    const api = await signedInApi(TIANJIN.username, TIANJIN.password)
    try {
      await api.post('/appearance/alarm-notices/save', { enabled: true, sound: false })
      const { page } = city
      await openConsole(page, TIANJIN)
      await page.evaluate(() => {
        location.hash = '#/welcome'
      })
      await expect
        .poll(() => page.locator('.evc-page[data-path="/welcome"] [data-card="waiting"]').isVisible())
        .toBe(true)

      // 人身安全级 in tianjin's area: a highlighted notification on the workbench.
      const first = await raiseInTianjin(1)
      const card = notification(page, first)
      await expect.poll(() => card.isVisible(), { timeout: 30_000 }).toBe(true)
      expect(await card.textContent()).toContain('人身安全级')
      expect(await card.getAttribute('role')).toBe('alert')
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/alarm-notice-workbench.png` })
      expect(await alarmsSeen(page)).toContain(first)

      // 查看告警 opens 故障监测 on that one alarm.
      await card.getByRole('button', { name: '查看告警' }).click()
      const monitor = page.locator('.evc-page[data-path="/ops-services/trouble-monitor"]')
      await expect.poll(() => monitor.isVisible()).toBe(true)
      await expect
        .poll(() => monitor.locator('.evc-alarm-summary').textContent())
        .toBe('只显示链接指向的这一条告警')
      await expect.poll(() => monitor.locator('.ev-table-tbody tr.ev-table-row').count()).toBe(1)

      // The whole list, paused: a new alarm is held and counted; the counter resumes.
      await monitor.getByRole('button', { name: '显示全部告警' }).click()
      // Paused only once the whole list is read: a read asked before the new alarm may list it.
      await expect
        .poll(() => monitor.locator('.evc-alarm-summary').textContent())
        .toMatch(/^未确认的告警 \d+ 条/)
      const pause = monitor.getByRole('button', { name: '暂停刷新' })
      await expect.poll(() => pause.isVisible()).toBe(true)
      await pause.click()
      const second = await raiseInTianjin(2)
      const held = monitor.getByRole('button', { name: '1 条新告警' })
      await expect.poll(() => held.isVisible(), { timeout: 30_000 }).toBe(true)
      await expect.poll(() => notification(page, second).isVisible(), { timeout: 30_000 }).toBe(true)
      expect(await monitor.locator(`tr[data-row-key="${second}"]`).count()).toBe(0)
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/trouble-monitor-paused.png` })
      await held.click()
      await expect.poll(() => monitor.getByRole('button', { name: '暂停刷新' }).isVisible()).toBe(true)
      await expect.poll(() => monitor.locator(`tr[data-row-key="${second}"]`).count()).toBe(1)

      // 个人中心 → 告警提醒 off: the next alarm reaches the host, and no notification shows.
      await page.evaluate(() => {
        location.hash = '#/account-center'
      })
      const centre = page.locator('.evc-page[data-path="/account-center"]')
      await centre.getByRole('tab', { name: '告警提醒' }).click()
      const toggle = centre.getByRole('switch', { name: '告警提醒' })
      await expect.poll(() => toggle.isEnabled()).toBe(true)
      await toggle.click()
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false')
      await expect.poll(async () => (await api.get('/appearance/alarm-notices')).enabled).toBe(false)
      const third = await raiseInTianjin(1)
      await expect.poll(() => alarmsSeen(page), { timeout: 30_000 }).toContain(third)
      expect(await notification(page, third).count()).toBe(0)
    } finally {
      await api.post('/appearance/alarm-notices/save', { enabled: true, sound: true })
      await city.close()
    }
  }, 300_000)
})
