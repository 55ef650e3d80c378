/**
 * `feedbackCount` of user_info (section 4; issue 18): the items waiting for this user's action
 * on the handling page the 意见反馈处理 popup opens — its open to-dos of the feedback flow's
 * 处理 step (issue 41: the engine gives them to the station's operator's accounts when an item
 * is dispatched or sent back, and closes them once it is handled). Staff get no popup: their
 * work shows in the manager's list and their own to-dos.
 */
import type { Principal } from '../auth/permissions'
import type { Db } from '../db/types'

const HANDLE = 'equipment-operator-feedback/handle'

/** How many feedback items wait for the user's handling (the popup's count). */
export async function feedbackCount(db: Db, principal: Principal): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', principal.user.id)
    .where('type', '=', 'todo')
    .where('flow', '=', 'feedback')
    .where('permission', '=', HANDLE)
    .where('done', '=', 0)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}
