/**
 * An account's effective attributes (server/src/auth/permissions.ts usersAttrs), read in one
 * statement since issue 43: its roles' attributes in role id order, each overridden by the next
 * role's, then its own over them all. The data scope (decisions: Data scope) is read from them.
 */
import { describe, expect, it } from 'vitest'
import { userAttrs, usersAttrs } from '../../server/src/auth/permissions'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

describe.each(DIALECTS)('effective attributes on %s', (dialect) => {
  const { server } = signedIn(dialect, ['admin'])

  it('merges the roles in role id order, then the account’s own over them', async () => {
    const db = server.db
    const time = new Date().toISOString()
    const role = async (roleName: string, attrs: Record<string, string>) => {
      const { id } = await db
        .insertInto('roles')
        .values({ roleName, description: '', createTime: time, updateTime: time })
        .returning('id')
        .executeTakeFirstOrThrow()
      for (const [attrKey, attrValue] of Object.entries(attrs))
        await db.insertInto('role_attrs').values({ roleId: id, attrKey, attrValue }).execute()
      return id
    }
    const account = async (username: string, roles: number[], own: Record<string, string>) => {
      const { id: _id, ...rest } = await db
        .selectFrom('users')
        .selectAll()
        .where('username', '=', 'stale')
        .executeTakeFirstOrThrow()
      const made = await db
        .insertInto('users')
        .values({ ...rest, username, name: username, phone: null, email: null })
        .returning('id')
        .executeTakeFirstOrThrow()
      for (const roleId of roles)
        await db.insertInto('user_roles').values({ userId: made.id, roleId }).execute()
      for (const [attrKey, attrValue] of Object.entries(own))
        await db.insertInto('user_attrs').values({ userId: made.id, attrKey, attrValue }).execute()
      return made.id
    }
    const first = await role('属性甲', { auth_area: '120000', role_name: '甲', level: '1' })
    const second = await role('属性乙', { auth_area: '120100', role_name: '乙' })
    // Given in the other order: the role ids decide, not the order they were granted in.
    const both = await account('attrs_both', [second, first], {})
    const own = await account('attrs_own', [first, second], { auth_area: '120101', isCompany: '0' })
    const bare = await account('attrs_bare', [], {})

    expect(await userAttrs(db, both)).toEqual({ auth_area: '120100', role_name: '乙', level: '1' })
    const all = await usersAttrs(db, [own, both, bare])
    expect(all.get(own)).toEqual({ auth_area: '120101', role_name: '乙', level: '1', isCompany: '0' })
    expect(all.get(both)).toEqual({ auth_area: '120100', role_name: '乙', level: '1' })
    expect(all.get(bare)).toEqual({})
    expect(await usersAttrs(db, [])).toEqual(new Map())
  })
})
