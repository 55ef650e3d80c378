/**
 * The UI strings of section 8 on the to-do page (issue 22, item 8: "/message shows antd's own
 * 'No data' and '10 / page'"): its pagination says Total {total} and 10 /page, and an empty
 * filter says No Data, never antd's defaults. The antd components one by one:
 * tests/browser/shell-ui-strings.test.ts.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserForFile, newPage, url } from './helpers'
import { ADMIN, openSignedIn } from './shell-helpers'

const browser = browserForFile()

const pageText = (page: Page) => page.locator('.evc-page[data-path="/message"]').textContent()

describe('the to-do page', () => {
  it('says Total {total} and 10 /page under its table', async () => {
    const { page, errors, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    try {
      await openSignedIn(page, ADMIN.username, ADMIN.password)
      await page.goto(url('/#/message'))
      // The seed gives admin to-do items of its own.
      const total = page.getByText(/^Total \d+$/)
      await expect.poll(() => total.count()).toBe(1)
      expect(Number((await total.textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0)
      expect(await page.locator('[title="10 /page"]').count()).toBe(1)
      const text = (await pageText(page)) ?? ''
      expect(text).not.toContain('/ page')
      expect(text).not.toContain('No data')
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('says No Data when the filter leaves nothing', async () => {
    const { page, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    try {
      // 'stale' has a few to-do items of its own; no other test reads them.
      await openSignedIn(page, 'stale', 'Stale@2026ev')
      await page.goto(url('/#/message'))
      await expect.poll(() => page.getByText(/^Total \d+$/).count()).toBe(1)
      await page.getByRole('button', { name: '全部标为已读' }).click()
      await page.getByRole('radiogroup', { name: '筛选' }).getByText('未读', { exact: true }).click()
      const empty = page.locator('.evc-page[data-path="/message"] .ev-empty-description')
      await expect.poll(() => empty.textContent()).toBe('No Data')
      expect(await pageText(page)).not.toContain('No data')
    } finally {
      await close()
    }
  })
})
