// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Api, UserInfoData } from '../../../src/core/api'
import type { BackMenuItem } from '../../../src/core/menu'
import {
  applyUserInfo,
  bumpMenuOrder,
  clearSession,
  endSession,
  ensureSession,
  handleSessionInvalid,
  isPasswordStale,
  loadAvatar,
  loginPath,
  markPasswordChanged,
  markSignedIn,
  resetCounter,
  session,
} from '../../../src/core/session'
import { hasSessionMarker, setSessionMarker } from '../../../src/core/storage'

const DAY = 24 * 60 * 60 * 1000
const NOW = new Date('2026-11-22T10:00:00+08:00').getTime()

function at(time: number): string {
  // The server's 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai (vitest runs with TZ=Asia/Shanghai).
  const d = new Date(time)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

function user(overrides: Partial<UserInfoData> = {}): UserInfoData {
  return {
    name: 'tianjin',
    nickName: '天津市管理员',
    pages: ['station-archives-management'],
    areaType: 0,
    authStg: 1,
    operatorsType: 2,
    attrs: [{ attrKey: 'auth_area', attrValue: '120100' }],
    resetPwdFlag: false,
    userInfo: { createTime: at(NOW - 400 * DAY), lastResetPwdTime: at(NOW - 3 * DAY) },
    auths: [
      { resPath: 'station-archives-management/view' },
      { resPath: 'station-archives-management/export' },
    ],
    feedbackCount: 2,
    evaluateCount: 1,
    phoneNumber: '13800000000',
    ...overrides,
  }
}

const BACK_MENU: BackMenuItem[] = [
  {
    path: '/archives-management',
    key: 'archives-management',
    label: '档案管理',
    secondaryMenuList: [
      { path: '/archives-management/station-archives-management', key: 's', label: '充电站档案' },
      { path: '/archives-management/battery-file', key: 'b', label: '电池档案' },
    ],
  },
]

beforeEach(() => {
  sessionStorage.clear()
  clearSession()
})

afterEach(() => {
  vi.restoreAllMocks()
})

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

describe('session invalid (section 4)', () => {
  it('clears the session, tells the host SESSION_EXPIRED and goes to login with the current address', () => {
    const parent = { postMessage: vi.fn() }
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window)
    setSessionMarker()
    applyUserInfo(user(), NOW)
    const navigateToLogin = vi.fn()
    const address = 'https://console.example/#/archives-management/battery-file?page=2'
    handleSessionInvalid({ navigateToLogin, currentAddress: address, isOnLogin: false })
    expect(session.name).toBe('')
    expect(sessionStorage.getItem('codeArt')).toBe('null')
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith('SESSION_EXPIRED', '*')
    expect(navigateToLogin).toHaveBeenCalledExactlyOnceWith(address)
    expect(loginPath(address)).toBe(`/login?jumpTo=${encodeURIComponent(address)}`)
  })

  it('tells the host once when several calls in flight find the session ended', () => {
    const parent = { postMessage: vi.fn() }
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window)
    setSessionMarker()
    const navigateToLogin = vi.fn()
    handleSessionInvalid({ navigateToLogin, currentAddress: '/message', isOnLogin: false })
    handleSessionInvalid({ navigateToLogin, currentAddress: '/message', isOnLogin: false })
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith('SESSION_EXPIRED', '*')
  })

  it('tells the host once when the route guard then finds the same session ended', () => {
    // A call in flight answered 401 (the host was told, the console went to login); then a page
    // was asked for and the guard's user info failed too: the same end of session.
    const parent = { postMessage: vi.fn() }
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window)
    setSessionMarker()
    handleSessionInvalid({ navigateToLogin: vi.fn(), currentAddress: '/archives', isOnLogin: false })
    endSession()
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith('SESSION_EXPIRED', '*')
    expect(hasSessionMarker()).toBe(false)
  })

  it('tells the host when the route guard is the first to find the session ended', () => {
    const parent = { postMessage: vi.fn() }
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window)
    setSessionMarker()
    applyUserInfo(user(), NOW)
    endSession()
    expect(session.name).toBe('')
    expect(hasSessionMarker()).toBe(false)
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith('SESSION_EXPIRED', '*')
  })

  it('stays on login when already there', () => {
    const navigateToLogin = vi.fn()
    handleSessionInvalid({ navigateToLogin, currentAddress: '/login', isOnLogin: true })
    expect(navigateToLogin).not.toHaveBeenCalled()
  })
})

describe('route guard data step (section 4)', () => {
  function fakeApi(info: UserInfoData | false, menu: BackMenuItem[] | Error = BACK_MENU) {
    return {
      userInfo: vi.fn(async () => info),
      backMenuList: vi.fn(async () => {
        if (menu instanceof Error) throw menu
        // The console reads a looser shape than the contract gives (src/core/menu.ts).
        return menu as unknown as Awaited<ReturnType<Api['backMenuList']>>
      }),
    } satisfies Pick<Api, 'userInfo' | 'backMenuList'>
  }

  it('passes without loading when the marker exists and user info was loaded once', async () => {
    setSessionMarker()
    session.loaded = true
    const api = fakeApi(user())
    await expect(ensureSession(api)).resolves.toBe(true)
    expect(api.userInfo).not.toHaveBeenCalled()
  })

  it('loads user info and the menu, pruned to the permissions', async () => {
    const api = fakeApi(user())
    await expect(ensureSession(api)).resolves.toBe(true)
    expect(session.loaded).toBe(true)
    expect(hasSessionMarker()).toBe(true)
    expect(session.backMenuList).toHaveLength(1)
    expect(session.menu[0].sub?.map((item) => item.label)).toEqual(['充电站档案'])
  })

  it('does not reload a menu that is already there', async () => {
    await ensureSession(fakeApi(user()))
    session.loaded = false
    const api = fakeApi(user())
    await ensureSession(api)
    expect(api.userInfo).toHaveBeenCalledTimes(1)
    expect(api.backMenuList).not.toHaveBeenCalled()
  })

  it('after a sign-in, asks again instead of sharing a load started before it (fresh)', async () => {
    let answer: (value: UserInfoData | false) => void = () => undefined
    const before = {
      userInfo: vi.fn(() => new Promise<UserInfoData | false>((resolve) => (answer = resolve))),
      backMenuList: vi.fn(async () => BACK_MENU as unknown as Awaited<ReturnType<Api['backMenuList']>>),
    }
    const guard = ensureSession(before)
    const after = fakeApi(user())
    const signedIn = ensureSession(after, { fresh: true })
    // A caller after the sign-in shares the fresh load, not the one under way before it.
    const later = ensureSession(fakeApi(false))
    await expect(signedIn).resolves.toBe(true)
    await expect(later).resolves.toBe(true)
    // The load from before the sign-in answers last (401): it changes nothing and gives the
    // newer load's answer.
    answer(false)
    await expect(guard).resolves.toBe(true)
    expect(after.userInfo).toHaveBeenCalledWith({ fresh: true })
    expect(session.loaded).toBe(true)
  })

  it('loads again when the marker was ended, even if loaded', async () => {
    session.loaded = true
    sessionStorage.setItem('codeArt', 'null')
    const api = fakeApi(user())
    await expect(ensureSession(api)).resolves.toBe(true)
    expect(api.userInfo).toHaveBeenCalledTimes(1)
  })

  it('resets loaded and answers false when user info fails', async () => {
    session.loaded = true
    await expect(ensureSession(fakeApi(false))).resolves.toBe(false)
    expect(session.loaded).toBe(false)
  })

  it('answers false when the menu cannot be loaded', async () => {
    await expect(ensureSession(fakeApi(user(), new Error('down')))).resolves.toBe(false)
    expect(session.loaded).toBe(false)
  })

  it('loads once for several elements asking together', async () => {
    const api = fakeApi(user())
    const results = await Promise.all([ensureSession(api), ensureSession(api), ensureSession(api)])
    expect(results).toEqual([true, true, true])
    expect(api.userInfo).toHaveBeenCalledTimes(1)
  })

  it('re-arms session-invalid handling and reloads user info after a sign-in', () => {
    const resetSessionInvalid = vi.fn()
    session.loaded = true
    markSignedIn({ http: { resetSessionInvalid } as unknown as Api['http'] })
    expect(resetSessionInvalid).toHaveBeenCalledOnce()
    expect(hasSessionMarker()).toBe(true)
    expect(session.loaded).toBe(false)
  })
})
