// @vitest-environment jsdom
/**
 * Signing out holds the page's event streams (src/core/event-streams.ts; the red CI of stop 61's
 * last try): the work signal open when 退出登录 is chosen is closed before the sign-out call
 * leaves, none opens while it runs or after it (the server would answer 401 in JSON, which the
 * browser reports on its console as an error), a refused sign-out lets it open again, and so does
 * the next sign-in.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Api } from '../../../src/core/api'
import { holdStreams } from '../../../src/core/event-streams'
import { ApiError, type HttpClient } from '../../../src/core/http'
import { markSignedIn } from '../../../src/core/session'
import { createShellServices } from '../../../src/shell/context'
import { watchWorkSignal } from '../../../src/ui/queueCounts'
import { FakeSource } from './fake-event-source'

const live = () => FakeSource.opened.filter((source) => source.readyState !== FakeSource.CLOSED).length

const http = {
  url: (path: string) => path,
  get: vi.fn(),
  resetSessionInvalid: vi.fn(),
} as unknown as HttpClient

/** The shell's services over an API whose sign-out answers when `answer` is called. */
function shellWithLogout() {
  let answer: (error?: unknown) => void = () => undefined
  const streamsWhenCalled: number[] = []
  const api = {
    http,
    logout: () => {
      streamsWhenCalled.push(live())
      return new Promise<void>((resolve, reject) => {
        answer = (error) => (error ? reject(error) : resolve())
      })
    },
  } as unknown as Api
  const afterLogout = vi.fn()
  const services = createShellServices({
    api,
    table: {} as never,
    location: {} as never,
    ui: {} as never,
    emit: () => undefined,
    afterLogout,
  })
  return { services, afterLogout, streamsWhenCalled, answer: (error?: unknown) => answer(error) }
}

/** The document shown again, as when the user comes back to the browser tab. */
const shownAgain = () => document.dispatchEvent(new Event('visibilitychange'))

beforeEach(() => {
  FakeSource.reset()
  vi.stubGlobal('EventSource', FakeSource)
})
afterEach(() => {
  holdStreams(false)
  vi.unstubAllGlobals()
})

describe('signing out and the event streams', () => {
  it('closes the open stream before the sign-out call, and opens none until the next sign-in', async () => {
    const stop = watchWorkSignal(http)
    expect(live()).toBe(1)
    const { services, afterLogout, streamsWhenCalled, answer } = shellWithLogout()
    const signingOut = services.logout()
    expect(streamsWhenCalled).toEqual([0])
    shownAgain()
    expect(live()).toBe(0)
    answer()
    await signingOut
    expect(afterLogout).toHaveBeenCalledOnce()
    shownAgain()
    expect(FakeSource.opened).toHaveLength(1)
    // A host that does not reload: the next sign-in opens it again.
    markSignedIn({ http })
    expect(live()).toBe(1)
    stop()
  })

  it('opens the stream again when the server refuses the sign-out (the user stays signed in)', async () => {
    const stop = watchWorkSignal(http)
    const { services, afterLogout, answer } = shellWithLogout()
    const signingOut = services.logout()
    expect(live()).toBe(0)
    answer(new ApiError(500, '服务器错误', null))
    await signingOut
    expect(afterLogout).not.toHaveBeenCalled()
    expect(live()).toBe(1)
    stop()
  })

  it('a watcher started while signing out opens nothing', () => {
    holdStreams(true)
    const stop = watchWorkSignal(http)
    expect(FakeSource.opened).toHaveLength(0)
    stop()
  })
})
