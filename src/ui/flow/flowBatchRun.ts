/**
 * A flow screen's batch step (issue 41 item 5; flowWork.tsx `flowBatch`): one call of the area's
 * batch endpoint for the selected applications, its report per row. Loaded when a batch is first
 * run, not with the list's first screen (budgets.md).
 */
import type { CallOf, Endpoint } from '../../contract/define'
import { subsidyBatch, universalBatch } from '../../contract/endpoints/batch-steps'
import type { DataClient } from '../../core/data'
import type { FlowDeclaration, FlowTransition } from '../../core/domain/flows'
import type { Row } from '../fields/types'
import type { BatchReport } from '../list/batch'
import { flowAreaOf, flowChanged, flowResourceName } from './flowClient'

/** The flow areas' batch calls (flowClient.ts: FLOW_AREAS), by area. */
const BATCH: Readonly<Record<string, Endpoint<CallOf<typeof universalBatch | typeof subsidyBatch>>>> = {
  'universal-services': universalBatch,
  'supervise-services': subsidyBatch,
}

/** Take `step` for `rows` of `resource` at once (with the reviewers' `opinion`, if any). */
export async function runFlowBatch(
  flow: FlowDeclaration,
  step: FlowTransition,
  data: DataClient,
  resource: string,
  rows: readonly Row[],
  opinion: string,
): Promise<BatchReport> {
  const answer = await data.call(BATCH[flowAreaOf(resource)], {
    params: { resource: flowResourceName(resource) },
    body: {
      action: step.action,
      items: rows.map((row) => ({ applyId: String(row.applyId), version: Number(row.version) })),
      ...(opinion ? { opinion } : {}),
    },
  })
  flowChanged(flow.key)
  return {
    done: answer.done,
    refused: answer.refused,
    results: answer.results.map((result) => ({ id: result.applyId, ok: result.ok, message: result.message })),
  }
}
