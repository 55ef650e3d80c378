/**
 * Universal services end to end (issue 15): the operator files an enterprise record (draft,
 * submit), admin rejects it with an opinion, the operator sees 驳回 and the opinion, edits and
 * resubmits, admin approves, and both read the whole history; an access proof goes the same way
 * (draft, submit, rejected with an opinion, edited and resubmitted, approved) and on to 已发放;
 * the operator sees it 已发放 and both read its whole history; a detail page left open comes back when
 * its list is opened afresh (section 2). Every screen's seeded data and the users' scopes:
 * universal-services-scope.test.ts.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { consoleErrors } from './archives-helpers'
import {
  attach,
  closeFeedbackPopup,
  confirm,
  expectStatus,
  fileProof,
  OPERATOR,
  openList,
  pick,
  refresh,
  rowOf,
  showAll,
  step,
  VIEWPORT,
} from './flow-helpers'
import { browserForFile, newPage, url } from './helpers'
import { ADMIN, openAs } from './shell-helpers'

const browser = browserForFile()
const AREA = '/universal-services'
/** A list of the area, all its records (a review list opens on 待我处理). */
const open = async (page: Page, segment: string) => {
  const list = await openList(page, `${AREA}/${segment}`)
  await showAll(list)
  return list
}

/**
 * From a list row, open 审核 and take the steps in turn: the page stays on the record while it
 * has steps for the examiner (issue 42 item 28), and shows the list again after the last.
 */
async function examine(
  page: Page,
  list: Locator,
  text: string,
  applyId: string,
  title: string,
  steps: readonly (readonly [label: string, opinion?: string])[],
) {
  await rowOf(list, text).getByRole('button', { name: '审核' }).click()
  const region = page.getByRole('region', { name: `${title} ${applyId}` })
  for (const [label, opinion] of steps) await step(page, region, label, opinion)
  await expect.poll(() => list.isVisible()).toBe(true)
}

async function historyOf(
  page: Page,
  list: Locator,
  text: string,
  title: string,
  applyId: string,
): Promise<string> {
  await rowOf(list, text).getByRole('button', { name: '详情' }).click()
  const timeline = page
    .getByRole('region', { name: `${title} ${applyId}` })
    .getByRole('region', { name: '状态历史' })
  await expect.poll(() => timeline.locator('.ev-timeline-item').count()).toBeGreaterThan(0)
  return (await timeline.textContent()) ?? ''
}

/** Whether `text` (a step history) has the steps of `labels` in that order, and `opinion`. */
function inOrder(text: string, labels: readonly string[], opinion: string): boolean {
  let at = 0
  for (const label of labels) {
    at = text.indexOf(label, at)
    if (at < 0) return false
  }
  return text.includes(opinion)
}

describe('universal services', () => {
  it('files an enterprise record, rejects, resubmits and approves it, and issues an access proof', async () => {
    const operator = await newPage(browser(), VIEWPORT)
    const admin = await newPage(browser(), VIEWPORT)
    const company = `津门充电e2e${Date.now().toString(36)}有限公司`
    try {
      await openAs(operator.page, OPERATOR.username, OPERATOR.password, `${AREA}/enterprise-apply`)
      await closeFeedbackPopup(operator.page)
      await openAs(admin.page, ADMIN.username, ADMIN.password, '/account-center')
      const op = operator.page
      const applyList = await open(op, 'enterprise-apply')
      await applyList.getByRole('button', { name: '新建申请' }).click()
      const dialog = op.getByRole('dialog', { name: '新增企业备案申请' })
      await dialog.getByRole('button', { name: '确定' }).click()
      await expect.poll(() => dialog.getByText('请输入企业名称').count()).toBeGreaterThan(0)
      await pick(op, dialog.getByLabel('申请类型'), '新增备案')
      await dialog.getByLabel('企业名称').fill(company)
      await dialog.getByLabel('统一社会信用代码').fill('91120000MA06BQ2Y4X')
      await dialog.getByLabel('法定代表人').fill('赵建国')
      await dialog.getByLabel('注册地址').fill('天津市河西区友谊路20号')
      await dialog.getByLabel('注册资本').fill('5000')
      await dialog.getByLabel('经营范围').fill('充电设施建设与运营')
      await dialog.getByLabel('联系人').fill('李明')
      await dialog.getByLabel('联系电话').fill('15822223333')
      // The checklist's required documents, attached in the create dialog (issue 42 item 3).
      await attach(op, dialog, '备案申请表', '备案申请表.pdf')
      await attach(op, dialog, '营业执照', '营业执照.pdf')
      await dialog.getByRole('button', { name: '确定' }).click()
      await expectStatus(applyList, company, '草稿')
      const applyId = String(await rowOf(applyList, company).getAttribute('data-row-key'))
      await rowOf(applyList, company).getByRole('button', { name: '提交' }).click()
      await confirm(op)
      await expectStatus(applyList, company, '待审核')

      const ad = admin.page
      const records = await open(ad, 'enterprise-record')
      await examine(ad, records, company, applyId, '备案审核', [
        ['受理'],
        ['驳回', '营业执照副本不清晰，请重新上传'],
      ])
      await expectStatus(records, company, '驳回')

      await refresh(applyList)
      await expectStatus(applyList, company, '驳回')
      expect(await rowOf(applyList, company).textContent()).toContain('营业执照副本不清晰，请重新上传')
      await rowOf(applyList, company).getByRole('button', { name: '编辑' }).click()
      const edit = op.getByRole('dialog', { name: '编辑企业备案申请' })
      await edit.getByLabel('注册地址').fill('天津市河西区友谊路22号')
      await edit.getByRole('button', { name: '确定' }).click()
      await expect.poll(() => edit.count()).toBe(0)
      await rowOf(applyList, company).getByRole('button', { name: '重新提交' }).click()
      await confirm(op)
      await expectStatus(applyList, company, '待审核')

      const again = records
      await refresh(again)
      await examine(ad, again, company, applyId, '备案审核', [['受理'], ['审核通过', '材料齐全，同意备案']])
      await expectStatus(again, company, '审核通过')

      const order = ['创建草稿', '提交', '受理', '驳回', '修改', '重新提交', '受理', '审核通过']
      const filed = (text: string) => inOrder(text, order, '营业执照副本不清晰，请重新上传')
      expect(filed(await historyOf(ad, again, company, '备案详情', applyId))).toBe(true)
      await refresh(applyList)
      expect(filed(await historyOf(op, applyList, company, '备案申请详情', applyId))).toBe(true)

      // An access proof: applied, rejected, resubmitted, reviewed, approved and issued.
      const platform = `e2e平台${Date.now().toString(36)}`
      const proofs = await open(op, 'accessproof-apply')
      const proofId = await fileProof(op, proofs, platform)
      await rowOf(proofs, platform).getByRole('button', { name: '提交' }).click()
      await confirm(op)
      await expectStatus(proofs, platform, '待审核')

      const review = await open(ad, 'accessproof-record')
      await refresh(review)
      const rejection = '缺少平台接入协议，请补充后重新提交'
      await examine(ad, review, platform, proofId, '接入证明审核', [['受理'], ['驳回', rejection]])
      await expectStatus(review, platform, '驳回')
      // The operator sees 驳回 with the opinion, edits the application and submits it again.
      await refresh(proofs)
      await expectStatus(proofs, platform, '驳回')
      expect(await rowOf(proofs, platform).textContent()).toContain(rejection)
      await rowOf(proofs, platform).getByRole('button', { name: '编辑' }).click()
      const proofEdit = op.getByRole('dialog', { name: '编辑接入证明申请' })
      await proofEdit.getByLabel('充电桩数量').fill('168')
      await proofEdit.getByRole('button', { name: '确定' }).click()
      await expect.poll(() => proofEdit.count()).toBe(0)
      await rowOf(proofs, platform).getByRole('button', { name: '重新提交' }).click()
      await confirm(op)
      await expectStatus(proofs, platform, '待审核')
      await refresh(review)
      // 受理, then back to the list: the page stayed on the record, which has 审核通过 and 驳回 left.
      await rowOf(review, platform).getByRole('button', { name: '审核' }).click()
      const examining = ad.getByRole('region', { name: `接入证明审核 ${proofId}` })
      await step(ad, examining, '受理')
      await expect.poll(() => examining.getByRole('button', { name: '审核通过' }).count()).toBe(1)
      await examining.getByRole('button', { name: '返回列表' }).click()
      await expect.poll(() => review.isVisible()).toBe(true)
      // Staff correct the application on its edit sub-page before approving it.
      await rowOf(review, platform).getByRole('button', { name: '编辑' }).click()
      const editPage = ad.getByRole('region', { name: `接入证明编辑 ${proofId}` })
      await expect.poll(() => editPage.getByLabel('申请用途').isVisible()).toBe(true)
      await editPage.getByLabel('申请用途').fill('')
      await editPage.getByRole('button', { name: '保存' }).click()
      await expect.poll(() => editPage.getByText('请输入申请用途').count()).toBeGreaterThan(0)
      await editPage.getByLabel('申请用途').fill('申请充电设施运营补贴')
      await editPage.getByRole('button', { name: '保存' }).click()
      await expect.poll(() => review.isVisible()).toBe(true)
      await examine(ad, review, platform, proofId, '接入证明审核', [['审核通过', '同意']])
      const release = await open(ad, 'accessproof-release')
      await expectStatus(release, platform, '审核通过')
      await rowOf(release, platform).getByRole('button', { name: '详情' }).click()
      const releasing = ad.getByRole('region', { name: `接入证明发放详情 ${proofId}` })
      await step(ad, releasing, '发放', '')
      // Still the issuer's record (撤销 is offered), so the page stays on it.
      await expect.poll(() => releasing.getByRole('button', { name: '撤销' }).count()).toBe(1)
      await releasing.getByRole('button', { name: '返回列表' }).click()
      await expect.poll(() => release.isVisible()).toBe(true)
      await expectStatus(release, platform, '已发放')
      // The operator sees its proof issued, and both read the whole history of the proof.
      const proofSteps = [
        '创建草稿',
        '提交',
        '受理',
        '驳回',
        '修改',
        '重新提交',
        '受理',
        '修改',
        '审核通过',
        '发放',
      ]
      const issued = (text: string) => inOrder(text, proofSteps, rejection)
      await refresh(proofs)
      await expectStatus(proofs, platform, '已发放')
      expect(issued(await historyOf(op, proofs, platform, '接入证明申请详情', proofId))).toBe(true)
      expect(issued(await historyOf(ad, release, platform, '接入证明发放详情', proofId))).toBe(true)

      // Section 2: a detail page left open is restored when its list is opened afresh.
      const reviewed = await open(ad, 'accessproof-record')
      await refresh(reviewed)
      await rowOf(reviewed, platform).getByRole('button', { name: '详情' }).click()
      await expect.poll(() => ad.url()).toContain(`accessproof-record-detail/${proofId}/charging/687651396`)
      await open(ad, 'enterprise-record')
      await ad.goto(url(`/#${AREA}/accessproof-record`))
      await ad.reload()
      await expect.poll(() => ad.url()).toContain(`accessproof-record-detail/${proofId}/charging/687651396`)
      const restored = ad.getByRole('region', { name: `接入证明详情 ${proofId}` })
      await expect.poll(() => restored.isVisible()).toBe(true)
      expect(await restored.textContent()).toContain('已发放')
      expect(consoleErrors(operator.errors)).toEqual([])
      expect(consoleErrors(admin.errors)).toEqual([])
    } finally {
      await operator.close()
      await admin.close()
    }
  }, 600_000)
})
