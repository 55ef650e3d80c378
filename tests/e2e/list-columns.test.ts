/**
 * Wide lists at 1440×900 and 1920×1080 as admin and tianjin (issue 42 item 15): every column shown
 * by default is wholly in view, none behind the fixed 操作 column, with nothing scrolled — 补贴发放's
 * 发放金额 and 企业备案's 审核意见 among them. SHOTS=<folder> keeps the screenshots.
 */

import { writeFileSync } from 'node:fs'
import type { Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import { browserForFile, newPage, url } from './helpers'
import { USERS } from './live-helpers'
import { openSignedIn } from './shell-helpers'

const browser = browserForFile()
const SHOTS = process.env.SHOTS

const SCREENS = [
  { name: 'supervise-subsidy', path: '/#/supervise-services/supervise-subsidy', key: '发放金额' },
  { name: 'enterprise-record', path: '/#/universal-services/enterprise-record', key: '审核意见' },
  { name: 'enterprise-apply', path: '/#/universal-services/enterprise-apply', key: '审核意见' },
  { name: 'stations', path: '/#/archives-management/station-archives-management', key: '充电站名称' },
]

/** The headers of the table shown, each with whether it is wholly left of 操作 and in view. */
function headers(page: Page) {
  return page.evaluate(() => {
    const host = [...document.querySelectorAll('*')].find((node) =>
      node.shadowRoot?.querySelector('.ev-table'),
    )
    const root = host?.shadowRoot
    const tables = [...(root?.querySelectorAll<HTMLElement>('.ev-table-content') ?? [])].filter(
      (table) => table.offsetParent !== null,
    )
    const content = tables[0]
    if (!content) return null
    const view = content.getBoundingClientRect()
    const ths = [...content.querySelectorAll<HTMLElement>('thead th')].filter((th) => th.textContent)
    const actions = ths.find((th) => th.textContent === '操作')?.getBoundingClientRect()
    return ths
      .filter((th) => th.textContent !== '操作')
      .map((th) => {
        const rect = th.getBoundingClientRect()
        const end = actions ? actions.left : view.right
        return { title: th.textContent, whole: rect.left >= view.left - 1 && rect.right <= end + 1 }
      })
  })
}

describe('wide lists at 1440 and 1920 px', () => {
  for (const user of USERS.slice(0, 2)) {
    for (const size of [
      { width: 1440, height: 900 },
      { width: 1920, height: 1080 },
    ]) {
      it(`shows ${user.username}'s default columns wholly at ${size.width}×${size.height}`, async () => {
        const { page, errors, close } = await newPage(browser(), { viewport: size })
        try {
          await openSignedIn(page, user.username, user.password)
          for (const screen of SCREENS) {
            await page.goto(url(screen.path))
            await expect
              .poll(async () => ((await headers(page)) ?? []).length, { timeout: 30_000 })
              .toBeGreaterThan(0)
            const found = (await headers(page)) ?? []
            expect(found.filter((header) => !header.whole).map((header) => header.title)).toEqual([])
            expect(found.map((header) => header.title)).toContain(screen.key)
            if (SHOTS)
              await page.screenshot({ path: `${SHOTS}/${screen.name}-${user.username}-${size.width}.png` })
          }
          expect(errors).toEqual([])
        } finally {
          await close()
        }
      })
    }
  }
})

describe('the printed 月度报告 (issue 42 item 9)', () => {
  it('says 去年同期无数据 rather than a change on 0, on A4 pages (SHOTS keeps the PDF)', async () => {
    const { page, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    try {
      await openSignedIn(page, 'tianjin', 'City@2026ev')
      await page.goto(url('/#/report-statistics/month-far'))
      await expect
        .poll(() => page.getByRole('button', { name: '打印' }).isEnabled(), { timeout: 60_000 })
        .toBe(true)
      await page.emulateMedia({ media: 'print' })
      const summary = await page.locator('.mf-printed p', { hasText: '环比' }).first().textContent()
      expect(summary).toMatch(/环比/)
      expect(summary).not.toMatch(/为0/)
      const pdf = await page.pdf({ preferCSSPageSize: true, outline: true, tagged: true })
      if (SHOTS) writeFileSync(`${SHOTS}/month-report.pdf`, pdf)
      await page.emulateMedia({ media: 'screen' })
    } finally {
      await close()
    }
  }, 120_000)
})
