/**
 * A list's keyword box follows the pinyin rules of section 1 (issue 22, item 3): typed with a
 * space between syllables, the keyword still finds the 和平区 stations, as the API counts them.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { ApiUser, archivesPath, openArchivesPage, shownTotal } from './archives-helpers'
import { browserForFile, newPage } from './helpers'
import { ADMIN, openAs } from './shell-helpers'

const browser = browserForFile()
let adminApi: ApiUser

beforeAll(async () => {
  adminApi = await new ApiUser(ADMIN.username, ADMIN.password).signIn()
})

describe('the keyword box of a list', () => {
  it('finds stations by pinyin typed with spaces', async () => {
    const { page, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    try {
      await openAs(page, ADMIN.username, ADMIN.password, archivesPath('station-archives-management'))
      const list = await openArchivesPage(page, 'station-archives-management')
      const all = await shownTotal(list)
      await list.getByLabel('关键字').fill('heping qu')
      await list.getByRole('button', { name: '查询' }).click()
      const expected = await adminApi.total('stations', { keyword: 'heping qu' })
      expect(expected).toBeGreaterThan(0)
      expect(expected).toBeLessThan(all)
      await expect.poll(() => shownTotal(list)).toBe(expected)
      for (const text of await list.locator('tbody tr[data-row-key]').allTextContents())
        expect(text).toContain('和平')
    } finally {
      await close()
    }
  })
})
