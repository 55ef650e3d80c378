// @vitest-environment jsdom
/**
 * The end of a session (section 4: clearing it, telling the host once, going to login) and the
 * route guard's data step (loading user info and the menu, once). The session's fields are in
 * session.test.ts.
 */
import { describe, expect, it, vi } from 'vitest'
import type { Api, UserInfoData } from '../../../src/core/api'
import type { BackMenuItem } from '../../../src/core/menu'
import {
  applyUserInfo,
  endSession,
  handleSessionInvalid,
  loginPath,
  markSignedIn,
  session,
} from '../../../src/core/session'
import { ensureSession } from '../../../src/core/session-load'
import { hasSessionMarker, setSessionMarker } from '../../../src/core/storage'
import { BACK_MENU, freshSessionEachTest, NOW, user } from './session-fixtures'

freshSessionEachTest()

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

  it('asks for the menu beside user info when a session marker says the user is signed in', async () => {
    setSessionMarker()
    let answer: (value: UserInfoData | false) => void = () => undefined
    const api = {
      userInfo: vi.fn(() => new Promise<UserInfoData | false>((resolve) => (answer = resolve))),
      backMenuList: vi.fn(async () => BACK_MENU as unknown as Awaited<ReturnType<Api['backMenuList']>>),
    }
    const loading = ensureSession(api)
    // Both asked before user info has answered.
    expect(api.backMenuList).toHaveBeenCalledTimes(1)
    answer(user())
    await expect(loading).resolves.toBe(true)
    expect(api.backMenuList).toHaveBeenCalledTimes(1)
    expect(session.menu[0].sub?.map((item) => item.label)).toEqual(['充电站档案'])
  })

  it('without a marker asks for the menu only once user info has answered, and not when it fails', async () => {
    let answer: (value: UserInfoData | false) => void = () => undefined
    const api = {
      userInfo: vi.fn(() => new Promise<UserInfoData | false>((resolve) => (answer = resolve))),
      backMenuList: vi.fn(async () => BACK_MENU as unknown as Awaited<ReturnType<Api['backMenuList']>>),
    }
    const loading = ensureSession(api)
    expect(api.backMenuList).not.toHaveBeenCalled()
    answer(false)
    await expect(loading).resolves.toBe(false)
    expect(api.backMenuList).not.toHaveBeenCalled()
  })

  it('asks for the menu again after user info when the early ask failed', async () => {
    setSessionMarker()
    let calls = 0
    const api = {
      userInfo: vi.fn(async () => user()),
      backMenuList: vi.fn(async () => {
        calls += 1
        if (calls === 1) throw new Error('network')
        return BACK_MENU as unknown as Awaited<ReturnType<Api['backMenuList']>>
      }),
    }
    await expect(ensureSession(api)).resolves.toBe(true)
    expect(api.backMenuList).toHaveBeenCalledTimes(2)
    expect(session.backMenuList).toHaveLength(1)
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
