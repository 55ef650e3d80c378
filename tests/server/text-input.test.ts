import { describe, expect, it } from 'vitest'
import { encrypt } from '../../src/core/crypto'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const CREATE_ROLE = '/sso/post/api/role/createRole'

describe.each(DIALECTS)('text fields on %s', (dialect) => {
  const { server, admin } = signedIn(dialect, ['admin'])

  const roles = async () =>
    Number(
      (
        await server.db
          .selectFrom('roles')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('refuses NUL, control characters, lone surrogates and direction overrides, naming the field', async () => {
    const before = await roles()
    const cases: [string, string][] = [
      ['a\u0000b', '不能包含控制字符'],
      ['a\u0007b', '不能包含控制字符'],
      ['a\u009bb', '不能包含控制字符'],
      ['a\ud800b', '包含无效的字符编码'],
      ['a\udc00', '包含无效的字符编码'],
      ['invoice\u202Efdp.exe', '不能包含文字方向控制字符'],
      ['a\u2066b', '不能包含文字方向控制字符'],
      ['第一行\n第二行', '角色名称不能包含换行符或制表符'],
      ['a\tb', '角色名称不能包含换行符或制表符'],
    ]
    for (const [roleName, message] of cases) {
      const answer = await admin.post(CREATE_ROLE, { roleName })
      expect([roleName, answer.code, answer.data]).toEqual([roleName, 400, { roleName: message }])
    }
    expect(await roles()).toBe(before)
    // Query strings and other routes' fields too.
    expect(
      await admin.get('/system-management/journal', { query: { username: 'ad\u0000min' } }),
    ).toMatchObject({
      code: 400,
      data: { username: '不能包含控制字符' },
    })
    const register = await admin.post('/sso/post/api/register/create', {
      username: 'textcheck',
      password: encrypt('Secret@2026ev'),
      name: '张\u202E三',
    })
    expect(register).toMatchObject({ code: 400, data: { name: '不能包含文字方向控制字符' } })
  })

  it('refuses the byte-order mark, zero-width characters and noncharacters; keeps a joiner between emoji (issue 38, item 16)', async () => {
    const before = await roles()
    const invisible = '不能包含不可见字符（零宽字符、字节顺序标记）'
    const cases: [string, string][] = [
      ['\uFEFFadmin', invisible],
      ['ad\u200Dmin', invisible],
      ['ad\u200Bmin', invisible],
      ['ad\u200Cmin', invisible],
      ['ad\u2060min', invisible],
      ['👨\u200D', invisible],
      ['a\uFFFE', '包含无效的字符'],
      ['a\uFFFF', '包含无效的字符'],
      ['a\uFDD0', '包含无效的字符'],
      ['a\u{1FFFF}', '包含无效的字符'],
      ['a\u{10FFFE}', '包含无效的字符'],
    ]
    for (const [roleName, message] of cases) {
      const answer = await admin.post(CREATE_ROLE, { roleName })
      expect([roleName, answer.code, answer.data]).toEqual([roleName, 400, { roleName: message }])
    }
    expect(await roles()).toBe(before)
    // A family, a rainbow flag and a technologist are one picture each: their joiners stay.
    const family = '家庭👨\u200D👩\u200D👧🏳\uFE0F\u200D🌈👩🏽\u200D💻'
    expect((await admin.post(CREATE_ROLE, { roleName: family })).code).toBe(200)
    // The rest of the request too: query strings and multi-line fields.
    expect(
      await admin.get('/system-management/journal', { query: { username: 'ad\uFEFFmin' } }),
    ).toMatchObject({ code: 400, data: { username: '不能包含不可见字符（零宽字符、字节顺序标记）' } })
  })

  it('keeps newlines and tabs in multi-line fields, stores NFC and counts characters', async () => {
    const created = await admin.post(CREATE_ROLE, {
      roleName: 'Cafe\u0301角色',
      description: '第一行\n\t第二行',
    })
    expect(created.code).toBe(200)
    const row = await server.db
      .selectFrom('roles')
      .select(['roleName', 'description'])
      .where('roleName', '=', 'Caf\u00e9角色')
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ roleName: 'Caf\u00e9角色', description: '第一行\n\t第二行' })
    // 32 characters are allowed even when each takes two UTF-16 units; 33 are not.
    expect((await admin.post(CREATE_ROLE, { roleName: '🔋'.repeat(32) })).code).toBe(200)
    expect(await admin.post(CREATE_ROLE, { roleName: '🔋'.repeat(33) })).toMatchObject({
      code: 400,
      data: { roleName: '角色名称不能超过32个字符' },
    })
  })

  it('refuses a file name with a direction override in an upload', async () => {
    const form = new FormData()
    form.append('file', new File(['%PDF-1.4\n'], 'report\u202Efdp.exe.pdf', { type: 'application/pdf' }))
    expect(await admin.post('/archives-management/files', form)).toMatchObject({
      code: 400,
      data: { file: '文件名不能包含文字方向控制字符' },
    })
    const remark = new FormData()
    remark.append('file', new File(['%PDF-1.4\n'], 'ok.pdf', { type: 'application/pdf' }))
    remark.append('remark', '备注\u0000')
    expect(await admin.post('/archives-management/files', remark)).toMatchObject({
      code: 400,
      data: { remark: '不能包含控制字符' },
    })
  })
})
