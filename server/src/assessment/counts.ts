/**
 * `evaluateCount` of user_info (section 4; issue 18): the company's stations still waiting for
 * evidence in an open round before its deadline, for a company user who may upload. 去上传
 * first marks the popup read (`updateReaded`): the stations counted then are remembered for this
 * user (`pending_items`, kind `evaluate`, read), so the count is 0 until a new round asks for more;
 * the user's to-dos of those stations are marked read with it.
 */
import { ASSESSMENT_FLOW } from '../../../src/core/domain/flows-work'
import { can, type Principal } from '../auth/permissions'
import { dataScope } from '../auth/scope'
import { serializeOn } from '../db/serialize'
import type { Db } from '../db/types'
import { now, today } from '../kernel/clock'
import './tables'

const refOf = (id: number) => `assessment:${id}`

async function waiting(db: Db, principal: Principal): Promise<{ id: number; stationName: string }[]> {
  const { operatorId } = dataScope(principal)
  if (!operatorId || !can(principal, 'evaluation-upload/upload', 'station-assessment-upload/upload'))
    return []
  const [rows, read] = await Promise.all([
    db
      .selectFrom('assessment_items')
      .select(['id', 'stationName'])
      .where('operatorId', '=', operatorId)
      .where('status', '=', 'awaiting')
      .where('deadline', '>=', today())
      .execute(),
    db
      .selectFrom('pending_items')
      .select('refId')
      .where('userId', '=', principal.user.id)
      .where('kind', '=', 'evaluate')
      .where('read', '=', 1)
      .execute(),
  ])
  const seen = new Set(read.map((row) => row.refId))
  return rows.filter((row) => !seen.has(refOf(row.id)))
}

/** How many of the company's stations wait for the user's evidence (the popup's count). */
export async function evaluateCount(db: Db, principal: Principal): Promise<number> {
  return (await waiting(db, principal)).length
}

/** Remember the stations counted now as read for this user; returns how many. */
export async function markEvaluateRead(db: Db, principal: Principal): Promise<number> {
  // Read-then-insert: two calls at once would mark each station twice (issue 38).
  await serializeOn(db, 'pending_items', principal.user.id)
  const rows = await waiting(db, principal)
  if (!rows.length) return 0
  const time = now().toISOString()
  await db
    .insertInto('pending_items')
    .values(
      rows.map((row) => ({
        userId: principal.user.id,
        kind: 'evaluate' as const,
        refId: refOf(row.id),
        title: row.stationName.slice(0, 128),
        createTime: time,
        read: 1,
        done: 0,
      })),
    )
    .execute()
  // Its to-dos of these stations are read with it: the header's badge follows 去上传 (issue 41).
  await db
    .updateTable('messages')
    .set({ read: 1 })
    .where('userId', '=', principal.user.id)
    .where('flow', '=', ASSESSMENT_FLOW.key)
    .where('type', '=', 'todo')
    .where('read', '=', 0)
    .where(
      'subjectId',
      'in',
      rows.map((row) => String(row.id)),
    )
    .execute()
  return rows.length
}
