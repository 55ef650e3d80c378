/**
 * 总体数据's distribution by area as a map (issue 44 part 1), for admin, tianjin and operator: the
 * user's region drawn beside the 各区域充电站 ranking, its areas shaded by the measure picked
 * (充电站, 充电桩, 充电接口), with the stations of the user's scope in 天津市 as points (as of the
 * page's load: the dashboard has no stream). They were missing (0座充电站, a legend of zeros).
 * SHOTS=<folder> keeps the screenshots (1440×900).
 */
import { describe, expect, it } from 'vitest'
import { browserForFile, newPage } from './helpers'
import { USERS } from './live-helpers'
import { openAs } from './shell-helpers'

const browser = browserForFile()
const SHOTS = process.env.SHOTS

describe('the map of 总体数据', () => {
  it.each(USERS)('draws $username’s region shaded by the measure picked', async (user) => {
    const { page, errors, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    try {
      await openAs(page, user.username, user.password, '/universal-services/over-all-data')
      const map = page.locator('.evc-region-map [role="img"]')
      const inTianjin = await page.evaluate(async () => {
        const response = await fetch('/api/live/station-places', {
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
        })
        const rows = (await response.json()).data.rows as [string, string, string][]
        return rows.filter((row) => row[2].startsWith('1201')).length
      })
      expect(inTianjin).toBeGreaterThan(0)
      await expect
        .poll(() => map.getAttribute('aria-label'), { timeout: 30_000 })
        .toBe(`天津市示意图，16个区域，${inTianjin}座充电站，按充电站着色`)
      if (user.username === 'operator') {
        // The operator's account has feedback to handle: its popup covers the page until closed.
        const popup = page.getByRole('dialog', { name: '意见反馈处理' })
        await popup.locator('.ev-modal-close').click()
        await expect.poll(() => popup.isVisible()).toBe(false)
      }
      await page.getByRole('combobox', { name: '着色指标' }).click()
      await page.locator('.ev-select-item-option-content', { hasText: '充电接口' }).click()
      await expect.poll(() => map.getAttribute('aria-label')).toContain('按充电接口着色')
      await map.scrollIntoViewIfNeeded()
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/over-all-data-${user.username}.png` })
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })
})
