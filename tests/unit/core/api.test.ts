import { describe, expect, it, vi } from 'vitest'
import { createApi } from '../../../src/core/api'
import { decrypt } from '../../../src/core/crypto'
import { createHttpClient } from '../../../src/core/http'
import { envelope, fakeFetch, type SeenRequest } from './http-fake-fetch'

/** The typed calls over a fake platform answering `answer(request)`. */
function setup(answer: (request: SeenRequest) => Response = () => envelope(200, '', null)) {
  const notify = vi.fn()
  const { fetch, seen } = fakeFetch(answer)
  const api = createApi(createHttpClient({ fetch, notify, dedupeMs: 0 }))
  return { api, seen, notify }
}

function form(request: SeenRequest): URLSearchParams {
  expect(request.body).toBeInstanceOf(URLSearchParams)
  return request.body as URLSearchParams
}

describe('session calls', () => {
  it('signs in form-encoded with the password encrypted', async () => {
    const { api, seen } = setup(() => envelope(200, '', { resetPwdFlag: true }))
    await expect(api.login('admin', 'Admin@2026ev')).resolves.toEqual({ resetPwdFlag: true })
    expect(seen[0]).toMatchObject({ url: '/api/login', method: 'POST' })
    const fields = form(seen[0])
    expect(fields.get('username')).toBe('admin')
    expect(fields.get('password')).not.toBe('Admin@2026ev')
    expect(decrypt(fields.get('password') ?? '')).toBe('Admin@2026ev')
  })

  it('re-arms the session-invalid handling after a successful sign-in', async () => {
    const onSessionInvalid = vi.fn()
    const { fetch } = fakeFetch((request) =>
      request.url === '/api/login' ? envelope(200, '', { resetPwdFlag: false }) : envelope(401, ''),
    )
    const api = createApi(createHttpClient({ fetch, onSessionInvalid, dedupeMs: 0 }))
    await Promise.allSettled([api.messageCount(), api.messageCount()])
    expect(onSessionInvalid).toHaveBeenCalledTimes(1)
    await api.login('admin', 'Admin@2026ev')
    await Promise.allSettled([api.messageCount()])
    expect(onSessionInvalid).toHaveBeenCalledTimes(2)
  })

  it('changes the password form-encoded with both passwords encrypted', async () => {
    const { api, seen } = setup()
    await api.changePassword('admin', 'Old@2026ev', 'New@2026ev!')
    expect(seen[0]).toMatchObject({ url: '/api/user/change_pwd', method: 'POST' })
    const fields = form(seen[0])
    expect(fields.get('username')).toBe('admin')
    expect(decrypt(fields.get('oldPwd') ?? '')).toBe('Old@2026ev')
    expect(decrypt(fields.get('newPwd') ?? '')).toBe('New@2026ev!')
  })

  it('logs out with GET /new_logout', async () => {
    const { api, seen } = setup()
    await api.logout()
    expect(seen[0]).toMatchObject({ url: '/api/new_logout', method: 'GET' })
  })

  it('resolves user info to false on failure, without a toast (section 8)', async () => {
    const { api, notify } = setup(() => envelope(500, '查询用户失败'))
    await expect(api.userInfo()).resolves.toBe(false)
    expect(notify).not.toHaveBeenCalled()
  })

  it('resolves user info to its data on success', async () => {
    const data = { name: 'admin', nickName: '管理员', auths: [{ resPath: 'message/view' }] }
    const { api, seen } = setup(() => envelope(200, '', data))
    await expect(api.userInfo()).resolves.toEqual(data)
    expect(seen[0].url).toBe('/api/user_info')
  })
})

describe('header calls', () => {
  it('gives the platform name, and null without a toast when it fails (section 8)', async () => {
    const ok = setup(() => envelope(200, '', { platformName: '充换电设施监管平台' }))
    await expect(ok.api.platformName()).resolves.toBe('充换电设施监管平台')
    expect(ok.seen[0].url).toBe('/api/common/platformName')
    const failing = setup(() => envelope(500, '配置缺失'))
    await expect(failing.api.platformName()).resolves.toBeNull()
    await expect(failing.api.platformNameMini()).resolves.toBeNull()
    expect(failing.notify).not.toHaveBeenCalled()
  })

  it('reads the unread count from data.unreadCount', async () => {
    const { api, seen } = setup(() => envelope(200, '', { unreadCount: 7 }))
    await expect(api.messageCount()).resolves.toBe(7)
    expect(seen[0].url).toBe('/api/messageInfo/messageCount')
  })

  it('reads the host origins of the public config', async () => {
    const { api } = setup(() =>
      envelope(200, '', { hostOrigins: ['https://portal.example'], cityCode: '120100' }),
    )
    await expect(api.publicConfig()).resolves.toEqual({
      hostOrigins: ['https://portal.example'],
      cityCode: '120100',
    })
  })
})

describe('paths and payloads of the other calls (api.md)', () => {
  it('sends each call to its path', async () => {
    const { api, seen } = setup(() => envelope(200, '', []))
    await api.userProfile()
    await api.backMenuList()
    await api.menuSettings.list()
    await api.menuSettings.order(['b', 'a'])
    await api.menuSettings.labelName('month-far')
    await api.messageList({ pageNum: 2, pageSize: 10 })
    await api.markMessagesRead([1, 2])
    await api.updateReaded()
    await api.operatorList('特来电')
    await api.areaCodes('120100')
    await api.userStrategies()
    await api.updateProfile({ nickName: '小王' })
    await api.loginHistory()
    await api.issueLongToken()
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/user/userInfo',
      'GET /api/menu/backMenuList',
      'GET /api/menu/setting/list',
      'POST /api/menu/setting/order',
      'GET /api/menu/setting/labelName?key=month-far',
      'GET /api/messageInfo/list?pageNum=2&pageSize=10',
      'POST /api/messageInfo/read',
      'POST /api/govOperatorStationPopupWindows/updateReaded',
      'POST /api/base/operator_list_v1',
      'GET /api/areaCode/queryAreaCodeList?parentCode=120100',
      'GET /api/stg/get',
      'POST /api/user/profile',
      'GET /api/user/loginHistory',
      'POST /api/sso/token',
    ])
    expect(JSON.parse(String(seen[3].body))).toEqual({ keys: ['b', 'a'] })
    expect(JSON.parse(String(seen[6].body))).toEqual({ ids: [1, 2] })
    expect(JSON.parse(String(seen[8].body))).toEqual({ keyword: '特来电' })
  })

  it('leaves 市辖区 out of the region list (section 9)', async () => {
    const { api } = setup(() =>
      envelope(200, '', [
        { code: '120100', name: '市辖区', level: 2 },
        { code: '130100', name: '石家庄市', level: 2 },
      ]),
    )
    await expect(api.areaCodes('130000')).resolves.toEqual([{ code: '130100', name: '石家庄市', level: 2 }])
  })

  it('uploads the avatar as multipart field file', async () => {
    const { api, seen } = setup(() => envelope(200, '', { avatar: '/files/a.png' }))
    const file = new File(['png'], 'a.png', { type: 'image/png' })
    await expect(api.uploadAvatar(file)).resolves.toEqual({ avatar: '/files/a.png' })
    expect(seen[0]).toMatchObject({ url: '/api/user/avatar', method: 'POST' })
    expect((seen[0].body as FormData).get('file')).toBeInstanceOf(Blob)
  })

  it('gives an empty back menu list when the server sends none', async () => {
    const { api } = setup(() => envelope(200, '', null))
    await expect(api.backMenuList()).resolves.toEqual([])
  })
})
