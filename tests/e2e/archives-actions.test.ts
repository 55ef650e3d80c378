/**
 * 文件管理's actions end to end: a file of another type refused at the field, a PDF uploaded with a
 * remark, previewed and deleted. 乡村站标记's request (refused without a reason, then 待审核) and
 * its approval (the row then offers 申请取消标记) are walked in rural-work.ts (issue 40).
 */
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
})
