/**
 * 移动端管理 end to end (issue 20, Done when): HTML and script stored through the API in every
 * text field of the area (tests/e2e/mobile-xss-data.ts) are shown as text on each of the 12
 * screens, in each detail drawer, in each article preview and in 敏感词设置, and an evaluation
 * marks its sensitive words with the payloads in the list; nothing runs.
 */
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consoleErrors } from './archives-helpers'
import { browserForFile, newPage } from './helpers'
import { collectDialogs, expectNothingRan, openMobilePage, payload, shortPayloads } from './mobile-helpers'
import { type Stored, storePayloads } from './mobile-xss-data'
import { ADMIN, AdminClient, openAs } from './shell-helpers'

const browser = browserForFile()
const admin = new AdminClient()
const VIEWPORT = { width: 1440, height: 900 }
let stored: Stored | undefined

beforeAll(async () => {
  await admin.signIn()
  stored = await storePayloads(admin)
})

afterAll(async () => {
  await stored?.restore()
})

/** A screen, the rows to open (by key, or the first row having a text) and what each must show. */
interface Visit {
  screen: string
  rows: { key?: string | number; hasText?: string; shows: string[]; previews?: string[] }[]
}

function visits(data: Stored): Visit[] {
  const [image, script] = [0, 1]
  const articleRows = (screen: string, resource: string) =>
    data.articles
      .filter(([name]) => name === screen)
      .map(([, id]) => ({
        key: id,
        shows: [shortPayloads(resource.slice(0, 2))[image], payload(`${resource}-summary`)],
        previews: [shortPayloads(resource.slice(0, 2))[image], payload(resource)],
      }))
  return [
    {
      screen: 'mobile-user-management',
      rows: [
        { key: data.users[0], shows: [payload('disable-reason')] },
        { key: data.users[1], shows: [payload('enable-reason')] },
      ],
    },
    {
      screen: 'mobile-operator-management',
      rows: data.brands.map((key, index) => ({ key, shows: [shortPayloads('b')[index]] })),
    },
    { screen: 'mobile-order-management', rows: [{ shows: ['APP订单'] }] },
    {
      screen: 'mobile-column-management',
      rows: [
        { key: data.columns[0], shows: [shortPayloads('c')[image], payload('column-remark')] },
        { key: data.columns[1], shows: [shortPayloads('c')[script], payload('column-remark-edit')] },
      ],
    },
    { screen: 'mobile-news-management', rows: articleRows('mobile-news-management', 'news') },
    { screen: 'mobile-feedback-management', rows: [{ key: data.feedback, shows: [payload('reply')] }] },
    {
      screen: 'mobile-information-management',
      rows: articleRows('mobile-information-management', 'information'),
    },
    {
      screen: 'mobile-version-management',
      rows: [{ hasText: data.version, shows: [payload('release-notes')] }],
    },
    { screen: 'mobile-content-management', rows: articleRows('mobile-content-management', 'contents') },
    { screen: 'mobile-recommend-station-management', rows: [{ shows: ['生效时间'] }] },
    {
      screen: 'mobile-evaluate-management',
      rows: [{ key: data.evaluation.id, shows: [payload('hide-reason')] }],
    },
    {
      screen: 'mobile-operator-brand-management',
      rows: data.brands.map((key, index) => ({ key, shows: [shortPayloads('b')[index]] })),
    },
  ]
}

/** Open a row's 详情, check it shows `texts` literally, close it; resolves to what it showed. */
async function detail(page: Page, row: Locator, texts: string[]): Promise<string> {
  await row.getByRole('button', { name: '详情' }).click()
  const drawer = page.locator('.ev-drawer-open')
  await expect.poll(() => drawer.count()).toBe(1)
  for (const text of texts) await expect.poll(() => drawer.textContent()).toContain(text)
  const shown = (await drawer.textContent()) ?? ''
  await page.keyboard.press('Escape')
  await expect.poll(() => drawer.count()).toBe(0)
  return shown
}

/** Open an article's 预览 (the phone frame): the payloads read as text, no element made of them. */
async function preview(page: Page, row: Locator, texts: string[]): Promise<void> {
  await row.getByRole('button', { name: '预览' }).click()
  const phone = page.getByTestId('phone-preview')
  for (const text of texts) await expect.poll(() => phone.textContent()).toContain(text)
  expect(await phone.locator('script, img, [onerror]').count()).toBe(0)
  await page.keyboard.press('Escape')
  await expect.poll(() => phone.count()).toBe(0)
}

describe('mobile management, HTML and script in every text field', () => {
  it('shows them as text on every screen, detail and preview, and runs none of them', async () => {
    const data = stored as Stored
    const { page, errors, close } = await newPage(browser(), { viewport: VIEWPORT })
    const dialogs = collectDialogs(page)
    try {
      await openAs(page, ADMIN.username, ADMIN.password, '/account-center')
      const opened: string[] = []
      for (const { screen, rows } of visits(data)) {
        const list = await openMobilePage(page, screen)
        for (const { key, hasText, shows, previews } of rows) {
          const row =
            key === undefined
              ? list.locator('tbody tr[data-row-key]', hasText ? { hasText } : {}).first()
              : list.locator(`tbody tr[data-row-key="${key}"]`)
          await expect.poll(() => row.count(), { timeout: 30_000, message: `${screen} ${key ?? ''}` }).toBe(1)
          const drawer = await detail(page, row, shows)
          if (screen.endsWith('-order-management') || screen.includes('recommend'))
            expect(drawer.length, screen).toBeGreaterThan(20)
          if (previews) {
            // The article shows in its column, whose name is a payload, and previews as text.
            expect(await row.textContent()).toContain(
              shortPayloads('c')[screen.includes('information') ? 1 : 0],
            )
            await preview(page, row, previews)
          }
        }
        opened.push(screen)
      }
      expect(opened).toHaveLength(12)
      await expectNothingRan(page, dialogs)
      expect(consoleErrors(errors)).toEqual([])
    } finally {
      await close()
    }
  }, 480_000)

  it('marks an evaluation’s sensitive words with payloads in the list, and shows the list as text', async () => {
    const data = stored as Stored
    const { page, errors, close } = await newPage(browser(), { viewport: VIEWPORT })
    const dialogs = collectDialogs(page)
    try {
      await openAs(page, ADMIN.username, ADMIN.password, '/account-center')
      const list = await openMobilePage(page, 'mobile-evaluate-management')
      const row = list.locator(`tbody tr[data-row-key="${data.evaluation.id}"]`)
      await expect.poll(() => row.locator('mark').count()).toBeGreaterThan(0)
      expect(new Set(await row.locator('mark').allTextContents())).toEqual(new Set([data.evaluation.word]))
      expect(await row.textContent()).toContain(payload('hide-reason'))

      await list.getByRole('button', { name: '敏感词设置' }).click()
      const dialog = page.getByRole('dialog', { name: '敏感词设置' })
      const words = dialog.getByLabel('敏感词')
      await expect
        .poll(() => words.inputValue())
        .toBe([...shortPayloads('w'), data.evaluation.word].join('\n'))
      await dialog.getByRole('button', { name: /取\s*消/ }).click()
      await expect.poll(() => dialog.count()).toBe(0)
      await expectNothingRan(page, dialogs)
      expect(consoleErrors(errors)).toEqual([])
    } finally {
      await close()
    }
  })
})
