import { beforeAll, describe, expect, it } from 'vitest'
import { consoleErrors, openArchivesPage } from './archives-helpers'
import { browserForFile, newPage, SHOWN } from './helpers'
import { ADMIN, AdminClient, openAs } from './shell-helpers'

const browser = browserForFile()
const admin = new AdminClient()

beforeAll(async () => {
  await admin.signIn()
})

/** A one-page PDF small enough for a test. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
)

describe('archives actions', () => {
  it('refuses a file of another type at the field, uploads a PDF, previews it and deletes it', async () => {
    const { page, errors, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    const name = `e2e-${Date.now().toString(36)}.pdf`
    try {
      await openAs(page, ADMIN.username, ADMIN.password, '/account-center')
      const list = await openArchivesPage(page, 'file-management')
      await list.getByRole('button', { name: '上传文件' }).click()
      const dialog = page.getByRole('dialog', { name: '上传文件' })
      const input = dialog.locator('input[type="file"]')
      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
      await expect
        .poll(() => dialog.getByText('只支持 pdf、doc、docx、xls、xlsx、jpg、png 格式的文件').count())
        .toBe(1)
      await dialog.getByRole('button', { name: '上传', exact: true }).click()
      expect(await page.getByRole('dialog', { name: '上传文件' }).isVisible()).toBe(true)

      await input.setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF })
      await dialog.getByLabel('备注').fill('端到端测试')
      await dialog.getByRole('button', { name: '上传', exact: true }).click()
      const row = list.locator('tbody tr[data-row-key]').filter({ hasText: name })
      await expect.poll(() => row.count()).toBe(1)
      expect(await row.textContent()).toContain('端到端测试')
      const files = await admin.call<{ list: { fileName: string; size: number }[] }>(
        'GET',
        `/archives-management/files?keyword=${encodeURIComponent(name)}`,
      )
      expect(files.list.map((file) => [file.fileName, file.size])).toEqual([[name, PDF.length]])

      await row.getByRole('button', { name: '预览' }).click()
      const preview = page.getByRole('dialog', { name })
      await expect.poll(() => preview.locator('iframe').count()).toBe(1)
      await preview.getByRole('button', { name: SHOWN.close, exact: true }).click()
      await expect.poll(() => preview.count()).toBe(0)

      await row.getByRole('button', { name: '删除' }).click()
      await page.getByRole('button', { name: '确定' }).filter({ visible: true }).click()
      await expect.poll(() => row.count()).toBe(0)
      const after = await admin.call<{ total: number }>(
        'GET',
        `/archives-management/files?keyword=${encodeURIComponent(name)}`,
      )
      expect(after.total).toBe(0)
      expect(consoleErrors(errors)).toEqual([])
    } finally {
      await close()
    }
  })

  it('tags a station as rural only with a reason, and the review approves it', async () => {
    const { page, errors, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    try {
      const candidates = await admin.call<{ list: { stationId: string; ruralTagStatus: string | null }[] }>(
        'GET',
        '/archives-management/rural-stations?ruralFlag=0&pageSize=50&sort=stationId,desc',
      )
      const station = candidates.list.find((item) => item.ruralTagStatus !== 'pending')
      if (!station) throw new Error('the seed has no untagged station without a pending request')
      await openAs(page, ADMIN.username, ADMIN.password, '/account-center')
      const list = await openArchivesPage(page, 'rural-station-tagging')
      await list.getByLabel('关键字').fill(station.stationId)
      await list.getByLabel('关键字').press('Enter')
      const row = list.locator(`tbody tr[data-row-key="${station.stationId}"]`)
      await expect.poll(() => list.locator('tbody tr[data-row-key]').count()).toBe(1)

      await row.getByRole('button', { name: '申请标记' }).click()
      const request = page.getByRole('dialog', { name: '申请标记' })
      await request.getByRole('button', { name: '确定' }).click()
      await expect.poll(() => request.getByText('请输入理由').count()).toBe(1)
      await request.getByLabel('理由').fill('位于乡村中心区，服务周边村镇')
      await request.getByRole('button', { name: '确定' }).click()
      await expect.poll(() => row.textContent()).toContain('待审核')
      expect(await row.getByRole('button', { name: '申请标记' }).count()).toBe(0)

      await row.getByRole('button', { name: '审核通过' }).click()
      const review = page.getByRole('dialog', { name: '审核通过' })
      await review.getByLabel('审核意见').fill('同意')
      await review.getByRole('button', { name: '确定' }).click()
      // Approved: the row offers the opposite request and no review any more.
      await expect.poll(() => row.getByRole('button', { name: '申请取消标记' }).count()).toBe(1)
      expect(await row.getByRole('button', { name: '审核通过' }).count()).toBe(0)
      const after = await admin.call<{
        ruralFlag: number
        ruralTagStatus: string
        ruralReviewOpinion: string
      }>('GET', `/archives-management/rural-stations/${station.stationId}`)
      expect(after).toMatchObject({ ruralFlag: 1, ruralTagStatus: 'approved', ruralReviewOpinion: '同意' })
      expect(consoleErrors(errors)).toEqual([])
    } finally {
      await close()
    }
  })
})
