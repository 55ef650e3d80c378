/** The user rows the user administration (users.ts) reads and writes: a user, its roles and attributes. */
import type { Db } from '../db/types'
import { fieldError } from '../kernel/errors'

/** The user, or 400 at `field`. */
export async function findUser(db: Db, userId: number, field = 'userId') {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst()
  if (!user) throw fieldError(field, '用户不存在')
  return user
}

/** 400 at `roleIds` unless every role exists. */
export async function checkRoles(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return
  const found = await db.selectFrom('roles').select('id').where('id', 'in', ids).execute()
  if (found.length !== new Set(ids).size) throw fieldError('roleIds', '角色不存在')
}

/** Replace a user's roles. */
export async function replaceRoles(db: Db, userId: number, ids: number[]): Promise<void> {
  await db.deleteFrom('user_roles').where('userId', '=', userId).execute()
  if (ids.length)
    await db
      .insertInto('user_roles')
      .values([...new Set(ids)].map((roleId) => ({ userId, roleId })))
      .execute()
}

/** Replace a user's attributes (an empty value is none). */
export async function replaceAttrs(
  db: Db,
  userId: number,
  attrs: { attrKey: string; attrValue: string }[],
): Promise<void> {
  await db.deleteFrom('user_attrs').where('userId', '=', userId).execute()
  const kept = attrs.filter((attr) => attr.attrValue !== '')
  if (kept.length)
    await db
      .insertInto('user_attrs')
      .values(kept.map((attr) => ({ userId, ...attr })))
      .execute()
}

/** A user as the administration shows it: its account, roles and attributes. */
export async function describeUser(db: Db, userId: number) {
  const user = await findUser(db, userId)
  const roles = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.roleId')
    .select(['roles.id as roleId', 'roles.roleName'])
    .where('user_roles.userId', '=', userId)
    .execute()
  const attrs = await db
    .selectFrom('user_attrs')
    .select(['attrKey', 'attrValue'])
    .where('userId', '=', userId)
    .execute()
  return {
    username: user.username,
    name: user.name,
    nickName: user.nickName,
    phoneNumber: user.phone,
    email: user.email,
    status: user.status,
    roles,
    attrs,
  }
}
