// @vitest-environment jsdom
/**
 * The session (src/core/session.ts) filled from user_info: its fields, the password prompt of
 * section 4, its actions and the avatar. Its end and the route guard's loading are in
 * session-guard.test.ts.
 */
import { describe, expect, it, vi } from 'vitest'
import type { Api } from '../../../src/core/api'
import { isPasswordStale } from '../../../src/core/password-age'
import {
  applyUserInfo,
  bumpMenuOrder,
  clearSession,
  loadAvatar,
  markPasswordChanged,
  resetCounter,
  session,
} from '../../../src/core/session'
import { hasSessionMarker, setSessionMarker } from '../../../src/core/storage'
import { at, DAY, freshSessionEachTest, NOW, user } from './session-fixtures'

freshSessionEachTest()

describe('user info into the session (section 3)', () => {
  it('takes the fields of user_info and builds the permission map', () => {
    applyUserInfo(user(), NOW)
    expect(session).toMatchObject({
      name: 'tianjin',
      nickName: '天津市管理员',
      pages: ['station-archives-management'],
      areaType: 0,
      authStg: 1,
      operatorsType: 2,
      attrs: [{ attrKey: 'auth_area', attrValue: '120100' }],
      feedbackCount: 2,
      evaluateCount: 1,
      phoneNumber: '13800000000',
      authMap: { stationarchivesmanagement: ['view', 'export'] },
    })
  })
})

describe('password prompt (section 4)', () => {
  it('forces the change-password dialog when resetPwdFlag is set', () => {
    applyUserInfo(user({ resetPwdFlag: true }), NOW)
    expect(session.changePwd).toBe(true)
    expect(session.pwdDisabled).toBe(false)
  })

  it('does not prompt for a password changed 3 days ago', () => {
    applyUserInfo(user(), NOW)
    expect(session.changePwd).toBe(false)
    expect(session.pwdDisabled).toBe(false)
  })

  it('does not yet mark a password changed exactly 30 days ago', () => {
    applyUserInfo(
      user({ userInfo: { createTime: at(NOW - 400 * DAY), lastResetPwdTime: at(NOW - 30 * DAY) } }),
      NOW,
    )
    expect(session.pwdDisabled).toBe(false)
  })

  it('marks a password changed 31 days ago as stale without forcing the dialog', () => {
    applyUserInfo(
      user({ userInfo: { createTime: at(NOW - 400 * DAY), lastResetPwdTime: at(NOW - 31 * DAY) } }),
      NOW,
    )
    expect(session.pwdDisabled).toBe(true)
    expect(session.changePwd).toBe(false)
  })

  it('marks a password never changed since the account was created, even a recent one', () => {
    const created = at(NOW - 2 * DAY)
    applyUserInfo(user({ userInfo: { createTime: created, lastResetPwdTime: created } }), NOW)
    expect(session.pwdDisabled).toBe(true)
    expect(session.changePwd).toBe(false)
  })

  it('judges staleness on the dates alone', () => {
    expect(
      isPasswordStale({ createTime: at(NOW - 40 * DAY), lastResetPwdTime: at(NOW - 30 * DAY - 1000) }, NOW),
    ).toBe(true)
    expect(isPasswordStale(null, NOW)).toBe(false)
    expect(isPasswordStale({ createTime: at(NOW - DAY) }, NOW)).toBe(true)
  })

  it('clears changePwd and pwdDisabled after a successful change', () => {
    applyUserInfo(user({ resetPwdFlag: true }), NOW)
    markPasswordChanged()
    expect(session.changePwd).toBe(false)
    expect(session.pwdDisabled).toBe(false)
    applyUserInfo(user({ userInfo: { createTime: at(NOW - DAY), lastResetPwdTime: at(NOW - DAY) } }), NOW)
    expect(session.pwdDisabled).toBe(true)
    markPasswordChanged()
    expect(session.pwdDisabled).toBe(false)
  })
})

describe('session actions', () => {
  it('resets the feedback and the evaluation counters on their own', () => {
    applyUserInfo(user(), NOW)
    resetCounter('feedback')
    expect([session.feedbackCount, session.evaluateCount]).toEqual([0, 1])
    resetCounter('evaluate')
    expect(session.evaluateCount).toBe(0)
  })

  it('bumps sortMenu so the shell reloads the menu', () => {
    const before = session.sortMenu
    bumpMenuOrder()
    expect(session.sortMenu).toBe(before + 1)
  })

  it('clears every field and sets codeArt to the text "null"', () => {
    setSessionMarker()
    applyUserInfo(user({ resetPwdFlag: true }), NOW)
    session.loaded = true
    session.showMode = 1
    clearSession()
    expect(sessionStorage.getItem('codeArt')).toBe('null')
    expect(hasSessionMarker()).toBe(false)
    expect(session).toMatchObject({
      name: '',
      nickName: '',
      auths: [],
      authMap: {},
      changePwd: false,
      loaded: false,
      showMode: 0,
      feedbackCount: 0,
      menu: [],
      backMenuList: [],
    })
  })
})

describe('avatar (section 1)', () => {
  // The rest of the profile does not matter here.
  const profile = (avatar: string) => ({
    userProfile: vi.fn(async () => ({ avatar }) as Awaited<ReturnType<Api['userProfile']>>),
  })

  it('loads the avatar when showMode is 0 and uses it when it looks like an image URL', async () => {
    const api = profile('/files/avatars/7.webp')
    await loadAvatar(api)
    expect(session.avatar).toBe('/files/avatars/7.webp')
  })

  it('does not use a value that is not an image URL', async () => {
    await loadAvatar(profile('javascript:alert(1)'))
    expect(session.avatar).toBe('')
  })

  it('does not load the avatar when showMode hides the chrome', async () => {
    session.showMode = 1
    const api = profile('/files/avatars/7.png')
    await loadAvatar(api)
    expect(api.userProfile).not.toHaveBeenCalled()
    expect(session.avatar).toBe('')
  })
})
