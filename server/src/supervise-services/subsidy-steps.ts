/**
 * A subsidy application's step (single or batched, issue 41 item 5) through the engine, with its
 * station's allowance status kept in step.
 */
import { ALLOWANCE_OF_STATUS } from '../../../src/core/domain/flows-supervise'
import type { Db } from '../db/types'
import type { SingleStep } from '../workflow/batch'
import { stepApplication } from '../workflow/engine'
import { openBatchOf } from './batches'

/** A station's `allowanceStatus` follows its latest application's status. */
export async function syncAllowance(db: Db, stationId: string, status: string): Promise<void> {
  const value = ALLOWANCE_OF_STATUS[status]
  if (value !== undefined)
    await db
      .updateTable('stations')
      .set({ allowanceStatus: value })
      .where('stationId', '=', stationId)
      .execute()
}

/** One step of a subsidy application, with the station's allowance kept in step (single and batch). */
export const stepSubsidy: SingleStep = async (screen, applyId, action, body, context) => {
  const { db } = context
  // A draft is submitted only to a batch still open (issue 42, noticed on the walk), checked in the
  // step's transaction before it writes. 重新提交 after 退回补充材料 is of an application submitted in
  // time: the deadline does not strand it.
  if (action === 'submit') {
    const own = await db
      .selectFrom('subsidy_applications')
      .select('batchId')
      .where('applyId', '=', applyId)
      .executeTakeFirst()
    if (own) await openBatchOf(db, own.batchId, context.principal)
  }
  const app = await stepApplication(screen, applyId, action, body, context)
  const row = await db
    .selectFrom('subsidy_applications')
    .select('stationId')
    .where('applyId', '=', String(app.applyId))
    .executeTakeFirst()
  if (row) await syncAllowance(db, row.stationId, String(app.status))
  // A refused application no longer holds its station in the batch (a new one may be filed).
  if (app.status === 'refused')
    await db
      .updateTable('subsidy_applications')
      .set({ holdsStation: null })
      .where('applyId', '=', String(app.applyId))
      .execute()
  return app
}
