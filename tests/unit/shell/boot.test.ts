// @vitest-environment jsdom
/**
 * What `<ev-console>` starts before React's first render (src/shell/Console.tsx: bootConsole,
 * issue 14): on a guarded route, user info and the menu are asked for ahead; not on the login
 * page, at the root, with a long-token still to hand over, or once the session is loaded. With
 * both answers in, the session is loaded before the element renders (the guard passes at once);
 * with one refused, the guard's own calls decide.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getHttpClient } from '../../../src/core/http'
import { session } from '../../../src/core/session'
import { bootConsole } from '../../../src/shell/Console'
import { BACK_MENU, user } from '../core/session-fixtures'

const BASE = '/boot-test'

function asked(): string[] {
  return vi.mocked(getHttpClient(BASE).prefetch).mock.calls.map(([path]) => path)
}

describe('the console’s boot', () => {
  beforeEach(() => {
    vi.spyOn(getHttpClient(BASE), 'prefetch').mockImplementation(() => Promise.resolve(false))
    session.loaded = false
  })
  afterEach(() => {
    vi.restoreAllMocks()
    window.history.replaceState(null, '', '/')
  })

  it('asks for user info and the menu ahead on a guarded route', () => {
    window.history.replaceState(null, '', '/#/archives-management/station-archives-management')
    bootConsole(BASE)
    expect(asked()).toEqual(expect.arrayContaining(['/user_info', '/menu/backMenuList']))
  })

  it('asks for nothing on the login page or at the root', () => {
    window.history.replaceState(null, '', '/#/login?jumpTo=x')
    bootConsole(BASE)
    window.history.replaceState(null, '', '/')
    bootConsole(BASE)
    expect(asked()).toEqual([])
  })

  it('waits for a long-token to be handed over first (its cookie is not written yet)', () => {
    window.history.replaceState(null, '', '/#/archives-management/station-archives-management?long-token=abc')
    bootConsole(BASE)
    window.history.replaceState(null, '', '/?long-token=abc#/archives-management/station-archives-management')
    bootConsole(BASE)
    expect(asked()).toEqual([])
  })

  it('does not ask for the session again once it is loaded', () => {
    session.loaded = true
    window.history.replaceState(null, '', '/#/archives-management/station-archives-management')
    bootConsole(BASE)
    expect(asked()).not.toContain('/user_info')
  })

  it('loads the session before the element renders when user info and the menu both answered', async () => {
    vi.mocked(getHttpClient(BASE).prefetch).mockImplementation(() => Promise.resolve(true))
    const request = vi
      .spyOn(getHttpClient(BASE), 'request')
      .mockImplementation(({ path }) => Promise.resolve(path === '/user_info' ? user() : BACK_MENU) as never)
    window.history.replaceState(null, '', '/#/archives-management/station-archives-management')
    await bootConsole(BASE)
    expect(session.loaded).toBe(true)
    expect(session.name).toBe('tianjin')
    expect(request.mock.calls.map(([config]) => config.path)).toEqual(
      expect.arrayContaining(['/user_info', '/menu/backMenuList']),
    )
  })

  it('leaves the session to the guard when an answer asked for ahead failed', async () => {
    vi.mocked(getHttpClient(BASE).prefetch).mockImplementation((path) =>
      Promise.resolve(path !== '/user_info'),
    )
    const request = vi.spyOn(getHttpClient(BASE), 'request')
    window.history.replaceState(null, '', '/#/archives-management/station-archives-management')
    await bootConsole(BASE)
    expect(session.loaded).toBe(false)
    expect(request).not.toHaveBeenCalled()
  })
})
