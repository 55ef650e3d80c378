/**
 * 移动端管理 end to end (issue 20, Done when): HTML and script stored through the API in every
 * text field of the area (tests/e2e/mobile-xss-data.ts) are shown as text on each of the 12
 * screens, in each detail drawer, in each article preview and in 敏感词设置, and an evaluation
 * marks its sensitive words with the payloads in the list; nothing runs. An article of each kind
 * with a payload in every text field of its body (title, summary, heading, paragraph, list item,
 * quote, code, link, image alt and title) shows them as text in its list, detail and preview
 * (moved here from mobile-articles.test.ts). One page walks it all (one cold load, issue 40).
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
const SHOTS = process.env.SCREENSHOT_DIR
const ARTICLES = { 'mobile-news-management': 'news', 'mobile-information-management': 'information' }
const resourceOf = (screen: string) => ARTICLES[screen as keyof typeof ARTICLES] ?? 'contents'
let stored: Stored | undefined
/** The articles with a payload in every text field of the body, by screen. */
const bodies: [screen: string, id: number][] = []

/** An article whose title, summary and every text of the body (each kind of node) is a payload. */
async function storeBodies(): Promise<void> {
  const columns = await admin.call<{ list: { id: number }[] }>('GET', '/mobile-management/columns?pageSize=1')
  const texts = (field: string) => [{ type: 'text', text: payload(field) }]
  const item = (field: string) => ({
    type: 'listItem',
    content: [{ type: 'paragraph', content: texts(field) }],
  })
  const link = { type: 'link', attrs: { href: 'https://example.org/' } }
  const body = (field: string) => ({
    title: payload(`${field}-title`).slice(0, 64),
    columnId: columns.list[0].id,
    summary: payload(`${field}-summary`),
    content: {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: texts(`${field}-heading`) },
        { type: 'paragraph', content: texts(`${field}-paragraph`) },
        { type: 'bulletList', content: [item(`${field}-item`)] },
        { type: 'blockquote', content: [{ type: 'paragraph', content: texts(`${field}-quote`) }] },
        { type: 'codeBlock', attrs: { language: null }, content: texts(`${field}-code`) },
        { type: 'paragraph', content: [{ type: 'text', text: payload(`${field}-link`), marks: [link] }] },
        {
          type: 'image',
          attrs: {
            src: 'https://example.invalid/a.png',
            alt: payload(`${field}-alt`),
            title: payload(`${field}-imgtitle`),
          },
        },
      ],
    },
  })
  for (const screen of [
    'mobile-news-management',
    'mobile-information-management',
    'mobile-content-management',
  ]) {
    const resource = resourceOf(screen)
    const { id } = await admin.call<{ id: number }>('POST', `/mobile-management/${resource}`, body(resource))
    bodies.push([screen, id])
  }
}

beforeAll(async () => {
  await admin.signIn()
  await storeBodies()
  stored = await storePayloads(admin)
})

afterAll(async () => {
  for (const [screen, id] of bodies)
    await admin.call('POST', `/mobile-management/${resourceOf(screen)}/${id}/delete`)
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

/** The article `id` of a body of payloads: its row, detail and preview; resolves to what they showed. */
async function body(page: Page, list: Locator, screen: string, id: number): Promise<string[]> {
  const row = list.locator(`tbody tr[data-row-key="${id}"]`)
  await expect.poll(() => row.count()).toBe(1)
  const shown = [(await row.textContent()) ?? '']
  await row.getByRole('button', { name: '详情' }).click()
  const drawer = page.locator('.ev-drawer-open')
  await expect.poll(() => drawer.textContent()).toMatch(/<img src=x/)
  shown.push((await drawer.textContent()) ?? '')
  await page.keyboard.press('Escape')
  await expect.poll(() => drawer.count()).toBe(0)
  await row.getByRole('button', { name: '预览' }).click()
  const phone = page.getByTestId('phone-preview')
  await expect.poll(() => phone.locator('h2').count()).toBe(1)
  shown.push((await phone.textContent()) ?? '')
  expect(await phone.locator('script').count()).toBe(0)
  expect(await phone.locator('[onerror]').count()).toBe(0)
  if (SHOTS && screen === 'mobile-news-management')
    await page.screenshot({ path: `${SHOTS}/xss-preview.png` })
  await page.keyboard.press('Escape')
  await expect.poll(() => phone.count()).toBe(0)
  return shown
}

describe('mobile management, HTML and script in every text field', () => {
  it('shows them as text on every screen, detail and preview, marks sensitive words, and runs none of them', async () => {
    const data = stored as Stored
    const { page, errors, close } = await newPage(browser(), { viewport: VIEWPORT })
    const dialogs = collectDialogs(page)
    try {
      await openAs(page, ADMIN.username, ADMIN.password, '/account-center')
      const opened: string[] = []
      const shown: string[] = []
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
        // The article with a payload in every text field of its body, on the same screen.
        for (const [, id] of bodies.filter(([name]) => name === screen))
          shown.push(...(await body(page, list, screen, id)))
        opened.push(screen)
      }
      expect(opened).toHaveLength(12)
      const all = shown.join('\n')
      expect(all).toContain(`<img src=x onerror="window.__evXss='news-title'">`)
      for (const field of ['summary', 'heading', 'paragraph', 'item', 'quote', 'code', 'link'])
        expect(all, field).toContain(`<script>window.__evXss='news-${field}'</script>`)

      // 用户评价: the evaluation's sensitive words marked in its row, and 敏感词设置 shows the
      // list (payloads among them) as text.
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
      // The body's image points to an address that does not resolve: its load error is expected.
      expect(consoleErrors(errors).filter((line) => !line.includes('example.invalid'))).toEqual([])
    } finally {
      await close()
    }
  }, 480_000)
})
