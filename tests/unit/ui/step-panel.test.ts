/**
 * The step panel's opinion box (issue 42 item 8): its placeholder names the steps offered now that
 * need an opinion, not 驳回、撤销 on every step of every flow.
 */
import { describe, expect, it } from 'vitest'
import { stepsFrom } from '../../../src/core/domain/flows'
import { SUBSIDY_FLOW } from '../../../src/core/domain/flows-supervise'
import { ACCESS_PROOF_FLOW } from '../../../src/core/domain/flows-universal'
import { opinionPlaceholder } from '../../../src/ui/flow/StepPanel'

const all = () => true
const now = new Date('2026-12-01T00:00:00Z')

describe('the opinion box’s placeholder', () => {
  it('names the steps offered now that need an opinion', () => {
    const subsidy = stepsFrom(SUBSIDY_FLOW, { status: 'pending' }, all, now).filter((step) => step.opinion)
    expect(opinionPlaceholder(subsidy)).toBe('请输入意见（退回补充材料、审核不通过时必填）')
    const review = stepsFrom(ACCESS_PROOF_FLOW, { status: 'reviewing' }, all, now)
    expect(opinionPlaceholder(review)).toBe('请输入意见（驳回时必填）')
  })

  it('says the opinion is optional where no offered step needs one', () => {
    const issue = stepsFrom(ACCESS_PROOF_FLOW, { status: 'approved' }, all, now)
    expect(issue.map((step) => step.label)).toEqual(['发放'])
    expect(opinionPlaceholder(issue)).toBe('请输入意见（选填）')
  })

  it('offers 到期失效 only once the validity has passed (the step’s condition)', () => {
    const labels = (validUntil: string) =>
      stepsFrom(ACCESS_PROOF_FLOW, { status: 'issued', validUntil }, all, now).map((step) => step.label)
    expect(labels('2029-08-22T00:00:00.000Z')).toEqual(['撤销'])
    expect(labels('2026-11-30T00:00:00.000Z')).toEqual(['撤销', '到期失效'])
  })
})
