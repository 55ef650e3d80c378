/**
 * The steps an application offers its reader now (issue 42 items 4 and 28): those of the screen's
 * page the reader holds, allowed from the current status, whose condition holds on the record
 * (flow-kit `when`: 到期失效 once the validity passed) and that the duty rules let this reader
 * take (decisions: Separation of duties). The same checks the engine makes when a step is taken,
 * so the console offers a step only where taking it would not be refused, and stays on a record
 * while it has steps for the same person.
 */
import { type FlowDeclaration, stepOpen } from '../../../src/core/domain/flows'
import { can } from '../auth/permissions'
import { ApiError } from '../kernel/errors'
import type { QueryContext, Row } from '../resources'
import { assertLevel, assertSeparation, type DutyRow, dutiesOf } from './duties'

/** The actions of the steps `context.principal` may take on `row` now, on the screen of `page`. */
export async function openSteps(
  context: QueryContext,
  screen: { page: string; flow: { declaration: FlowDeclaration } },
  row: Row,
): Promise<string[]> {
  const flow = screen.flow.declaration
  const candidates = flow.transitions.filter(
    (step) =>
      step.permission.startsWith(`${screen.page}/`) &&
      can(context.principal, step.permission) &&
      stepOpen(step, row, context.now),
  )
  let duties: { submitterId: number | null; history: DutyRow[] } | undefined
  const open: string[] = []
  for (const step of candidates) {
    try {
      if (step.notBy?.length) {
        duties ??= await dutiesOf(context.db, String(row.applyId))
        assertSeparation(flow, step, context.principal.user.id, duties)
      }
      await assertLevel(context.db, step, context.principal, String(row.areaCode))
      open.push(step.action)
    } catch (error) {
      // A refusal of the duty rules: not offered. Anything else is a fault.
      if (!(error instanceof ApiError)) throw error
    }
  }
  return open
}
