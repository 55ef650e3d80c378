/**
 * Batch work (issue 41 item 5): one step taken on many applications of a flow screen. Each record
 * runs through the area's own single-step function — the same engine, the same refusals — in a
 * transaction of its own with the version its caller saw, so a refusal leaves that record exactly
 * as it was and never undoes another's step. Each record gets its journal entry (success with
 * the step's before and after, or failure with the reason); the call adds one summary entry.
 */
import type { Call } from '../../../src/contract/define'
import { routeOf } from '../../../src/contract/define'
import { transitionOf } from '../../../src/core/domain/flows'
import { type Principal, requirePermission } from '../auth/permissions'
import { isPostgres } from '../db/dialect'
import { writeJournal } from '../db/journal'
import { inTransaction } from '../db/roots'
import type { Db } from '../db/types'
import type { RecordInput } from '../http/route-spec'
import type { Router } from '../http/router'
import { now } from '../kernel/clock'
import { ApiError, fieldError } from '../kernel/errors'
import type { Row } from '../resources'
import { countQueues } from './queue-counts'
import type { EngineContext } from './records'
import type { FlowScreenSpec } from './resource'

/** A batch's input (src/contract/batch-steps.ts). */
export interface BatchInput {
  action: string
  items: { applyId: string; version: number }[]
  opinion?: string
}

/** One record's outcome. */
export interface BatchResult {
  applyId: string
  ok: boolean
  status?: string
  message?: string
}

/** The area's single step: what its step route runs for one record. */
export type SingleStep = (
  screen: FlowScreenSpec,
  applyId: string,
  action: string,
  input: { version: number; opinion?: string },
  context: EngineContext,
) => Promise<Row>

/** The journal's action of a step, batched or not. */
const JOURNAL_ACTION = 'application.step'

/** What runs one record's step for `stepEach`, given the record's transaction. */
export interface EachStep {
  /** The step's action (the batch's summary entry names it). */
  action: string
  /** The journal's target of the batch's summary entry (`batch:<screen>`). */
  summary: string
  /** The journal's action of the record's entries (`application.step`, `alarm.accept`). */
  journalAction: string
  /** The journal's target of a refused record (`application:<id>`). */
  target: (key: string) => string
  /** Take the step on one record; resolves to its status after. */
  run: (item: { applyId: string; version: number }, context: EngineContext) => Promise<string>
}

/**
 * Take one step on each record, each in a transaction of its own with the version its caller
 * saw: a refusal (400, 403, 409) leaves that record as it was, is journaled with its reason and
 * reported; a success is journaled with the step's before and after; the call's own entry sums
 * them up. Shared by the flow screens' batches and 故障监测's (ops-services/alarms.ts).
 */
export async function stepEach(
  db: Db,
  caller: { principal: Principal; client: { ip: string }; record: (input: RecordInput) => void },
  items: readonly { applyId: string; version: number }[],
  step: EachStep,
): Promise<{ done: number; refused: number; results: BatchResult[] }> {
  const { principal, client } = caller
  const postgres = isPostgres(db)
  const entry = (input: RecordInput, result: 'success' | 'failure', message = '') => ({
    userId: principal.user.id,
    username: principal.user.username,
    action: step.journalAction,
    target: input.target,
    before: input.before,
    after: input.after,
    ip: client.ip,
    result,
    message,
  })
  const results: BatchResult[] = []
  for (const item of items) {
    try {
      const status = await inTransaction(db, async (trx) => {
        const records: RecordInput[] = []
        const context: EngineContext = {
          db: trx,
          postgres,
          now: now(),
          principal,
          record: (recorded) => records.push(recorded),
        }
        const moved = await step.run(item, context)
        for (const recorded of records) await writeJournal(trx, entry(recorded, 'success'))
        return moved
      })
      results.push({ applyId: item.applyId, ok: true, status })
    } catch (error) {
      // A refusal of this record (400, 403, 409): reported, journaled, nothing of it written.
      if (!(error instanceof ApiError)) throw error
      await writeJournal(db, entry({ target: step.target(item.applyId) }, 'failure', error.message))
      results.push({ applyId: item.applyId, ok: false, message: error.message })
    }
  }
  const done = results.filter((result) => result.ok).length
  const refused = results.length - done
  caller.record({ target: step.summary, after: { action: step.action, done, refused } })
  return { done, refused, results }
}

/** Register `POST /<area>/:resource/batch` for the area's flow screens. */
export function batchRoute(
  router: Router,
  area: string,
  screens: readonly FlowScreenSpec[],
  call: Call,
  single: SingleStep,
): void {
  const { db } = router.deps
  countQueues(screens)
  const byName = new Map(screens.map((screen) => [screen.name, screen]))
  router.route({
    ...routeOf(call),
    tag: area,
    access: {
      permission: [
        ...new Set(screens.flatMap((screen) => screen.flow.declaration.transitions.map((s) => s.permission))),
      ],
    },
    journal: 'application.batch',
    // Each record commits or refuses on its own (the batch is not one transaction).
    transaction: false,
    handler: async ({ params, body, principal, client, record }) => {
      const input = body as BatchInput
      const screen = params.resource ? byName.get(params.resource) : undefined
      if (!screen) throw fieldError('resource', '不支持的申请类别')
      const step = transitionOf(screen.flow.declaration, input.action)
      if (!step?.permission.startsWith(`${screen.page}/`)) throw fieldError('action', '该页面不支持此操作')
      requirePermission(principal, step.permission)
      return stepEach(db, { principal, client, record }, input.items, {
        action: input.action,
        summary: `batch:${screen.name}`,
        journalAction: JOURNAL_ACTION,
        target: (applyId) => `application:${applyId}`,
        run: async (item, context) => {
          const step = { version: item.version, opinion: input.opinion }
          return String((await single(screen, item.applyId, input.action, step, context)).status)
        },
      })
    },
  })
}
