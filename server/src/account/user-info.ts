/** The `user_info` answer: everything the console's session needs (api.md). */
import { authsOf, type Principal, pagesOf } from '../auth/permissions'
import { areaTypeOf, isTruthyAttr } from '../auth/scope'
import { KEYED_TABLES } from '../db/changed-rows'
import { SIGNALLING_TABLES } from '../db/migrations/0053-change-signals'
import { type Dependency, keptRead } from '../db/read-cache'
import type { Db } from '../db/types'
import { JsonText } from '../http/envelope'
import { today } from '../kernel/clock'
import { popupCounts } from '../workflow/popups'

/** The part of user_info that follows from the grants alone, as JSON members, per grant set. */
const grantsJson = new WeakMap<ReadonlySet<string>, { attrs: Principal['attrs']; text: string }>()

function grantsText({ resPaths, attrs }: Principal): string {
  const cached = grantsJson.get(resPaths)
  if (cached?.attrs === attrs) return cached.text
  const members = JSON.stringify({
    pages: pagesOf(resPaths),
    areaType: areaTypeOf(attrs.auth_area),
    // authStg: the user may administer the single-sign-on model (holds a system-management page).
    authStg: [...resPaths].some((resPath) => resPath.startsWith('sso-')),
    attrs: Object.entries(attrs).map(([attrKey, attrValue]) => ({ attrKey, attrValue })),
    auths: authsOf(resPaths),
  }).slice(1, -1)
  grantsJson.set(resPaths, { attrs, text: members })
  return members
}

/**
 * What the popups' counts depend on: the user's own messages (its to-dos), and every other watched
 * table whole (the areas count from theirs: assessment_items, pending_items, …), but not the
 * sessions and accounts of others.
 */
function popupDependencies(userId: number): Dependency[] {
  return [
    { table: 'messages', column: 'userId', value: userId },
    ...SIGNALLING_TABLES.filter((table) => !(table in KEYED_TABLES)).map((table) => ({ table })),
  ]
}

/**
 * Build the user_info data of a principal (api.md), as JSON text: the grants' part (some 20 KB
 * for an administrator) is serialized once per grant set; the user's own fields and the live
 * counters on every call.
 */
export async function buildUserInfo(db: Db, principal: Principal): Promise<JsonText> {
  const { user, attrs } = principal
  const company = isTruthyAttr(attrs.isCompany)
  const operatorId = company ? attrs.operator : undefined
  // Both kept between changes (issue 43: db/read-cache.ts); the counts per China day, since the
  // assessment's count ends with a round's deadline.
  const [counts, operator] = await Promise.all([
    // Pending work per popup (section 4), as the feedback and assessment areas count it.
    keptRead(
      db,
      `popups:${user.id}:${today()}`,
      () => popupCounts(db, principal),
      () => popupDependencies(user.id),
    ),
    operatorId
      ? keptRead(
          db,
          `operatorType:${operatorId}`,
          () =>
            db
              .selectFrom('operators')
              .select('operatorType')
              .where('operatorId', '=', operatorId)
              .executeTakeFirst(),
          () => [{ table: 'operators' }],
        )
      : undefined,
  ])
  const own = JSON.stringify({
    name: user.username,
    nickName: user.nickName,
    operatorsType: operator?.operatorType ?? null,
    resetPwdFlag: user.resetPwdFlag === 1,
    userInfo: { createTime: user.createTime, lastResetPwdTime: user.lastResetPwdTime },
    feedbackCount: counts.feedback,
    evaluateCount: counts.evaluate,
    phoneNumber: user.phone,
  })
  return new JsonText(`${own.slice(0, -1)},${grantsText(principal)}}`)
}
