/**
 * What the flow screens' end-to-end files share (universal-services.test.ts, flow-steps.test.ts):
 * opening a list of an area, rows, steps on a sub-page behind their confirmation, picking an
 * option, the operator's feedback popup, and attaching a document of a flow's checklist through
 * the browser's file chooser.
 */
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { waitForList } from './archives-helpers'

export const OPERATOR = { username: 'operator', password: 'Oper@2026ev' }
export const TIANJIN = { username: 'tianjin', password: 'City@2026ev' }
export const VIEWPORT = { viewport: { width: 1440, height: 900 } }

const pageOf = (page: Page, path: string) => page.locator(`.evc-page[data-path="${path}"]`)

/** Open `<area>/<segment>` by its address and wait for its list. */
export async function openList(page: Page, area: string, segment: string): Promise<Locator> {
  await page.evaluate((hash) => {
    location.hash = hash
  }, `#${area}/${segment}`)
  const container = pageOf(page, `${area}/${segment}`)
  await expect.poll(() => container.isVisible(), { timeout: 15_000 }).toBe(true)
  await waitForList(container)
  return container
}

/** 确定 of the confirmation shown last. */
export const confirm = (page: Page) =>
  page.getByRole('button', { name: '确定' }).filter({ visible: true }).last().click()

/** The list's row holding `text`. */
export const rowOf = (list: Locator, text: string) =>
  list.locator('tbody tr[data-row-key]').filter({ hasText: text })

/** Pick `option` of the select `field`. */
export async function pick(page: Page, field: Locator, option: string) {
  const item = page
    .locator('.ev-select-dropdown:not(.ev-select-dropdown-hidden) .ev-select-item-option')
    .filter({ hasText: option })
  // The dropdown opens with an animation; a click during it can miss, so open and click until it takes.
  await expect
    .poll(
      async () => {
        if (!(await item.first().isVisible())) await field.click()
        return item
          .first()
          .click({ timeout: 2000 })
          .then(
            () => true,
            () => false,
          )
      },
      { timeout: 20_000 },
    )
    .toBe(true)
}

/** The operator account has feedback waiting: its popup opens after sign-in; close it. */
export async function closeFeedbackPopup(page: Page) {
  const feedback = page.getByRole('dialog', { name: '意见反馈处理' })
  await expect.poll(() => feedback.isVisible(), { timeout: 10_000 }).toBe(true)
  await feedback.getByRole('button', { name: 'Close' }).click()
  await expect.poll(() => feedback.isVisible()).toBe(false)
}

/** Reload a list with its toolbar's 刷新 (the other user's changes happened in another browser). */
export async function refresh(list: Locator) {
  await list.getByRole('button', { name: '刷新' }).click()
  await waitForList(list)
}

/** Take a step on an open sub-page: optional opinion, the button, the confirmation. */
export async function step(page: Page, region: Locator, label: string, opinion?: string) {
  await expect.poll(() => region.getByRole('button', { name: label }).count(), { timeout: 15_000 }).toBe(1)
  if (opinion !== undefined) await region.getByRole('textbox', { name: /意见/ }).fill(opinion)
  await region.getByRole('button', { name: label }).click()
  await confirm(page)
}

/** Wait until the row holding `text` shows `status`. */
export async function expectStatus(list: Locator, text: string, status: string) {
  await expect
    .poll(async () => (await rowOf(list, text).textContent()) ?? '', { timeout: 15_000 })
    .toContain(status)
}

/** A small PDF the server accepts (its bytes are what its extension says). */
export const PDF = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
})

/** Upload `name` under the checklist's `document` in `scope` (a dialog or a page) and wait for it. */
export async function attach(page: Page, scope: Locator, document: string, name: string) {
  const checklist = scope.getByRole('region', { name: '附件材料清单' })
  const chooser = page.waitForEvent('filechooser')
  await checklist.getByRole('button', { name: `上传${document}` }).click()
  await (await chooser).setFiles(PDF(name))
  await expect.poll(() => checklist.getByText(name).count(), { timeout: 15_000 }).toBeGreaterThan(0)
}
