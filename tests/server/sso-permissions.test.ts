import { describe, expect, it } from 'vitest'
import { encrypt } from '../../src/core/crypto'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const SSO = '/sso/post/api'
const pagesOf = (info: { auths: { resPath: string }[] }) =>
  [...new Set(info.auths.map((auth) => auth.resPath.split('/')[0]))].sort()
const menuKeys = (items: { key: string; secondaryMenuList: unknown[] }[]): string[] =>
  items.flatMap((item) =>
    item.secondaryMenuList.length ? menuKeys(item.secondaryMenuList as never) : [item.key],
  )

describe.each(DIALECTS)('the single-sign-on permission model on %s', (dialect) => {
  const { server, admin } = signedIn(dialect, ['admin'])

  it('grants pages through role → strategy, and a change shows at the next user_info and menu', async () => {
    const stg = await admin.post(`${SSO}/stg/createStg`, {
      stgName: '档案两页',
      actions: [
        'station-archives-management/view',
        'station-archives-management/export',
        'battery-file/view',
      ],
    })
    expect(stg.code).toBe(200)
    const role = await admin.post(`${SSO}/role/createRole`, { roleName: '档案专员', description: '两页档案' })
    expect(
      (await admin.post(`${SSO}/role/addRoleStgs`, { roleId: role.data.roleId, stgIds: [stg.data.stgId] }))
        .code,
    ).toBe(200)
    const created = await admin.post(`${SSO}/register/create`, {
      username: 'archivist',
      password: encrypt('Start@2026ev'),
      name: '档案员',
      roleIds: [role.data.roleId],
      attrs: [{ attrKey: 'auth_area', attrValue: '120103' }],
    })
    expect(created.code).toBe(200)

    const user = server.client()
    expect((await user.login('archivist', 'Start@2026ev')).data).toEqual({ resetPwdFlag: true })
    const info = (await user.get('/user_info')).data
    expect(pagesOf(info)).toEqual([
      'account-center',
      'battery-file',
      'message',
      'station-archives-management',
    ])
    expect(info.areaType).toBe(2)
    expect(menuKeys((await user.get('/menu/backMenuList')).data).sort()).toEqual([
      'battery-file',
      'station-archives-management',
    ])

    // Remove one page from the strategy: the same session sees the change at its next call.
    const edit = await admin.post(
      `${SSO}/stg/editStg`,
      { stgId: stg.data.stgId, actions: ['station-archives-management/view'] },
      { query: { appId: 'ev-console' } },
    )
    expect(edit.code).toBe(200)
    expect(pagesOf((await user.get('/user_info')).data)).toEqual([
      'account-center',
      'message',
      'station-archives-management',
    ])
    expect(menuKeys((await user.get('/menu/backMenuList')).data)).toEqual(['station-archives-management'])

    // Unbind the strategy from the role: only the general pages remain.
    await admin.post(`${SSO}/role/delRoleStgs`, { roleId: role.data.roleId, stgIds: [stg.data.stgId] })
    expect(pagesOf((await user.get('/user_info')).data)).toEqual(['account-center', 'message'])
    expect((await user.get('/menu/backMenuList')).data).toEqual([])
  })

  it('ends the open session of a disabled user with 607, and refuses its sign-in', async () => {
    const created = await admin.post(`${SSO}/register/create`, {
      username: 'todisable',
      password: encrypt('Start@2026ev'),
      name: '待停用',
    })
    const user = await server.client().signIn('todisable', 'Start@2026ev')
    expect(
      (await admin.get(`${SSO}/user/status`, { query: { userId: created.data.userId, status: 0 } })).code,
    ).toBe(200)
    const answer = await user.get('/user_info')
    expect(answer).toMatchObject({ status: 200, code: 607, msg: '账号已被管理员停用，请重新登录' })
    expect((await server.client().login('todisable', 'Start@2026ev')).msg).toBe('账号已停用，请联系管理员')
    await admin.get(`${SSO}/user/status`, { query: { userId: created.data.userId, status: 1 } })
    expect((await server.client().login('todisable', 'Start@2026ev')).code).toBe(200)
  })

  it('ends the open session with 607 when an administrator resets the password, and forces a change', async () => {
    const created = await admin.post(`${SSO}/register/create`, {
      username: 'toreset',
      password: encrypt('Start@2026ev'),
      name: '待重置',
    })
    const user = await server.client().signIn('toreset', 'Start@2026ev')
    await user.post(
      '/user/change_pwd',
      { username: 'toreset', oldPwd: encrypt('Start@2026ev'), newPwd: encrypt('Mine@2026ev') },
      { form: true },
    )
    expect((await user.get('/user_info')).data.resetPwdFlag).toBe(false)
    const reset = await admin.post(`${SSO}/register/updatePassword`, {
      userId: created.data.userId,
      password: encrypt('Reset@2026ev'),
    })
    expect(reset.code).toBe(200)
    expect(await user.get('/messageInfo/messageCount')).toMatchObject({
      code: 607,
      msg: '密码已被管理员重置，请重新登录',
    })
    expect((await server.client().login('toreset', 'Reset@2026ev')).data).toEqual({ resetPwdFlag: true })
  })

  it('refuses password rules, duplicate usernames and unknown roles at their fields', async () => {
    const weak = await admin.post(`${SSO}/register/create`, {
      username: 'weakling',
      password: encrypt('abc'),
      name: '弱',
    })
    expect(weak).toMatchObject({
      code: 400,
      data: { password: '密码应为大写字母、小写字母、数字、特殊字符中三种或三种以上且不低于8位' },
    })
    const duplicate = await admin.post(`${SSO}/register/create`, {
      username: 'admin',
      password: encrypt('Good@2026ev'),
      name: '重复',
    })
    expect(duplicate).toMatchObject({ code: 400, data: { username: '用户名已存在' } })
    const role = await admin.post(`${SSO}/register/create`, {
      username: 'norole',
      password: encrypt('Good@2026ev'),
      name: '无角色',
      roleIds: [9999],
    })
    expect(role).toMatchObject({ code: 400, data: { roleIds: '角色不存在' } })
    const attr = await admin.post(`${SSO}/register/create`, {
      username: 'badattr',
      password: encrypt('Good@2026ev'),
      name: '属性',
      attrs: [{ attrKey: 'auth_area', attrValue: '999999' }],
    })
    expect(attr).toMatchObject({ code: 400, data: { 'attrs.0.attrValue': '行政区划代码不存在' } })
    expect((await admin.get(`${SSO}/user/getAll`, { query: { keyword: 'badattr' } })).data.total).toBe(0)
  })

  it('edits accounts and attributes, and lists users with filters', async () => {
    const created = await admin.post(`${SSO}/register/create`, {
      username: 'editme',
      password: encrypt('Start@2026ev'),
      name: '张编辑',
    })
    const userId = created.data.userId
    expect(
      (await admin.post(`${SSO}/user/editAcc`, { userId, nickName: '小张', phoneNumber: '13900001111' }))
        .code,
    ).toBe(200)
    expect(
      (
        await admin.post(`${SSO}/user/editAttr`, {
          userId,
          attrs: [
            { attrKey: 'isCompany', attrValue: '1' },
            { attrKey: 'operator', attrValue: '687651396' },
          ],
        })
      ).code,
    ).toBe(200)
    expect(
      await admin.post(`${SSO}/user/editAttr`, { userId, attrs: [{ attrKey: 'colour', attrValue: 'red' }] }),
    ).toMatchObject({ code: 400, data: { 'attrs.0.attrKey': '不支持的属性' } })
    const byPinyin = await admin.get(`${SSO}/user/getAll`, { query: { keyword: 'zhangbianji' } })
    expect(byPinyin.data.list).toEqual([
      expect.objectContaining({
        userId,
        username: 'editme',
        nickName: '小张',
        phoneNumber: '13900001111',
        status: 1,
        attrs: expect.arrayContaining([{ attrKey: 'isCompany', attrValue: '1' }]),
      }),
    ])
    const roles = (await admin.get(`${SSO}/getRoleNames`)).data
    const cityRole = roles.find((role: { roleName: string }) => role.roleName === '市级监管员').roleId
    const byRole = await admin.get(`${SSO}/user/getAll`, { query: { roleId: cityRole, pageSize: 100 } })
    expect(
      byRole.data.list.every((user: { roles: { roleId: number }[] }) =>
        user.roles.some((role) => role.roleId === cityRole),
      ),
    ).toBe(true)
    const tianjinArea = await admin.get(`${SSO}/user/getAll`, {
      query: { areaCode: '120100', pageSize: 100 },
    })
    expect(tianjinArea.data.list.map((user: { username: string }) => user.username)).toContain('tianjin')
    const disabled = await admin.get(`${SSO}/user/getAll`, { query: { status: '0', pageSize: 100 } })
    expect(disabled.data.list.every((user: { status: number }) => user.status === 0)).toBe(true)
  })

  it('keeps administrators from locking themselves out', async () => {
    const me = (await admin.get(`${SSO}/user/getAll`, { query: { keyword: 'admin' } })).data.list.find(
      (user: { username: string }) => user.username === 'admin',
    )
    expect(await admin.get(`${SSO}/user/status`, { query: { userId: me.userId, status: 0 } })).toMatchObject({
      code: 409,
      msg: '不能停用自己的账号',
    })
    expect(await admin.post(`${SSO}/user/editAcc`, { userId: me.userId, roleIds: [] })).toMatchObject({
      code: 409,
      msg: '不能移除自己的管理员权限',
    })
    expect((await admin.get('/user_info')).data.pages).toContain('sso-user-management')
  })
})
