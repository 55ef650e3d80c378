/**
 * Issue 23, item 6: nobody grants a right it does not hold, nor changes the rights of a role it
 * belongs to. The two escalation paths the probe found, and their neighbours.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { encrypt } from '../../src/core/crypto'
import { roleIdOf, SSO, stgIdsOf, userWithRights } from './access-helpers'
import { type ApiClient, DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const pagesOf = async (client: ApiClient) => (await client.get('/user_info')).data.pages as string[]

describe.each(DIALECTS)('no privilege escalation on %s', (dialect) => {
  let adminRole: number
  let adminStgs: number[]
  const { server, admin } = signedIn(dialect, ['admin'])
  beforeAll(async () => {
    adminRole = await roleIdOf(admin, '平台管理员')
    adminStgs = await stgIdsOf(admin, adminRole)
  })

  it("refuses role editors binding the administrator's strategies, to their own role or any other", async () => {
    const { client, roleId } = await userWithRights(server, admin, ['sso-role-management/edit'])
    const own = await client.post(`${SSO}/role/addRoleStgs`, { roleId, stgIds: adminStgs })
    expect(own).toMatchObject({ code: 403, msg: '不能修改自己所属角色的权限' })
    const other = (await admin.post(`${SSO}/role/createRole`, { roleName: '旁人角色' })).data.roleId
    const foreign = await client.post(`${SSO}/role/addRoleStgs`, { roleId: other, stgIds: adminStgs })
    expect(foreign).toMatchObject({ code: 403, msg: '不能授予自己没有的权限' })
    expect(await stgIdsOf(admin, roleId)).toHaveLength(1)
    expect(await stgIdsOf(admin, other)).toEqual([])
    // And so it cannot go on to create users.
    expect(await pagesOf(client)).not.toContain('sso-user-management')
    const created = await client.post(`${SSO}/register/create`, {
      username: 'escalated',
      password: encrypt('Escal@2026ev'),
      name: '越权',
    })
    expect(created.code).toBe(403)
  })

  it('refuses policy editors adding page rights to a strategy bound to their own role', async () => {
    const { client, stgId } = await userWithRights(server, admin, ['sso-policy-management/edit'])
    const edit = await client.post(
      `${SSO}/stg/editStg`,
      { stgId, actions: ['sso-policy-management/edit', 'sso-user-management/add'] },
      { query: { appId: 'ev-console' } },
    )
    expect(edit).toMatchObject({ code: 403, msg: '不能修改自己所属角色的权限' })
    expect(await pagesOf(client)).not.toContain('sso-user-management')
    // Another strategy: only rights the editor holds may be added.
    const other = (await admin.post(`${SSO}/stg/createStg`, { stgName: '旁人策略', actions: [] })).data.stgId
    const foreign = await client.post(
      `${SSO}/stg/editStg`,
      { stgId: other, actions: ['station-archives-management/view'] },
      { query: { appId: 'ev-console' } },
    )
    expect(foreign).toMatchObject({ code: 403, msg: '不能授予自己没有的权限' })
    const held = await client.post(
      `${SSO}/stg/editStg`,
      { stgId: other, actions: ['sso-policy-management/edit'] },
      { query: { appId: 'ev-console' } },
    )
    expect(held.code).toBe(200)
    // Page APIs follow the same rule.
    const apis = await admin.post(`${SSO}/pageApi/getPageApi`, undefined, { query: { stgId } })
    const api = apis.data.find((entry: { page: string }) => entry.page !== 'sso-policy-management')
    const bind = await client.post(`${SSO}/pageApi/addStgs`, { stgId: other, pageApiIds: [api.id] })
    expect(bind).toMatchObject({ code: 403, msg: '不能授予自己没有的权限' })
    const ownBind = await client.post(`${SSO}/pageApi/addStgs`, { stgId, pageApiIds: [api.id] })
    expect(ownBind).toMatchObject({ code: 403, msg: '不能修改自己所属角色的权限' })
  })

  it('refuses user administrators giving roles with rights they lack, to new users or themselves', async () => {
    const { client, userId, roleId } = await userWithRights(server, admin, [
      'sso-user-management/add',
      'sso-user-management/edit',
    ])
    const created = await client.post(`${SSO}/register/create`, {
      username: 'viaadmin',
      password: encrypt('Escal@2026ev'),
      name: '越权',
      roleIds: [adminRole],
    })
    expect(created).toMatchObject({ code: 403, msg: '不能授予自己没有的权限' })
    const self = await client.post(`${SSO}/user/editAcc`, { userId, roleIds: [roleId, adminRole] })
    expect(self).toMatchObject({ code: 403, msg: '不能授予自己没有的权限' })
    expect(await pagesOf(client)).toEqual(expect.not.arrayContaining(['sso-role-management']))
    const scope = await client.post(`${SSO}/user/editAttr`, {
      userId,
      attrs: [{ attrKey: 'auth_area', attrValue: '120000' }],
    })
    expect(scope.code).toBe(403)
    // A role with only rights it holds is fine.
    const plain = await client.post(`${SSO}/register/create`, {
      username: 'plainuser',
      password: encrypt('Plain@2026ev'),
      name: '普通',
      roleIds: [roleId],
    })
    expect(plain.code).toBe(200)
  })

  it('keeps the administrator able to administer other roles', async () => {
    const role = (await admin.post(`${SSO}/role/createRole`, { roleName: '管理员可改' })).data.roleId
    expect((await admin.post(`${SSO}/role/addRoleStgs`, { roleId: role, stgIds: adminStgs })).code).toBe(200)
    expect((await admin.post(`${SSO}/role/addRoleStgs`, { roleId: adminRole, stgIds: adminStgs })).code).toBe(
      403,
    )
  })
})
