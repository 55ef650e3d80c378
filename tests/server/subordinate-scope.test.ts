/**
 * Issue 38, item 5: a scoped manager sees and manages only the accounts within its area (and
 * operator), and grants only areas within its own (server/src/auth/subordinate.ts). Item 14: the
 * seeded staff accounts have no password written in the source.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { userAttrs } from '../../server/src/auth/permissions'
import { dataScopeOf } from '../../server/src/auth/scope'
import { DEMO_OPERATOR_ID } from '../../server/src/db/seed/operators'
import { encrypt } from '../../src/core/crypto'
import { SSO, userWithRights } from './access-helpers'
import { type ApiClient, DIALECTS, PASSWORDS } from './helpers'
import { signedIn } from './signed-in'

const USER_MANAGER = ['sso-user-management/view', 'sso-user-management/add', 'sso-user-management/edit']
const area = (code: string) => [{ attrKey: 'auth_area', attrValue: code }]
const GRANT_AREA_MESSAGE = '不能授予超出自己数据范围的区域'

describe.each(DIALECTS)('scoped user managers on %s', (dialect) => {
  const { server, admin } = signedIn(dialect, ['admin'])
  let manager: ApiClient
  const row = (username: string) =>
    server.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst()
  const attrsOf = (userId: number) =>
    server.db.selectFrom('user_attrs').select(['attrKey', 'attrValue']).where('userId', '=', userId).execute()
  const listed = async (client: ApiClient, query: Record<string, string> = {}) =>
    (
      (await client.get(`${SSO}/user/getAll`, { query: { pageSize: 100, ...query } })).data.list as {
        username: string
      }[]
    )
      .map((user) => user.username)
      .sort()
  /** The accounts whose effective attributes lie within an area (and operator), from the tables. */
  const within = async (areaPrefix: string, operatorId: string | null = null) => {
    const names: string[] = []
    for (const user of await server.db.selectFrom('users').select(['id', 'username']).execute()) {
      const scope = dataScopeOf(await userAttrs(server.db, user.id))
      if (
        scope.areaPrefix?.startsWith(areaPrefix) &&
        (operatorId === null || scope.operatorId === operatorId)
      )
        names.push(user.username)
    }
    return names.sort()
  }
  const create = (username: string, extra: Record<string, unknown>) =>
    manager.post(`${SSO}/register/create`, {
      username,
      password: encrypt('Start@2026ev'),
      name: '区县用户',
      ...extra,
    })

  beforeAll(async () => {
    ;({ client: manager } = await userWithRights(server, admin, USER_MANAGER, area('120100')))
  })

  it('a user manager of 120100 lists only the accounts of its area', async () => {
    const everyone = await listed(admin)
    const own = await listed(manager)
    expect(own).toEqual(await within('1201'))
    expect(own).toContain('tianjin')
    expect(own).not.toContain('admin')
    expect(own.length).toBeLessThan(everyone.length)
    expect(everyone).toContain('admin')
    // The filters still work inside the scope, and find nothing outside it.
    expect(await listed(manager, { areaCode: '130100' })).toEqual([])
    expect(await listed(manager, { keyword: 'tianjin' })).toEqual(['tianjin'])
  })

  it("a company's user manager lists only its company's accounts", async () => {
    const { client } = await userWithRights(server, admin, USER_MANAGER, [
      ...area('120100'),
      { attrKey: 'isCompany', attrValue: '1' },
      { attrKey: 'operator', attrValue: DEMO_OPERATOR_ID },
    ])
    const own = await listed(client)
    expect(own).toEqual(await within('1201', DEMO_OPERATOR_ID))
    expect(own).toContain('operator')
    expect(own).not.toContain('tianjin')
  })

  it('a user manager of 120100 cannot create an account with no area', async () => {
    expect(await create('noarea', { attrs: [] })).toMatchObject({ code: 403, msg: GRANT_AREA_MESSAGE })
    expect(await row('noarea')).toBeUndefined()
  })

  it("a user manager of 120100 cannot create an account with another city's area, nor the province's", async () => {
    expect(await create('hebeiuser', { attrs: area('130100') })).toMatchObject({
      code: 403,
      msg: GRANT_AREA_MESSAGE,
    })
    expect(await create('province', { attrs: area('120000') })).toMatchObject({
      code: 403,
      msg: GRANT_AREA_MESSAGE,
    })
    expect(await row('hebeiuser')).toBeUndefined()
    expect(await row('province')).toBeUndefined()
  })

  it("a user manager of 120100 cannot remove tianjin's area", async () => {
    const tianjin = await row('tianjin')
    const answer = await manager.post(`${SSO}/user/editAttr`, { userId: tianjin?.id, attrs: [] })
    expect(answer.code).toBe(403)
    expect(await attrsOf(tianjin?.id as number)).toContainEqual({ attrKey: 'auth_area', attrValue: '120100' })
  })

  it('a user manager of 120100 manages accounts of its area, and grants only areas within it', async () => {
    const created = await create('district', { attrs: area('120101') })
    expect(created.code).toBe(200)
    const userId = created.data.userId
    expect(await listed(manager)).toContain('district')
    const widen = await manager.post(`${SSO}/user/editAttr`, { userId, attrs: [] })
    expect(widen).toMatchObject({ code: 403, msg: GRANT_AREA_MESSAGE })
    const away = await manager.post(`${SSO}/user/editAttr`, { userId, attrs: area('130100') })
    expect(away).toMatchObject({ code: 403, msg: GRANT_AREA_MESSAGE })
    expect(await attrsOf(userId)).toEqual(area('120101'))
    expect((await manager.post(`${SSO}/user/editAttr`, { userId, attrs: area('120102') })).code).toBe(200)
    expect(await attrsOf(userId)).toEqual(area('120102'))
    // An area a role carries counts as the account's own when it has none.
    const role = (await admin.post(`${SSO}/role/createRole`, { roleName: '天津区域角色' })).data.roleId
    await admin.post(`${SSO}/role/editAttr`, { roleId: role, attrs: area('120100') })
    expect((await create('viarole', { roleIds: [role] })).code).toBe(200)
    expect(await listed(manager)).toContain('viarole')
  })

  it("a user manager of 120100 cannot act on another city's account", async () => {
    const other = await admin.post(`${SSO}/register/create`, {
      username: 'hebei',
      password: encrypt('Start@2026ev'),
      name: '河北用户',
      attrs: area('130100'),
    })
    const userId = other.data.userId
    const before = await row('hebei')
    const msg = '只能管理权限和数据范围不超出自己的账号'
    expect(
      await manager.post(`${SSO}/register/updatePassword`, { userId, password: encrypt('Taken@2026ev') }),
    ).toMatchObject({ code: 403, msg })
    expect(await manager.get(`${SSO}/user/status`, { query: { userId, status: 0 } })).toMatchObject({
      code: 403,
      msg,
    })
    expect(await manager.post(`${SSO}/user/editAcc`, { userId, name: '改名' })).toMatchObject({
      code: 403,
      msg,
    })
    expect(await row('hebei')).toEqual(before)
    expect(await listed(manager)).not.toContain('hebei')
  })
})

describe.each(DIALECTS)('seeded staff accounts on %s', (dialect) => {
  const { server } = signedIn(dialect, [])

  it('do not sign in with a password written in the source', async () => {
    const staff = await server.db
      .selectFrom('users')
      .select('username')
      .where('username', 'like', 'staff%')
      .where('status', '=', 1)
      .orderBy('id')
      .execute()
    expect(staff.length).toBeGreaterThan(3)
    for (const { username } of staff.slice(0, 3))
      expect((await server.client().login(username, 'Staff@2026ev')).code, username).not.toBe(200)
    // The demo accounts still do.
    expect((await server.client().login('tianjin', PASSWORDS.tianjin)).code).toBe(200)
  })
})
