/**
 * Who may act next on a subject (issue 41; flow-kit's NextActor): the active accounts holding a
 * right through their roles, narrowed by their data scope (decisions: Data scope) to those who
 * see the subject, then by the actor's scope — `area`: the most local level that has a holder
 * (the district's examiner first, the city's otherwise, the province's or the platform's last);
 * `city`: the same without district-scoped accounts (a district examiner never takes a
 * city-level step); `company`: the subject's operator's own accounts; `creator`: its applicants;
 * `staff`: every staff holder below the whole platform who sees it (platform-wide ones only when
 * there is none); `any`: every holder who sees it.
 */
import type { NextActor } from '../../../src/core/domain/flow-kit'
import { usersAttrs } from '../auth/permissions'
import { type DataScope, dataScopeOf } from '../auth/scope'
import type { Db } from '../db/types'

/** An account holding a right, with the rows it may see. */
export interface Holder {
  id: number
  scope: DataScope
}

/** The subject as the lookup reads it: its area, its operator and its applicants. */
export interface SubjectParties {
  areaCode: string | null
  operatorIds: readonly string[]
  applicantIds: readonly number[]
}

/** Holders per right, kept for one batch of steps (the seed replays hundreds). */
export type HolderCache = Map<string, Promise<Holder[]>>

/** The active accounts holding `permission` through a role, with their data scope. */
export function holdersOf(db: Db, permission: string, cache?: HolderCache): Promise<Holder[]> {
  const cached = cache?.get(permission)
  if (cached) return cached
  const found = loadHolders(db, permission)
  cache?.set(permission, found)
  return found
}

async function loadHolders(db: Db, permission: string): Promise<Holder[]> {
  const users = await db
    .selectFrom('users as u')
    .innerJoin('user_roles as r', 'r.userId', 'u.id')
    .innerJoin('role_strategies as s', 's.roleId', 'r.roleId')
    .innerJoin('strategy_actions as g', 'g.stgId', 's.stgId')
    .select('u.id')
    .distinct()
    .where('u.status', '=', 1)
    .where('g.resPath', '=', permission)
    .execute()
  const ids = users.map((user) => user.id)
  if (!ids.length) return []
  const attrs = await usersAttrs(db, ids)
  return ids.map((id) => ({ id, scope: dataScopeOf(attrs.get(id) ?? {}) }))
}

/** Whether a holder's data scope shows the subject (an area-less subject: its operator alone). */
export function sees(scope: DataScope, parties: SubjectParties): boolean {
  const area = parties.areaCode
  if (scope.areaPrefix && area && !area.startsWith(scope.areaPrefix)) return false
  return !scope.operatorId || parties.operatorIds.includes(scope.operatorId)
}

/** How local a holder's scope is: 6 a district, 4 a city, 2 a province, 0 the whole platform. */
const levelOf = (scope: DataScope) => scope.areaPrefix?.length ?? 0

/** The holders of the most local level present. */
function mostLocal(holders: readonly Holder[]): Holder[] {
  const top = Math.max(-1, ...holders.map((holder) => levelOf(holder.scope)))
  return holders.filter((holder) => levelOf(holder.scope) === top)
}

/**
 * The accounts `next` names for the subject. `may` leaves out those the step's duties refuse
 * before a level is chosen: where the city's only examiner took the district step, the city step
 * is asked of the level above, not of nobody.
 */
export async function whoActs(
  db: Db,
  next: NextActor,
  parties: SubjectParties,
  cache?: HolderCache,
  may: (userId: number) => boolean = () => true,
): Promise<number[]> {
  const seeing = (await holdersOf(db, next.permission, cache)).filter(
    (holder) => sees(holder.scope, parties) && may(holder.id),
  )
  // Staff levels are looked up among staff: a company account never stands in for an examiner.
  const staff = seeing.filter((holder) => !holder.scope.operatorId)
  const chosen = {
    area: () => mostLocal(staff),
    city: () => mostLocal(staff.filter((holder) => levelOf(holder.scope) < 6)),
    company: () => seeing.filter((holder) => holder.scope.operatorId),
    staff: () => {
      const local = staff.filter((holder) => levelOf(holder.scope) > 0)
      return local.length ? local : staff
    },
    creator: () => seeing.filter((holder) => parties.applicantIds.includes(holder.id)),
    any: () => seeing,
  }[next.scope]()
  return chosen.map((holder) => holder.id)
}
