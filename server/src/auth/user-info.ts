/** The `user_info` answer: everything the console's session needs (api.md). */
import type { Db } from '../db/types'
import { type Principal, pagesOf } from './permissions'
import { areaTypeOf, isTruthyAttr } from './scope'

/** Count of unread, unhandled pending items of one kind (feedbackCount, evaluateCount). */
export async function pendingCount(db: Db, userId: number, kind: 'feedback' | 'evaluate'): Promise<number> {
  const row = await db
    .selectFrom('pending_items')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .where('read', '=', 0)
    .where('done', '=', 0)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}

/** Build the user_info data of a principal. */
export async function buildUserInfo(db: Db, principal: Principal) {
  const { user, attrs } = principal
  const auths = [...principal.resPaths].map((resPath) => ({ resPath }))
  const company = isTruthyAttr(attrs.isCompany)
  const [feedbackCount, evaluateCount, operator] = await Promise.all([
    pendingCount(db, user.id, 'feedback'),
    pendingCount(db, user.id, 'evaluate'),
    company && attrs.operator
      ? db
          .selectFrom('operators')
          .select('operatorType')
          .where('operatorId', '=', attrs.operator)
          .executeTakeFirst()
      : undefined,
  ])
  return {
    name: user.username,
    nickName: user.nickName,
    pages: pagesOf(principal.resPaths),
    areaType: areaTypeOf(attrs.auth_area),
    // authStg: the user may administer the single-sign-on model (holds a system-management page).
    authStg: [...principal.resPaths].some((resPath) => resPath.startsWith('sso-')),
    operatorsType: operator?.operatorType ?? null,
    attrs: Object.entries(attrs).map(([attrKey, attrValue]) => ({ attrKey, attrValue })),
    resetPwdFlag: user.resetPwdFlag === 1,
    userInfo: { createTime: user.createTime, lastResetPwdTime: user.lastResetPwdTime },
    auths,
    feedbackCount,
    evaluateCount,
    phoneNumber: user.phone,
  }
}
