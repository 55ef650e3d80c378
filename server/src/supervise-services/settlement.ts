/**
 * Moves of subsidy applications outside the flow's steps (publicity, objection, its end, payment),
 * and the settlement of publicities whose period has ended (issue 17): their applications become
 * 待补贴 by the server's clock, on every call of the area, at start and on a timer.
 */
import './tables'
import { SUBSIDY_FLOW } from '../../../src/core/domain/flows-supervise'
import type { Principal } from '../auth/permissions'
import { isPostgres } from '../db/dialect'
import { inTransaction } from '../db/roots'
import type { Db } from '../db/types'
import { now, today } from '../kernel/clock'
import { conflict, fieldError } from '../kernel/errors'
import { APPLICATIONS, addHistory, type EngineContext, guardedUpdate } from '../workflow/records'
import { closeWork, openWork } from '../workflow/todos'
import { syncAllowance } from './subsidy-steps'

/** Move an application outside the steps (publicity, objection, its end, payment). */
export async function moveApplication(
  context: EngineContext,
  applyId: string,
  from: string,
  to: string,
  action: string,
  opinion = '',
): Promise<void> {
  const app = await context.db
    .selectFrom('applications')
    .selectAll()
    .where('applyId', '=', applyId)
    .executeTakeFirst()
  if (app?.flow !== 'subsidy') throw fieldError('applyId', `申请 ${applyId} 不存在`)
  if (app.status !== from) throw conflict(`申请 ${applyId} 当前状态不允许此操作`)
  await guardedUpdate(context, app, { status: to })
  await addHistory(context, { applyId, action, fromStatus: from, toStatus: to, opinion })
  // Issue 41: the to-dos of the status it leaves close; those of the status it enters (an objection's review) open.
  const time = context.now.toISOString()
  await closeWork(context.db, SUBSIDY_FLOW, applyId, time)
  await openWork(context.db, { flow: SUBSIDY_FLOW, subject: APPLICATIONS, id: applyId, time })
  const row = await context.db
    .selectFrom('subsidy_applications')
    .select('stationId')
    .where('applyId', '=', applyId)
    .executeTakeFirst()
  if (row) await syncAllowance(context.db, row.stationId, to)
}

const SYSTEM = {
  user: { id: 0, name: '系统' },
  resPaths: new Set<string>(),
  attrs: {},
  sessionId: '',
} as unknown as Principal

/** End every publicity whose last day is before today: its applications become 待补贴. */
export async function settlePublicities(db: Db): Promise<number> {
  const run = async (trx: Db) => {
    const due = await trx
      .selectFrom('subsidy_publicities')
      .select(['id', 'title'])
      .where('status', '=', 'active')
      .where('endDate', '<', today())
      .execute()
    let settled = 0
    for (const publicity of due) {
      const claimed = await trx
        .updateTable('subsidy_publicities')
        .set({ status: 'ended' })
        .where('id', '=', publicity.id)
        .where('status', '=', 'active')
        .executeTakeFirst()
      if (Number(claimed.numUpdatedRows) !== 1) continue
      const context: EngineContext = {
        db: trx,
        postgres: isPostgres(trx),
        now: now(),
        principal: SYSTEM,
        record: () => {},
      }
      const items = await trx
        .selectFrom('subsidy_applications as s')
        .innerJoin('applications as a', 'a.applyId', 's.applyId')
        .select('s.applyId')
        .where('s.publicityId', '=', publicity.id)
        .where('a.status', '=', 'publicity')
        .execute()
      for (const item of items)
        await moveApplication(
          context,
          item.applyId,
          'publicity',
          'awaiting',
          'publicity-end',
          publicity.title,
        )
      settled++
    }
    return settled
  }
  return db.isTransaction ? run(db) : inTransaction(db, run)
}

/** Settle due publicities now and every ten minutes (unref'd: it never keeps the process alive). */
export function startPublicitySettlement(db: Db, log?: (line: string) => void): () => void {
  const run = () => {
    settlePublicities(db).catch((error) => log?.(`publicity settlement failed: ${(error as Error).message}`))
  }
  run()
  const timer = setInterval(run, 600_000)
  timer.unref()
  return () => clearInterval(timer)
}
