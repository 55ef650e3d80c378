import { describe, expect, it } from 'vitest'
import { encrypt } from '../../src/core/crypto'
import { PASSWORD_MESSAGES } from '../../src/core/passwords'
import { DIALECTS, PASSWORDS } from './helpers'
import { signedIn } from './signed-in'

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6,
  0, 0, 0,
])

describe.each(DIALECTS)('account centre calls on %s', (dialect) => {
  const { server } = signedIn(dialect, [])

  /** A fresh account, so changes never leak into other tests (decisions: Test isolation). */
  async function freshUser(username: string, password = 'Fresh@2026ev') {
    const admin = await server.client().signIn('admin', PASSWORDS.admin)
    const roles = await admin.get('/sso/post/api/getRoleNames')
    const roleId = roles.data.find((role: { roleName: string }) => role.roleName === '档案查看员').roleId
    const created = await admin.post('/sso/post/api/register/create', {
      username,
      password: encrypt(password),
      name: '测试用户',
      roleIds: [roleId],
    })
    expect(created.code).toBe(200)
    // As if the first password change were done (the server refuses everything else before it).
    await server.db.updateTable('users').set({ resetPwdFlag: 0 }).where('username', '=', username).execute()
    return server.client().signIn(username, password)
  }

  it('reads the profile', async () => {
    const client = await server.client().signIn('tianjin', PASSWORDS.tianjin)
    const profile = await client.get('/user/userInfo')
    expect(profile.data).toMatchObject({
      username: 'tianjin',
      nickName: '天津市监管员',
      phoneNumber: '13920001234',
      avatar: null,
    })
  })

  it('changes the profile and refuses a bad phone number at its field', async () => {
    const client = await freshUser('profile1')
    const bad = await client.post('/user/profile', { phoneNumber: '12345' })
    expect(bad).toMatchObject({ code: 400, data: { phoneNumber: '请输入正确的手机号码' } })
    const unknown = await client.post('/user/profile', { nickName: '新昵称', role: 'admin' })
    expect(unknown).toMatchObject({ code: 400, data: { role: '不支持的字段' } })
    const good = await client.post('/user/profile', {
      nickName: '新昵称',
      phoneNumber: '13812345678',
      email: 'a@b.cn',
    })
    expect(good.data).toMatchObject({ nickName: '新昵称', phoneNumber: '13812345678', email: 'a@b.cn' })
    expect((await client.get('/user_info')).data.nickName).toBe('新昵称')
  })

  it('changes the password with the rules and messages of section 5', async () => {
    const client = await freshUser('pwd1', 'First@2026ev')
    const change = (oldPwd: string, newPwd: string) =>
      client.post(
        '/user/change_pwd',
        { username: 'pwd1', oldPwd: encrypt(oldPwd), newPwd: encrypt(newPwd) },
        { form: true },
      )
    expect(await change('', 'Second@2026ev')).toMatchObject({
      code: 400,
      data: { oldPwd: PASSWORD_MESSAGES.currentRequired },
    })
    expect(await change('First@2026ev', 'weakpass')).toMatchObject({
      code: 400,
      data: { newPwd: PASSWORD_MESSAGES.strength },
    })
    expect(await change('First@2026ev', 'First@2026ev')).toMatchObject({
      code: 400,
      data: { newPwd: PASSWORD_MESSAGES.sameAsOld },
    })
    expect(await change('Wrong@2026ev', 'Second@2026ev')).toMatchObject({
      code: 400,
      data: { oldPwd: '当前密码不正确' },
    })
    expect((await change('First@2026ev', 'Second@2026ev')).code).toBe(200)
    const info = await client.get('/user_info')
    expect(info.data.resetPwdFlag).toBe(false)
    expect(info.data.userInfo.lastResetPwdTime).not.toBe(info.data.userInfo.createTime)
    expect((await server.client().login('pwd1', 'First@2026ev')).code).toBe(400)
    expect((await server.client().login('pwd1', 'Second@2026ev')).code).toBe(200)
  })

  it('refuses to change another account password', async () => {
    const client = await freshUser('pwd2')
    const answer = await client.post(
      '/user/change_pwd',
      { username: 'admin', oldPwd: encrypt('Fresh@2026ev'), newPwd: encrypt('Other@2026ev') },
      { form: true },
    )
    expect(answer.code).toBe(403)
  })

  it('uploads a png avatar and serves it back', async () => {
    const client = await freshUser('avatar1')
    const form = new FormData()
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'me.png')
    const answer = await client.post('/user/avatar', form)
    expect(answer.code).toBe(200)
    expect(answer.data.avatar).toMatch(/^\/api\/uploads\/avatars\/\d+-[0-9a-f]+\.png$/)
    const image = await client.fetch(answer.data.avatar)
    expect(image.headers.get('content-type')).toBe('image/png')
    // Avatar files are named by their content: cached a day, unlike the API's answers.
    expect(image.headers.get('cache-control')).toBe('private, max-age=86400')
    expect(image.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG)
    expect((await client.get('/user/userInfo')).data.avatar).toBe(answer.data.avatar)
  })

  it('refuses an avatar that is not jpg, png or webp, whatever its name says', async () => {
    const client = await freshUser('avatar2')
    const form = new FormData()
    form.append('file', new Blob(['GIF89a....'], { type: 'image/png' }), 'fake.png')
    expect(await client.post('/user/avatar', form)).toMatchObject({
      code: 400,
      data: { file: '只支持 jpg、png、webp 格式的图片' },
    })
  })

  it('refuses an avatar over 2 MB', async () => {
    const client = await freshUser('avatar3')
    const big = new Uint8Array(2 * 1024 * 1024 + 10)
    big.set(PNG)
    const form = new FormData()
    form.append('file', new Blob([big], { type: 'image/png' }), 'big.png')
    expect(await client.post('/user/avatar', form)).toMatchObject({
      code: 400,
      data: { file: '图片不能超过2MB' },
    })
  })

  it('refuses an upload without a file at the field', async () => {
    const client = await freshUser('avatar4')
    const answer = await client.post('/user/avatar', new FormData())
    expect(answer.code).toBe(400)
    expect(Object.keys(answer.data)).toEqual(['file'])
  })
})
