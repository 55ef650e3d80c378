/**
 * `feedbackCount` of user_info (section 4; issue 18): the items waiting for this user's action
 * on the handling page the 意见反馈处理 popup opens. That page is the equipment operator's, so
 * the count is of a company user holding `equipment-operator-feedback/handle`: its company's
 * items dispatched and not yet handled. Staff (who hold every page, like admin) get no popup:
 * their work shows in the manager's list.
 */
import { can, type Principal } from '../auth/permissions'
import { dataScope } from '../auth/scope'
import type { Db } from '../db/types'
import './tables'

export async function feedbackCount(db: Db, principal: Principal): Promise<number> {
  const { operatorId } = dataScope(principal)
  if (!operatorId || !can(principal, 'equipment-operator-feedback/handle')) return 0
  const row = await db
    .selectFrom('feedbacks')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('operatorId', '=', operatorId)
    .where('status', '=', 'dispatched')
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}
