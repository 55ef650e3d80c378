/** The `user_info` answer: everything the console's session needs (api.md). */
import type { Db } from '../db/types'
import { authsOf, type Principal, pagesOf } from './permissions'
import { areaTypeOf, isTruthyAttr } from './scope'

/** Unread, unhandled pending items per kind (feedbackCount, evaluateCount). */
export async function pendingCounts(db: Db, userId: number): Promise<{ feedback: number; evaluate: number }> {
  const rows = await db
    .selectFrom('pending_items')
    .select((eb) => ['kind', eb.fn.countAll<number>().as('count')])
    .where('userId', '=', userId)
    .where('read', '=', 0)
    .where('done', '=', 0)
    .groupBy('kind')
    .execute()
  const count = (kind: string) => Number(rows.find((row) => row.kind === kind)?.count ?? 0)
  return { feedback: count('feedback'), evaluate: count('evaluate') }
}

/** Build the user_info data of a principal. */
export async function buildUserInfo(db: Db, principal: Principal) {
  const { user, attrs } = principal
  const company = isTruthyAttr(attrs.isCompany)
  const [counts, operator] = await Promise.all([
    pendingCounts(db, user.id),
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
    auths: authsOf(principal.resPaths),
    feedbackCount: counts.feedback,
    evaluateCount: counts.evaluate,
    phoneNumber: user.phone,
  }
}
