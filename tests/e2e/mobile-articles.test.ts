/**
 * The app's articles end to end (issue 20, Done when): a news article written with a heading, a
 * list and an uploaded image, saved as a draft, previewed in the phone frame, published, found in
 * the published list and withdrawn. That HTML and script stored in every text field of the
 * articles (title, summary, every text of the body) show as text on the three screens, their
 * details and previews is checked on mobile-xss.test.ts's page, the same user on the same screens
 * (issue 40). Screenshots at 1440×900 go to SCREENSHOT_DIR if set.
 */
import { deflateSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { installAxe, violations } from './accessibility-helpers'
import { consoleErrors } from './archives-helpers'
import { browserForFile, newPage } from './helpers'
import { openMobilePage } from './mobile-helpers'
import { ADMIN, AdminClient, openAs } from './shell-helpers'

const browser = browserForFile()
const admin = new AdminClient()
const VIEWPORT = { width: 1440, height: 900 }
const SHOTS = process.env.SCREENSHOT_DIR

beforeAll(async () => {
  await admin.signIn()
})

function crc32(bytes: Uint8Array): number {
  let crc = -1
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return (crc ^ -1) >>> 0
}

/** A real PNG (solid colour, RGB) the browser can show. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const out = Buffer.alloc(8 + data.length + 4)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc32(body), 8 + data.length)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([22, 119, 255]))])
  const raw = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

describe('app articles', () => {
  it('writes a news article with a heading, a list and an image, previews it as a draft, publishes it', async () => {
    const title = `充电站开放公告${Date.now().toString(36)}`
    const { page, context, errors, close } = await newPage(browser(), { viewport: VIEWPORT })
    await installAxe(context)
    try {
      await openAs(page, ADMIN.username, ADMIN.password, '/mobile-management/mobile-news-management')
      const list = await openMobilePage(page, 'mobile-news-management')
      await shot(page, 'news-list')
      await list.getByRole('button', { name: '写新闻' }).click()
      const dialog = page.getByRole('dialog', { name: '写新闻' })
      const editor = dialog.getByRole('textbox', { name: '正文' })
      await expect.poll(() => editor.count()).toBe(1)
      // Saving with nothing says what is missing at the fields.
      await dialog.getByRole('button', { name: '保存草稿' }).click()
      await expect.poll(() => dialog.getByText('请输入标题').count()).toBe(1)

      await dialog.getByLabel('标题').fill(title)
      await dialog.getByLabel('栏目').click()
      await page.locator('.ev-select-item-option').filter({ visible: true }).first().click()
      await dialog.getByLabel('摘要').fill('新建公共充电站开放使用')
      await editor.click()
      const toolbar = dialog.getByRole('toolbar', { name: '正文格式' })
      await toolbar.getByRole('button', { name: '标题', exact: true }).click()
      await page.keyboard.type('开放时间与地点')
      await page.keyboard.press('Enter')
      await toolbar.getByRole('button', { name: '无序列表' }).click()
      await page.keyboard.type('地点：和平区南京路')
      await page.keyboard.press('Enter')
      await page.keyboard.type('时间：每天 0–24 时')
      await page.keyboard.press('Enter')
      await page.keyboard.press('Enter')
      await page.keyboard.type('欢迎市民使用。')
      await toolbar
        .locator('input[type=file]')
        .setInputFiles({ name: 'station.png', mimeType: 'image/png', buffer: png(160, 90) })
      await expect.poll(() => editor.locator('img').count()).toBe(1)
      await expect.poll(() => editor.locator('h2').textContent()).toBe('开放时间与地点')
      await expect.poll(() => editor.locator('ul li').count()).toBe(2)
      await shot(page, 'news-editor')
      expect(await violations(page)).toEqual([])
      await dialog.getByRole('button', { name: '保存草稿' }).click()
      await expect.poll(() => dialog.count()).toBe(0)

      const row = list.locator('tbody tr[data-row-key]', { hasText: title })
      await expect.poll(() => row.count()).toBe(1)
      expect(await row.textContent()).toContain('草稿')
      // 编辑 opens the stored document in the editor.
      await row.getByRole('button', { name: '编辑' }).click()
      const edit = page.getByRole('dialog', { name: '编辑新闻' })
      await expect
        .poll(() => edit.getByRole('textbox', { name: '正文' }).locator('h2').textContent(), {
          timeout: 30_000,
        })
        .toBe('开放时间与地点')
      expect(await edit.getByLabel('标题').inputValue()).toBe(title)
      await edit.getByRole('button', { name: /取\s*消/ }).click()
      await expect.poll(() => edit.count()).toBe(0)
      await row.getByRole('button', { name: '预览' }).click()
      const preview = page.getByTestId('phone-preview')
      await expect.poll(() => preview.locator('h2').count()).toBe(1)
      expect(await preview.locator('h2').textContent()).toBe('开放时间与地点')
      expect(await preview.locator('ul li').allTextContents()).toEqual([
        '地点：和平区南京路',
        '时间：每天 0–24 时',
      ])
      const image = preview.locator('.ev-phone-article img')
      expect(await image.getAttribute('src')).toMatch(
        /^\/api\/mobile-management\/article-images\/[a-f0-9]{24}\.png$/,
      )
      await expect.poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBe(160)
      // The phone's screen: 375 × 667 inside its bezel.
      expect(await preview.evaluate((node) => [node.clientWidth, node.clientHeight])).toEqual([375, 667])
      await shot(page, 'news-preview')
      expect(await violations(page)).toEqual([])
      await page.keyboard.press('Escape')
      await expect.poll(() => preview.count()).toBe(0)

      await row.getByRole('button', { name: '发布' }).click()
      const publish = page.getByRole('dialog', { name: /^发布：/ })
      await publish.getByRole('button', { name: '发布' }).click()
      await expect.poll(() => publish.count()).toBe(0)
      await expect.poll(() => row.textContent()).toContain('已发布')

      // The published list (状态 = 已发布) has it.
      const expand = list.getByRole('button', { name: /展开/ })
      if (await expand.count()) await expand.click()
      await list.getByLabel('状态', { exact: true }).click()
      await page.locator('[title="已发布"]').filter({ visible: true }).first().click()
      await list.getByRole('button', { name: '查询' }).click()
      // The article was in the list before the query too: wait for the filtered rows themselves.
      const unpublished = async () =>
        (await list.locator('tbody tr[data-row-key]').allTextContents()).filter(
          (text) => !text.includes('已发布'),
        )
      await expect.poll(unpublished).toEqual([])
      await expect.poll(() => row.count()).toBe(1)
      const published = await admin.call<{ list: { title: string }[] }>(
        'GET',
        `/mobile-management/news?state=published&keyword=${encodeURIComponent(title)}`,
      )
      expect(published.list.map((item) => item.title)).toEqual([title])
      // 撤回 after a confirmation: it leaves the published list.
      await row.getByRole('button', { name: '撤回' }).click()
      await page
        .getByRole('button', { name: /确\s*定/ })
        .filter({ visible: true })
        .click()
      await expect.poll(() => row.count()).toBe(0)
      const withdrawn = await admin.call<{ list: { title: string }[] }>(
        'GET',
        `/mobile-management/news?state=withdrawn&keyword=${encodeURIComponent(title)}`,
      )
      expect(withdrawn.list.map((item) => item.title)).toEqual([title])
      expect(consoleErrors(errors)).toEqual([])
    } finally {
      await close()
    }
  })
})
