/**
 * The flow pages as the walk of issue 42 used them: the operator files an access proof with its
 * required documents in the create dialog (flow-helpers.ts), adds a photo on the detail page, previews a file in
 * the page and submits (item 1: no false conflict after its own upload; item 3); the city
 * examiner 受理 with an opinion and stays on the record with an empty opinion box (items 2, 28),
 * 驳回 without an opinion is refused before any confirmation (item 8), and the edit page's typed
 * address is refused to whom may not edit (item 27). Item 4's conditions and actors are held by
 * tests/server/workflow-steps.test.ts and tests/unit/ui/step-panel.test.ts.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { consoleErrors } from './archives-helpers'
import {
  attach,
  closeFeedbackPopup,
  expectStatus,
  fileProof,
  OPERATOR,
  openList,
  rowOf,
  step,
  TIANJIN,
  VIEWPORT,
} from './flow-helpers'
import { browserForFile, newPage, SHOWN } from './helpers'
import { openAs } from './shell-helpers'

const browser = browserForFile()
const AREA = '/universal-services'
const OPERATOR_ID = '687651396'

/** Go to an address of the console, as a typed or bookmarked address would. */
const go = (page: Page, hash: string) =>
  page.evaluate((target) => {
    location.hash = target
  }, hash)

describe('flow pages (issue 42)', () => {
  it('files, attaches, previews and submits; the examiner stays on the record with a fresh opinion box', async () => {
    const operator = await newPage(browser(), VIEWPORT)
    const city = await newPage(browser(), VIEWPORT)
    const platform = `e2e平台${Date.now().toString(36)}`
    try {
      const op = operator.page
      await openAs(op, OPERATOR.username, OPERATOR.password, `${AREA}/accessproof-apply`)
      await closeFeedbackPopup(op)
      await operator.settled()
      const proofs = await openList(op, `${AREA}/accessproof-apply`)
      const proofId = await fileProof(op, proofs, platform)

      // The detail page: one more document, a preview in the page, then 提交 (item 1: no 409).
      await rowOf(proofs, platform).getByRole('button', { name: '详情' }).click()
      const detail = op.getByRole('region', { name: `接入证明申请详情 ${proofId}` })
      await attach(op, detail, '充电设施现场照片', '现场照片.pdf')
      const checklist = detail.getByRole('region', { name: '附件材料清单' })
      await checklist
        .getByRole('row', { name: /营业执照/ })
        .getByRole('button', { name: '预览' })
        .click()
      const drawer = op.getByRole('dialog', { name: '预览：营业执照.pdf' })
      await expect.poll(() => drawer.locator('iframe').count()).toBe(1)
      await drawer.getByRole('button', { name: SHOWN.close }).click()
      await step(op, detail, '提交')
      await expectStatus(proofs, platform, '待审核')
      await operator.settled()
      expect(await op.getByText('申请已被他人处理或修改').count()).toBe(0)

      // The city examiner: 受理 with an opinion, and the record stays with 审核通过 and 驳回.
      const cp = city.page
      await openAs(cp, TIANJIN.username, TIANJIN.password, `${AREA}/accessproof-record`)
      const records = await openList(cp, `${AREA}/accessproof-record`)
      await rowOf(records, platform).getByRole('button', { name: '审核' }).click()
      const review = cp.getByRole('region', { name: `接入证明审核 ${proofId}` })
      await step(cp, review, '受理', '已受理，材料齐全')
      await expect.poll(() => review.getByRole('button', { name: '审核通过' }).count()).toBe(1)
      await expect.poll(async () => (await review.textContent()) ?? '').toContain('审核中')
      const opinion = review.getByRole('textbox', { name: '审核意见' })
      expect(await opinion.inputValue()).toBe('')
      // 驳回 with no opinion: the field says so, and no confirmation is asked.
      await review.getByRole('button', { name: '驳回' }).click()
      await expect.poll(() => review.getByText('请填写驳回意见').count()).toBe(1)
      await city.settled()
      expect(await cp.getByRole('dialog', { name: '确定驳回吗？' }).count()).toBe(0)
      // A typed address of the edit page, without 编辑 on 接入证明审核: refused, no form.
      await go(cp, `#${AREA}/accessproof-record-edit/${proofId}/${OPERATOR_ID}`)
      await expect.poll(() => cp.getByText('无权访问').count()).toBe(1)
      expect(await cp.getByRole('button', { name: '保存' }).count()).toBe(0)
      expect(consoleErrors(operator.errors)).toEqual([])
    } finally {
      await operator.close()
      await city.close()
    }
  }, 240_000)
})
