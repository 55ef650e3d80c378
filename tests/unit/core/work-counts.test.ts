// @vitest-environment jsdom
/**
 * The header's badge and the entry popups read one store (src/core/work-counts.ts): reading again
 * after a to-do was opened (or a step taken) sets the unread count and the popups' counts in the
 * session together; a popup dismissed keeps its 0 (section 4) and is not asked about again.
 */
import { describe, expect, it, vi } from 'vitest'
import type { Api } from '../../../src/core/api'
import { applyUserInfo, resetCounter, session } from '../../../src/core/session'
import { refreshWorkCounts } from '../../../src/core/work-counts'
import { freshSessionEachTest, NOW, user } from './session-fixtures'

freshSessionEachTest()

/** An API whose counts are what the server would answer now. */
function countsApi(now: { unread: number; feedback: number; evaluate: number }) {
  const userInfo = vi.fn(async () => ({
    ...user(),
    feedbackCount: now.feedback,
    evaluateCount: now.evaluate,
  }))
  const messageCount = vi.fn(async () => now.unread)
  return { api: { userInfo, messageCount } as unknown as Pick<Api, 'messageCount' | 'userInfo'>, userInfo }
}

describe('the badge and the popups’ counts', () => {
  it('follow the server together once a to-do was opened', async () => {
    applyUserInfo(user(), NOW)
    expect([session.feedbackCount, session.evaluateCount]).toEqual([2, 1])
    const server = { unread: 5, feedback: 2, evaluate: 1 }
    const { api, userInfo } = countsApi(server)
    // On entering, the popups' counts came with user_info: only the badge's is asked.
    await refreshWorkCounts(api, false)
    expect(session.unreadCount).toBe(5)
    expect(userInfo).not.toHaveBeenCalled()
    // One opened (read), one handled elsewhere: the badge and the feedback popup's count follow.
    Object.assign(server, { unread: 3, feedback: 1, evaluate: 0 })
    await refreshWorkCounts(api)
    expect([session.unreadCount, session.feedbackCount, session.evaluateCount]).toEqual([3, 1, 0])
  })

  it('keeps a dismissed popup’s 0 and asks only the unread count once no popup counts', async () => {
    applyUserInfo(user(), NOW)
    const server = { unread: 4, feedback: 2, evaluate: 1 }
    const { api, userInfo } = countsApi(server)
    resetCounter('feedback')
    await refreshWorkCounts(api)
    expect([session.unreadCount, session.feedbackCount, session.evaluateCount]).toEqual([4, 0, 1])
    resetCounter('evaluate')
    userInfo.mockClear()
    server.unread = 2
    await refreshWorkCounts(api)
    expect(userInfo).not.toHaveBeenCalled()
    expect([session.unreadCount, session.feedbackCount, session.evaluateCount]).toEqual([2, 0, 0])
  })

  it('keeps the last unread count when the call fails', async () => {
    session.unreadCount = 7
    const api = {
      messageCount: vi.fn(async () => Promise.reject(new Error('offline'))),
      userInfo: vi.fn(async () => false as const),
    } as unknown as Pick<Api, 'messageCount' | 'userInfo'>
    await refreshWorkCounts(api)
    expect(session.unreadCount).toBe(7)
  })

  it('shows the newest read’s count when two answers arrive out of order', async () => {
    // A step's own read, then the work signal's: the first answers last, with the older count.
    const answers: ((count: number) => void)[] = []
    const messageCount = vi.fn(() => new Promise<number>((resolve) => answers.push(resolve)))
    const api = { messageCount, userInfo: vi.fn() } as unknown as Pick<Api, 'messageCount' | 'userInfo'>
    const first = refreshWorkCounts(api, false)
    const second = refreshWorkCounts(api, false)
    answers[1]?.(1)
    await second
    answers[0]?.(0)
    await first
    expect(session.unreadCount).toBe(1)
  })
})
