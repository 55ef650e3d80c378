/**
 * Accounts made for access tests: a strategy with exactly the given rights, a role binding it
 * and a user holding that role (password change already done), signed in.
 */
import { encrypt } from '../../src/core/crypto'
import type { ApiClient, TestServer } from './helpers'

export const SSO = '/sso/post/api'

let serial = 0

// 419 (signed in elsewhere since) answers with normal data (decisions: 419).
const done = (code: number) => code === 200 || code === 419

/** A user whose only rights are `rights` (plus the general pages), with its role's id. */
export async function userWithRights(
  server: TestServer,
  admin: ApiClient,
  rights: readonly string[],
  attrs: { attrKey: string; attrValue: string }[] = [],
): Promise<{ client: ApiClient; roleId: number; stgId: number; userId: number; username: string }> {
  serial += 1
  const tag = `${process.pid}x${serial}`
  const stg = await admin.post(`${SSO}/stg/createStg`, { stgName: `测试策略${tag}`, actions: [...rights] })
  if (!done(stg.code)) throw new Error(`createStg: ${stg.msg}`)
  const role = await admin.post(`${SSO}/role/createRole`, { roleName: `测试角色${tag}` })
  if (!done(role.code)) throw new Error(`createRole: ${role.msg}`)
  const bound = await admin.post(`${SSO}/role/addRoleStgs`, {
    roleId: role.data.roleId,
    stgIds: [stg.data.stgId],
  })
  if (!done(bound.code)) throw new Error(`addRoleStgs: ${bound.msg}`)
  const username = `tester${tag.replace(/\D/g, '_')}`
  const password = 'Tester@2026ev'
  const user = await admin.post(`${SSO}/register/create`, {
    username,
    password: encrypt(password),
    name: '测试员',
    roleIds: [role.data.roleId],
    attrs,
  })
  if (!done(user.code)) throw new Error(`register/create: ${user.msg}`)
  await server.db.updateTable('users').set({ resetPwdFlag: 0 }).where('username', '=', username).execute()
  const client = await server.client().signIn(username, password)
  return { client, roleId: role.data.roleId, stgId: stg.data.stgId, userId: user.data.userId, username }
}

/** The id of a seeded role, by name. */
export async function roleIdOf(admin: ApiClient, roleName: string): Promise<number> {
  const roles = await admin.get(`${SSO}/getRoleNames`)
  return roles.data.find((role: { roleName: string }) => role.roleName === roleName).roleId
}

/** The strategy ids bound to a role. */
export async function stgIdsOf(admin: ApiClient, roleId: number): Promise<number[]> {
  const stgs = await admin.post(`${SSO}/role/getRoleStgs`, undefined, { query: { roleId } })
  return stgs.data.map((stg: { stgId: number }) => stg.stgId)
}
