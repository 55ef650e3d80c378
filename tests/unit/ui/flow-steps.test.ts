/**
 * Issue 39 item 2: a list screen's step buttons come from the flow's declaration (flowSteps,
 * declaredStep): label, page action, from-statuses and the step's condition on the record, as the
 * server's one engine checks them.
 */
import { describe, expect, it } from 'vitest'
import { RURAL_FLOW, RURAL_NOT_REQUESTED } from '../../../src/core/domain/flows-archives'
import { EVALUATION_FLOW } from '../../../src/core/domain/flows-mobile'
import { FEEDBACK_FLOW } from '../../../src/core/domain/flows-work'
import type { Row } from '../../../src/ui/fields/types'
import type { ActionDefinition } from '../../../src/ui/list/definition'
import { declaredStep, flowSteps } from '../../../src/ui/list/flowSteps'

type Step = Extract<ActionDefinition, { type: 'step' }>
/** The steps a record offers. */
const offered = (steps: ActionDefinition[], record: Row) =>
  (steps as Step[]).filter((step) => !step.when || step.when(record)).map((step) => step.name)

describe('flowSteps', () => {
  const rural = flowSteps(RURAL_FLOW, {
    status: (station) => String(station.ruralTagStatus ?? RURAL_NOT_REQUESTED),
  }) as Step[]

  it('names each step, its label and its page action as declared', () => {
    expect(rural.map(({ name, label, permission }) => [name, label, permission])).toEqual([
      ['tag', '申请标记', 'tag'],
      ['untag', '申请取消标记', 'tag'],
      ['approve', '审核通过', 'examine'],
      ['reject', '驳回', 'examine'],
    ])
  })

  it('offers a step only from its statuses and while its condition holds', () => {
    expect(offered(rural, { ruralTagStatus: null, ruralFlag: 0 })).toEqual(['tag'])
    expect(offered(rural, { ruralTagStatus: 'approved', ruralFlag: 1 })).toEqual(['untag'])
    expect(offered(rural, { ruralTagStatus: 'pending', ruralFlag: 0 })).toEqual(['approve', 'reject'])
    const moderation = flowSteps(EVALUATION_FLOW)
    expect(offered(moderation, { status: 'pending' })).toEqual(['approve', 'hide'])
    expect(offered(moderation, { status: 'hidden' })).toEqual(['approve'])
  })

  it("keeps a screen to its page's steps, and names one step for a screen's own dialog", () => {
    const manager = flowSteps(FEEDBACK_FLOW, { page: 'operation-manager-feedback' }) as Step[]
    expect(manager.map((step) => step.name)).toEqual(['dispatch', 'reject', 'close', 'sendback'])
    const handle = declaredStep(FEEDBACK_FLOW, 'handle')
    expect([handle.label, handle.permission]).toEqual(['处理', 'handle'])
    expect(handle.when({ status: 'dispatched' })).toBe(true)
    expect(handle.when({ status: 'handled' })).toBe(false)
    expect(() => declaredStep(FEEDBACK_FLOW, 'publish')).toThrow()
  })
})
