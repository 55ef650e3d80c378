/**
 * The single-sign-on administration (section 7): roles, strategies with their actions and page
 * APIs, resources, the 403 of every administration call without its permission, and the ajax
 * header on GET calls that change data. Grants, sessions and accounts are in
 * sso-permissions.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { encrypt } from '../../src/core/crypto'
import { DIALECTS, PASSWORDS, serverWith } from './helpers'

const SSO = '/sso/post/api'

describe.each(DIALECTS)('the single-sign-on permission model on %s', (dialect) => {
  const session = serverWith(dialect, ['admin'])

  it('manages roles: rename, attributes, refusal to delete a role in use, delete', async () => {
    const role = await session.admin.post(`${SSO}/role/createRole`, { roleName: '临时角色' })
    const roleId = role.data.roleId
    expect(await session.admin.post(`${SSO}/role/createRole`, { roleName: '临时角色' })).toMatchObject({
      code: 400,
      data: { roleName: '角色名称已存在' },
    })
    expect(
      (
        await session.admin.post(`${SSO}/role/editRole`, {
          roleId,
          roleName: '临时角色2',
          description: '说明',
        })
      ).code,
    ).toBe(200)
    expect(
      (
        await session.admin.post(`${SSO}/role/editAttr`, {
          roleId,
          attrs: [{ attrKey: 'auth_area', attrValue: '130100' }],
        })
      ).code,
    ).toBe(200)
    expect((await session.admin.post(`${SSO}/role/getAttr`, { roleId })).data).toEqual([
      { attrKey: 'auth_area', attrValue: '130100' },
    ])
    const holder = await session.admin.post(`${SSO}/register/create`, {
      username: 'holder',
      password: encrypt('Start@2026ev'),
      name: '持有人',
      roleIds: [roleId],
    })
    // Role attributes reach the user unless the user has its own.
    const user = await session.server.client().signIn('holder', 'Start@2026ev')
    expect((await user.get('/user_info')).data.attrs).toEqual([{ attrKey: 'auth_area', attrValue: '130100' }])
    expect(await session.admin.get(`${SSO}/role/delRole`, { query: { roleId } })).toMatchObject({
      code: 409,
      msg: '该角色下仍有用户，不能删除',
    })
    await session.admin.post(`${SSO}/user/editAcc`, { userId: holder.data.userId, roleIds: [] })
    expect((await session.admin.get(`${SSO}/role/delRole`, { query: { roleId } })).code).toBe(200)
    const list = await session.admin.get(`${SSO}/role/getAll`, { query: { pageSize: 100 } })
    expect(list.data.list.map((row: { roleName: string }) => row.roleName)).not.toContain('临时角色2')
    expect(list.data.list[0]).toMatchObject({
      roleId: expect.any(Number),
      roleName: '平台管理员',
      userCount: expect.any(Number),
      stgCount: 1,
    })
  })

  it('lists strategies, their actions, the page tree and role bindings', async () => {
    const tree = (await session.admin.get(`${SSO}/stg/getAuthAllPageStgs`)).data
    expect(tree[0]).toMatchObject({ key: 'operating-services', label: '运营服务' })
    expect(tree[0].children[0].children[0].children[0]).toMatchObject({
      key: 'elec-charging-facility-statistics/view',
      label: '查看',
      resPath: 'elec-charging-facility-statistics/view',
    })
    const stgs = await session.admin.get(`${SSO}/stg/getAll`, {
      query: { keyword: '档案管理', pageSize: 10 },
    })
    expect(stgs.data.list.map((stg: { stgName: string }) => stg.stgName)).toEqual([
      '档案管理-全部权限',
      '档案管理-只读',
    ])
    const readOnly = stgs.data.list[1]
    const actions = (await session.admin.post(`${SSO}/stg/getActions`, { stgId: readOnly.stgId })).data
      .actions
    expect(actions).toContain('station-archives-management/view')
    expect(actions).not.toContain('station-archives-management/delete')
    const roles = (await session.admin.get(`${SSO}/getRoleNames`)).data
    const viewer = roles.find((role: { roleName: string }) => role.roleName === '档案查看员').roleId
    const bound = await session.admin.post(`${SSO}/role/getRoleStgs`, undefined, {
      query: { roleId: viewer },
    })
    expect(bound.data.map((stg: { stgName: string }) => stg.stgName)).toEqual(['档案管理-只读'])
    expect(
      await session.admin.post(`${SSO}/stg/createStg`, {
        stgName: '坏策略',
        actions: ['station-archives-management/fly'],
      }),
    ).toMatchObject({ code: 400, data: { 'actions.0': '未知的页面操作：station-archives-management/fly' } })
    expect(
      await session.admin.post(`${SSO}/stg/editStg`, { stgId: readOnly.stgId }, { query: { appId: 'nope' } }),
    ).toMatchObject({ code: 400, data: { appId: '资源不存在' } })
  })

  it('binds page APIs to strategies', async () => {
    const stg = await session.admin.post(`${SSO}/stg/createStg`, { stgName: '接口策略', actions: [] })
    const before = (
      await session.admin.post(`${SSO}/pageApi/getPageApi`, undefined, { query: { stgId: stg.data.stgId } })
    ).data
    expect(before.length).toBeGreaterThan(10)
    expect(before.every((api: { bound: boolean }) => !api.bound)).toBe(true)
    const ids = before.slice(0, 2).map((api: { id: number }) => api.id)
    expect(
      (await session.admin.post(`${SSO}/pageApi/addStgs`, { stgId: stg.data.stgId, pageApiIds: ids })).code,
    ).toBe(200)
    const after = (
      await session.admin.post(`${SSO}/pageApi/getPageApi`, undefined, { query: { stgId: stg.data.stgId } })
    ).data
    expect(after.filter((api: { bound: boolean }) => api.bound).map((api: { id: number }) => api.id)).toEqual(
      ids,
    )
    await session.admin.post(`${SSO}/pageApi/delStgs`, { stgId: stg.data.stgId, pageApiIds: [ids[0]] })
    const last = (
      await session.admin.post(`${SSO}/pageApi/getPageApi`, undefined, { query: { stgId: stg.data.stgId } })
    ).data
    expect(last.filter((api: { bound: boolean }) => api.bound).map((api: { id: number }) => api.id)).toEqual([
      ids[1],
    ])
    expect(
      await session.admin.post(`${SSO}/pageApi/addStgs`, { stgId: stg.data.stgId, pageApiIds: [999999] }),
    ).toMatchObject({ code: 400, data: { pageApiIds: '页面接口不存在' } })
  })

  it('manages resources', async () => {
    expect(
      (
        await session.admin.post(`${SSO}/resource/createRes`, {
          appId: 'ev-bigscreen',
          appName: '大屏',
          appUrl: '/screen',
        })
      ).code,
    ).toBe(200)
    expect(
      await session.admin.post(`${SSO}/resource/createRes`, { appId: 'ev-bigscreen', appName: '大屏' }),
    ).toMatchObject({ code: 400, data: { appId: '资源编号已存在' } })
    expect(
      await session.admin.post(`${SSO}/resource/createRes`, { appId: 'Bad Id', appName: '大屏' }),
    ).toMatchObject({ code: 400, data: { appId: expect.any(String) } })
    expect(
      (
        await session.admin.post(
          `${SSO}/resource/editRes`,
          { appName: '可视化大屏', status: 0 },
          { query: { appId: 'ev-bigscreen' } },
        )
      ).code,
    ).toBe(200)
    const list = await session.admin.get(`${SSO}/resource/getAll`, { query: { keyword: 'bigscreen' } })
    expect(list.data.list).toEqual([
      expect.objectContaining({ appId: 'ev-bigscreen', appName: '可视化大屏', status: 0, stgCount: 0 }),
    ])
    expect(
      (await session.admin.get(`${SSO}/getAttrDefine`)).data.map(
        (define: { attrKey: string }) => define.attrKey,
      ),
    ).toEqual(['auth_area', 'isCompany', 'operator', 'role_name', 'production_work_type'])
  })

  it('answers 403 to every administration call without the permission', async () => {
    const tianjin = await session.server.client().signIn('tianjin', PASSWORDS.tianjin)
    const gets = [
      'getAttrDefine',
      'getRoleNames',
      'user/getAll',
      'role/getAll',
      'stg/getAll',
      'stg/getAuthAllPageStgs',
      'resource/getAll',
      'user/status?userId=1&status=0',
      'role/delRole?roleId=1',
    ]
    for (const path of gets) expect((await tianjin.get(`${SSO}/${path}`)).code, path).toBe(403)
    const posts = [
      'register/create',
      'register/updatePassword',
      'user/editAcc',
      'user/editAttr',
      'role/createRole',
      'role/editRole',
      'role/editAttr',
      'role/getAttr',
      'role/addRoleStgs',
      'role/delRoleStgs',
      'role/getRoleStgs?roleId=1',
      'stg/getActions',
      'stg/createStg',
      'stg/editStg?appId=ev-console',
      'pageApi/addStgs',
      'pageApi/delStgs',
      'pageApi/getPageApi?stgId=1',
      'resource/createRes',
      'resource/editRes?appId=ev-console',
    ]
    for (const path of posts) expect((await tianjin.post(`${SSO}/${path}`, {})).code, path).toBe(403)
  })

  it('needs the ajax header for GET calls that change data', async () => {
    expect(
      (await session.admin.get(`${SSO}/user/status`, { query: { userId: 2, status: 1 }, ajax: false })).code,
    ).toBe(403)
    expect((await session.admin.get(`${SSO}/role/delRole`, { query: { roleId: 1 }, ajax: false })).code).toBe(
      403,
    )
  })
})
