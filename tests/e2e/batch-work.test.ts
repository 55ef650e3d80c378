/**
 * Batch work and review queues in the browser (issue 41 items 4 and 5): the operator files three
 * 企业备案 applications (through the API); the city examiner opens 企业备案审核, which opens on
 * 待我处理 with 等待天数 and 当前处理人, selects the three, takes 批量受理 from the selection bar and
 * reads the report; the API then shows all three 审核中, accepted by the examiner.
 */

import { describe, expect, it } from 'vitest'
import { Api } from './feedback-helpers'
import { enterpriseFields, OPERATOR, openList, rowOf, TIANJIN, VIEWPORT } from './flow-helpers'
import { browserForFile, newPage, url } from './helpers'
import { openSignedIn } from './shell-helpers'

const browser = browserForFile()
const AREA = '/universal-services'

/** Upload one PDF filed under `doc` as the operator; its id. */
async function upload(api: Api, doc: string): Promise<number> {
  const form = new FormData()
  form.append('file', new Blob([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')]), `${doc}.pdf`)
  form.append('doc', doc)
  const response = await fetch(url(`/api${AREA}/attachments`), {
    method: 'POST',
    body: form,
    headers: { Cookie: api.cookieHeader(), 'X-Requested-With': 'XMLHttpRequest' },
  })
  const answer = (await response.json()) as { code: number; msg: string; data: { id: number } }
  if (answer.code !== 200) throw new Error(`upload ${doc}: ${answer.msg}`)
  return answer.data.id
}

describe('batch work (issue 41)', () => {
  it('accepts three applications at once from the selection bar of the examiner’s queue', async () => {
    const operator = await new Api(OPERATOR.username, OPERATOR.password).signIn()
    const company = `批量${Date.now().toString(36)}`
    const ids: string[] = []
    for (let i = 0; i < 3; i++) {
      const created = await operator.call('POST', `${AREA}/enterprise-applies`, {
        type: 'new',
        fields: enterpriseFields(`${company}新能源${i}有限公司`),
        attachmentIds: [await upload(operator, 'form'), await upload(operator, 'license')],
      })
      const sent = await operator.call('POST', `${AREA}/enterprise-applies/${created.applyId}/submit`, {
        version: created.version,
      })
      ids.push(sent.applyId)
    }
    const city = await newPage(browser(), VIEWPORT)
    try {
      const { page } = city
      await openSignedIn(page, TIANJIN.username, TIANJIN.password)
      await city.settled()
      const list = await openList(page, `${AREA}/enterprise-record`)
      // The review list opens on 待我处理.
      const queue = list.locator('.evc-queue-switch')
      await expect.poll(() => queue.locator('label:has(input:checked)').textContent()).toBe('待我处理')
      await list.getByPlaceholder('申请编号或企业名称').fill(company)
      await list.getByRole('button', { name: /查\s*询/ }).click()
      await expect.poll(() => rowOf(list, company).count(), { timeout: 30_000 }).toBe(3)
      await expect.poll(() => rowOf(list, company).first().textContent()).toContain('个工作日')
      await expect.poll(() => rowOf(list, company).first().textContent()).toContain('企业备案审核')
      for (let i = 0; i < 3; i++)
        await rowOf(list, `${company}新能源${i}`).locator('input[type="checkbox"]').check()
      const bar = list.locator('.evc-selection-bar')
      await expect.poll(() => bar.textContent()).toContain('已选 3 项')
      await bar.getByRole('button', { name: '批量受理' }).click()
      const dialog = page.getByRole('dialog', { name: '批量受理' })
      await expect.poll(() => dialog.isVisible()).toBe(true)
      await dialog.getByRole('button', { name: /确\s*定/ }).click()
      await expect.poll(() => dialog.textContent(), { timeout: 30_000 }).toContain('成功 3 项，未办理 0 项')
      // The footer's 关闭 (the title bar's × is named 关闭 too).
      await dialog
        .locator('.ev-modal-footer')
        .getByRole('button', { name: /关\s*闭/ })
        .click()
      await expect.poll(() => bar.count()).toBe(0)
      const examiner = await new Api(TIANJIN.username, TIANJIN.password).signIn()
      for (const applyId of ids) {
        const app = await examiner.call('GET', `${AREA}/enterprise-records/${applyId}`)
        expect(app.status).toBe('reviewing')
      }
    } finally {
      await city.close()
    }
  })
})
