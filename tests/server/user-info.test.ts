import { describe, expect, it } from 'vitest'
import { DIALECTS, PASSWORDS } from './helpers'
import { signedIn } from './signed-in'

const DAY = 86_400_000

describe.each(DIALECTS)('user_info of the demo accounts on %s', (dialect) => {
  const { server } = signedIn(dialect, [])

  const infoOf = async (user: keyof typeof PASSWORDS) => {
    const client = await server.client().signIn(user, PASSWORDS[user])
    const answer = await client.get('/user_info')
    expect(answer.code).toBe(200)
    return answer.data
  }

  it('has exactly the fields of api.md', async () => {
    const info = await infoOf('admin')
    expect(Object.keys(info).sort()).toEqual(
      [
        'name',
        'nickName',
        'pages',
        'areaType',
        'authStg',
        'operatorsType',
        'attrs',
        'resetPwdFlag',
        'userInfo',
        'auths',
        'feedbackCount',
        'evaluateCount',
        'phoneNumber',
      ].sort(),
    )
    expect(Object.keys(info.userInfo).sort()).toEqual(['createTime', 'lastResetPwdTime'])
  })

  it('gives admin every page and action, including the general pages', async () => {
    const info = await infoOf('admin')
    const paths = info.auths.map((auth: { resPath: string }) => auth.resPath)
    expect(paths).toEqual(
      expect.arrayContaining([
        'station-archives-management/view',
        'access-audit/examine',
        'sso-user-management/edit',
        'message/view',
        'account-center/view',
      ]),
    )
    expect(info.pages).toEqual(
      expect.arrayContaining([
        'sso-menu-management',
        'month-far',
        'charging-status',
        'message',
        'account-center',
      ]),
    )
    expect(info).toMatchObject({
      name: 'admin',
      nickName: '管理员',
      areaType: 1,
      authStg: true,
      resetPwdFlag: false,
      feedbackCount: 0,
      evaluateCount: 0,
      operatorsType: null,
    })
  })

  it('makes tianjin city-level staff of 120100 with a subset of pages', async () => {
    const info = await infoOf('tianjin')
    expect(info.areaType).toBe(2)
    expect(info.attrs).toEqual(expect.arrayContaining([{ attrKey: 'auth_area', attrValue: '120100' }]))
    expect(info.pages).toEqual(
      expect.arrayContaining(['station-archives-management', 'supervise-audit', 'access-audit']),
    )
    expect(info.pages).not.toContain('sso-user-management')
    expect(info.auths.map((auth: { resPath: string }) => auth.resPath)).not.toContain(
      'station-archives-management/delete',
    )
    expect(info.authStg).toBe(false)
  })

  it('gives operator its company attributes, operator pages and both pending counters', async () => {
    const info = await infoOf('operator')
    expect(info.attrs).toEqual(
      expect.arrayContaining([
        { attrKey: 'isCompany', attrValue: '1' },
        { attrKey: 'operator', attrValue: '687651396' },
      ]),
    )
    expect(info.pages).toEqual(expect.arrayContaining(['evaluation-upload', 'equipment-operator-feedback']))
    // Issue 16: every dashboard, over-all-data included, in its company's scope (decisions: Statistics).
    expect(info.pages).toEqual(expect.arrayContaining(['real-time-data', 'over-all-data', 'carbon-analysis']))
    expect(info.feedbackCount).toBeGreaterThan(0)
    expect(info.evaluateCount).toBeGreaterThan(0)
    expect(info.operatorsType).toBe(1)
  })

  it('flags newuser to change the password at sign-in', async () => {
    const login = await server.client().login('newuser', PASSWORDS.newuser)
    expect(login.data).toEqual({ resetPwdFlag: true })
    const info = await infoOf('newuser')
    expect(info.resetPwdFlag).toBe(true)
  })

  it('dates the stale password 40 days back, relative to the seed', async () => {
    const info = await infoOf('stale')
    const age = Date.now() - new Date(info.userInfo.lastResetPwdTime).getTime()
    expect(age).toBeGreaterThan(39 * DAY)
    expect(age).toBeLessThan(41 * DAY)
    expect(info.userInfo.createTime).not.toBe(info.userInfo.lastResetPwdTime)
    expect(info.resetPwdFlag).toBe(false)
  })

  it('clears evaluateCount once the evaluation popup is marked read, but keeps feedbackCount', async () => {
    const client = await server.client().signIn('operator', PASSWORDS.operator)
    expect((await client.post('/govOperatorStationPopupWindows/updateReaded')).code).toBe(200)
    const info = await client.get('/user_info')
    expect(info.data.evaluateCount).toBe(0)
    expect(info.data.feedbackCount).toBeGreaterThan(0)
  })

  it('lists the user own strategies with their actions', async () => {
    const client = await server.client().signIn('operator', PASSWORDS.operator)
    const stgs = await client.get('/stg/get')
    expect(stgs.data).toEqual([
      expect.objectContaining({
        stgName: '运营商-业务办理',
        actions: expect.arrayContaining(['evaluation-upload/upload']),
      }),
    ])
  })
})
