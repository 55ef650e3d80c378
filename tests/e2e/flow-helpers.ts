/**
 * What the flow screens' end-to-end files share (universal-services.test.ts, flow-steps.test.ts)
 * beyond the lists' helpers (feedback-helpers.ts): steps on a sub-page behind their confirmation,
 * the operator's feedback popup, and attaching a document of a flow's checklist through the
 * browser's file chooser.
 */
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { expectRow, pick, rowOf } from './feedback-helpers'

export {
  expectRow as expectStatus,
  OPERATOR,
  openList,
  pick,
  refresh,
  rowOf,
  showAll,
  VIEWPORT,
} from './feedback-helpers'

import { SHOWN } from './helpers'

export const TIANJIN = { username: 'tianjin', password: 'City@2026ev' }

/** 确定 of the confirmation shown last. */
export const confirm = (page: Page) =>
  page.getByRole('button', { name: '确定' }).filter({ visible: true }).last().click()

/**
 * The operator account has feedback waiting: its popup opens after sign-in, once the shell has
 * asked for the count (up to 30 s on a machine as busy as CI's); close it.
 */
export async function closeFeedbackPopup(page: Page) {
  const feedback = page.getByRole('dialog', { name: '意见反馈处理' })
  await expect.poll(() => feedback.isVisible(), { timeout: 30_000 }).toBe(true)
  await feedback.getByRole('button', { name: SHOWN.close }).click()
  await expect.poll(() => feedback.isVisible()).toBe(false)
}

/** Take a step on an open sub-page: optional opinion, the button, the confirmation. */
export async function step(page: Page, region: Locator, label: string, opinion?: string) {
  await expect.poll(() => region.getByRole('button', { name: label }).count()).toBe(1)
  if (opinion !== undefined) await region.getByRole('textbox', { name: /意见/ }).fill(opinion)
  await region.getByRole('button', { name: label }).click()
  await confirm(page)
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
  await expect.poll(() => checklist.getByText(name).count()).toBeGreaterThan(0)
}

/**
 * 新建申请 of an access proof on the applicant's list `proofs`, its required documents attached
 * in the create dialog (issue 42 item 3); its applyId once it is listed as 草稿.
 */
export async function fileProof(page: Page, proofs: Locator, platform: string): Promise<string> {
  await proofs.getByRole('button', { name: '新建申请' }).click()
  const form = page.getByRole('dialog', { name: '新增接入证明申请' })
  await pick(page, form.getByLabel('申请类型'), '充电设施接入证明')
  await form.getByLabel('平台名称').fill(platform)
  await form.getByLabel('充电站数量').fill('12')
  await form.getByLabel('充电桩数量').fill('160')
  await form.getByLabel('申请用途').fill('申请充电设施建设补贴')
  await form.getByLabel('联系人').fill('李明')
  await form.getByLabel('联系电话').fill('15822223333')
  await attach(page, form, '接入证明申请表', '接入证明申请表.pdf')
  await attach(page, form, '营业执照', '营业执照.pdf')
  await form.getByRole('button', { name: '确定' }).click()
  await expectRow(proofs, platform, '草稿')
  return String(await rowOf(proofs, platform).getAttribute('data-row-key'))
}

export { enterpriseFields } from '../fixtures/enterprise-fields'
