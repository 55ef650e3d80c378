/**
 * Issue 38, item 1: the subordinate rule (server/src/auth/subordinate.ts). Each takeover the probe
 * reproduced is refused with 403 and writes nothing; a manager still manages its subordinates,
 * admin still manages everyone, and a password reset by someone else forces a change. The scoped
 * managers of item 5 are in subordinate-scope.test.ts; the escalation paths of issue 23 in
 * escalation.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { FORCED_CHANGE_MESSAGE } from '../../server/src/auth/forced-change'
import { encrypt } from '../../src/core/crypto'
import { roleIdOf, SSO, stgIdsOf, userWithRights } from './access-helpers'
import { DIALECTS, PASSWORDS } from './helpers'
import { signedIn } from './signed-in'

const NOT_MY_ACCOUNT = '只能管理权限和数据范围不超出自己的账号'
const NOT_MY_ROLE = '只能管理权限和数据范围不超出自己的角色（及其用户）'
const NOT_MY_STG = '只能管理权限和数据范围不超出自己的策略（及其用户）'
const USER_MANAGER = ['sso-user-management/view', 'sso-user-management/add', 'sso-user-management/edit']

describe.each(DIALECTS)('the subordinate rule on %s', (dialect) => {
  let adminId: number
  let adminRole: number
  let adminStgs: number[]
  /** A second full administrator, made by admin. */
  let admin2: number
  const row = (username: string) =>
    server.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow()
  const rolesOf = async (userId: number) =>
    (await server.db.selectFrom('user_roles').select('roleId').where('userId', '=', userId).execute()).map(
      (entry) => entry.roleId,
    )
  const attrsOf = (userId: number) =>
    server.db.selectFrom('user_attrs').select(['attrKey', 'attrValue']).where('userId', '=', userId).execute()
  const actionsOf = async (stgId: number) =>
    (await admin.post(`${SSO}/stg/getActions`, { stgId })).data.actions as string[]

  const { server, admin } = signedIn(dialect, ['admin'])
  beforeAll(async () => {
    adminId = (await row('admin')).id
    adminRole = await roleIdOf(admin, '平台管理员')
    adminStgs = await stgIdsOf(admin, adminRole)
    const created = await admin.post(`${SSO}/register/create`, {
      username: 'admin2',
      password: encrypt('Second@2026ev'),
      name: '第二管理员',
      roleIds: [adminRole],
    })
    expect(created.code).toBe(200)
    admin2 = created.data.userId
  })

  it("a user manager cannot reset admin's password, and cannot sign in as admin with it", async () => {
    const { client } = await userWithRights(server, admin, USER_MANAGER)
    const before = await row('admin')
    const reset = await client.post(`${SSO}/register/updatePassword`, {
      userId: adminId,
      password: encrypt('Taken@2026ev'),
    })
    expect(reset).toMatchObject({ status: 200, code: 403, msg: NOT_MY_ACCOUNT })
    expect(await row('admin')).toEqual(before)
    expect((await server.client().login('admin', 'Taken@2026ev')).code).not.toBe(200)
    expect((await server.client().login('admin', PASSWORDS.admin)).code).toBe(200)
  })

  it('a user manager cannot disable admin', async () => {
    const { client } = await userWithRights(server, admin, USER_MANAGER)
    const answer = await client.get(`${SSO}/user/status`, { query: { userId: adminId, status: 0 } })
    expect(answer).toMatchObject({ code: 403, msg: NOT_MY_ACCOUNT })
    expect((await row('admin')).status).toBe(1)
    expect((await admin.get('/user_info')).code).toBe(200)
  })

  it("a user manager cannot narrow admin's area", async () => {
    const { client } = await userWithRights(server, admin, USER_MANAGER)
    const answer = await client.post(`${SSO}/user/editAttr`, {
      userId: adminId,
      attrs: [{ attrKey: 'auth_area', attrValue: '120100' }],
    })
    expect(answer).toMatchObject({ code: 403, msg: NOT_MY_ACCOUNT })
    expect((await attrsOf(adminId)).map((attr) => attr.attrKey)).not.toContain('auth_area')
  })

  it("a user manager cannot strip another administrator's roles, nor rename it", async () => {
    const { client } = await userWithRights(server, admin, USER_MANAGER)
    const strip = await client.post(`${SSO}/user/editAcc`, { userId: admin2, roleIds: [] })
    expect(strip).toMatchObject({ code: 403, msg: NOT_MY_ACCOUNT })
    const rename = await client.post(`${SSO}/user/editAcc`, { userId: admin2, name: '改名' })
    expect(rename).toMatchObject({ code: 403, msg: NOT_MY_ACCOUNT })
    expect(await rolesOf(admin2)).toEqual([adminRole])
    expect((await row('admin2')).name).toBe('第二管理员')
  })

  it('a role manager cannot remove the administrator strategy from a role it does not belong to', async () => {
    const { client } = await userWithRights(server, admin, [
      'sso-role-management/view',
      'sso-role-management/edit',
      'sso-role-management/delete',
    ])
    const answer = await client.post(`${SSO}/role/delRoleStgs`, { roleId: adminRole, stgIds: adminStgs })
    expect(answer).toMatchObject({ code: 403, msg: NOT_MY_ROLE })
    expect(await stgIdsOf(admin, adminRole)).toEqual(adminStgs)
    const rename = await client.post(`${SSO}/role/editRole`, { roleId: adminRole, roleName: '改名角色' })
    expect(rename).toMatchObject({ code: 403, msg: NOT_MY_ROLE })
    const attrs = await client.post(`${SSO}/role/editAttr`, {
      roleId: adminRole,
      attrs: [{ attrKey: 'auth_area', attrValue: '120100' }],
    })
    expect(attrs).toMatchObject({ code: 403, msg: NOT_MY_ROLE })
    expect(
      await server.db.selectFrom('role_attrs').selectAll().where('roleId', '=', adminRole).execute(),
    ).toEqual([])
  })

  it('a role manager cannot change a role held by a superior, even one with rights it holds', async () => {
    const { client } = await userWithRights(server, admin, [
      'sso-role-management/view',
      'sso-role-management/edit',
    ])
    const stg = (
      await admin.post(`${SSO}/stg/createStg`, { stgName: '查看角色', actions: ['sso-role-management/view'] })
    ).data.stgId
    const role = (await admin.post(`${SSO}/role/createRole`, { roleName: '上级也有的角色' })).data.roleId
    await admin.post(`${SSO}/role/addRoleStgs`, { roleId: role, stgIds: [stg] })
    await admin.post(`${SSO}/user/editAcc`, { userId: admin2, roleIds: [adminRole, role] })
    const answer = await client.post(`${SSO}/role/delRoleStgs`, { roleId: role, stgIds: [stg] })
    expect(answer).toMatchObject({ code: 403, msg: NOT_MY_ROLE })
    expect(await stgIdsOf(admin, role)).toEqual([stg])
    await admin.post(`${SSO}/user/editAcc`, { userId: admin2, roleIds: [adminRole] })
    // Once no superior holds it, the role is a subordinate one.
    expect((await client.post(`${SSO}/role/delRoleStgs`, { roleId: role, stgIds: [stg] })).code).toBe(200)
  })

  it('a policy manager cannot empty a full-rights strategy held by others', async () => {
    const { client } = await userWithRights(server, admin, [
      'sso-policy-management/view',
      'sso-policy-management/edit',
    ])
    const [full] = adminStgs
    const before = await actionsOf(full)
    const answer = await client.post(
      `${SSO}/stg/editStg`,
      { stgId: full, actions: [] },
      { query: { appId: 'ev-console' } },
    )
    expect(answer).toMatchObject({ code: 403, msg: NOT_MY_STG })
    const rename = await client.post(
      `${SSO}/stg/editStg`,
      { stgId: full, stgName: '改名策略' },
      { query: { appId: 'ev-console' } },
    )
    expect(rename).toMatchObject({ code: 403, msg: NOT_MY_STG })
    const [api] = (await admin.post(`${SSO}/pageApi/getPageApi`, undefined, { query: { stgId: full } })).data
    const apis = await client.post(`${SSO}/pageApi/delStgs`, { stgId: full, pageApiIds: [api.id] })
    expect(apis).toMatchObject({ code: 403, msg: NOT_MY_STG })
    expect(await actionsOf(full)).toEqual(before)
    expect((await admin.get('/user_info')).data.pages).toContain('sso-user-management')
  })

  it('a manager still manages its subordinates, and a reset by someone else forces a change', async () => {
    const { client } = await userWithRights(server, admin, USER_MANAGER)
    // A role with fewer rights than the manager's own.
    const { roleId: viewer } = await userWithRights(server, admin, ['sso-user-management/view'])
    const created = await client.post(`${SSO}/register/create`, {
      username: 'subordinate',
      password: encrypt('Start@2026ev'),
      name: '下属',
      roleIds: [viewer],
    })
    expect(created.code).toBe(200)
    const userId = created.data.userId
    expect((await client.post(`${SSO}/user/editAcc`, { userId, name: '下属甲' })).code).toBe(200)
    const user = await server.client().signIn('subordinate', 'Start@2026ev')
    await user.post(
      '/user/change_pwd',
      { username: 'subordinate', oldPwd: encrypt('Start@2026ev'), newPwd: encrypt('Mine@2026ev') },
      { form: true },
    )
    expect((await row('subordinate')).resetPwdFlag).toBe(0)
    const reset = await client.post(`${SSO}/register/updatePassword`, {
      userId,
      password: encrypt('Reset@2026ev'),
    })
    expect(reset.code).toBe(200)
    const again = server.client()
    expect((await again.login('subordinate', 'Reset@2026ev')).data).toEqual({ resetPwdFlag: true })
    expect(await again.get(`${SSO}/user/getAll`)).toMatchObject({ code: 403, msg: FORCED_CHANGE_MESSAGE })
    const disabled = await client.get(`${SSO}/user/status`, { query: { userId, status: 0 } })
    expect(disabled.code).toBe(200)
    expect((await row('subordinate')).status).toBe(0)
  })

  it('admin still manages everyone, another full administrator included', async () => {
    const reset = await admin.post(`${SSO}/register/updatePassword`, {
      userId: admin2,
      password: encrypt('Reset@2026ev'),
    })
    expect(reset.code).toBe(200)
    expect((await server.client().login('admin2', 'Reset@2026ev')).data).toEqual({ resetPwdFlag: true })
    await server.db.updateTable('users').set({ resetPwdFlag: 0 }).where('id', '=', admin2).execute()
    // The other full administrator manages admin in turn.
    const second = await server.client().signIn('admin2', 'Reset@2026ev')
    const attrs = await second.post(`${SSO}/user/editAttr`, {
      userId: adminId,
      attrs: [{ attrKey: 'role_name', attrValue: '平台管理员' }],
    })
    expect(attrs.code).toBe(200)
    const tianjin = (await row('tianjin')).id
    expect((await admin.get(`${SSO}/user/status`, { query: { userId: tianjin, status: 0 } })).code).toBe(200)
    expect((await admin.get(`${SSO}/user/status`, { query: { userId: tianjin, status: 1 } })).code).toBe(200)
    const full = adminStgs[0]
    const renamed = await admin.post(
      `${SSO}/stg/editStg`,
      { stgId: full, description: '平台全部页面和操作' },
      { query: { appId: 'ev-console' } },
    )
    expect(renamed.code).toBe(200)
  })
})
