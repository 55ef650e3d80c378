/** The role rows the role administration (roles.ts) reads and checks: a role, a free name, its strategies. */
import { serializeOn } from '../db/serialize'
import type { Db } from '../db/types'
import { fieldError } from '../kernel/errors'

/** The role, or 400 at `roleId`. */
export async function findRole(db: Db, id: number) {
  const role = await db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst()
  if (!role) throw fieldError('roleId', '角色不存在')
  return role
}

/** 400 at `roleName` when another role has the name. */
export async function nameFree(db: Db, name: string, except?: number) {
  // Two creates of one name at once: the second sees the first's row (issue 38).
  await serializeOn(db, 'roles', name)
  let query = db.selectFrom('roles').select('id').where('roleName', '=', name)
  if (except !== undefined) query = query.where('id', '!=', except)
  if (await query.executeTakeFirst()) throw fieldError('roleName', '角色名称已存在')
}

/** The strategies bound to a role. */
export async function roleStgs(db: Db, id: number) {
  return db
    .selectFrom('role_strategies')
    .innerJoin('strategies', 'strategies.id', 'role_strategies.stgId')
    .select(['strategies.id as stgId', 'strategies.stgName', 'strategies.appId', 'strategies.description'])
    .where('role_strategies.roleId', '=', id)
    .orderBy('strategies.id')
    .execute()
}

/** 400 at `stgIds` unless every strategy exists. */
export async function checkStgs(db: Db, ids: number[]) {
  const found = await db.selectFrom('strategies').select('id').where('id', 'in', ids).execute()
  if (found.length !== new Set(ids).size) throw fieldError('stgIds', '策略不存在')
}
