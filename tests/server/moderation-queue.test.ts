/**
 * 评价管理's 待我处理 (issue 41 item 2): app users' evaluations waiting for moderation are counted
 * on the moderator's menu entry and workbench as the list's 待审核 rows in its scope, not as
 * to-dos (they arrive by the hundred); a 通过 or 隐藏 takes one off — and the work signal tells
 * every other moderator who sees it, whose count changed too — and an account that may only look
 * at the list has no count.
 */
import { describe, expect, it } from 'vitest'
import { userWithRights } from './access-helpers'
import { type ApiClient, DIALECTS, serverWith } from './helpers'
import { openStream } from './live-helpers'

const PAGE = 'mobile-evaluate-management'

describe.each(DIALECTS)('the moderation queue on %s', (dialect) => {
  const session = serverWith(dialect, ['admin', 'tianjin'])

  const counted = async (client: ApiClient) =>
    (await client.get('/workflow/queue-counts')).data.counts[PAGE] as number | undefined
  const pending = async () =>
    (
      await session.admin.get('/mobile-management/evaluations', {
        query: { status: 'pending', pageSize: 10 },
      })
    ).data

  it('counts the evaluations still 待审核 for a moderator, one fewer after each step', async () => {
    const { admin, tianjin } = session
    const waiting = await pending()
    expect(waiting.total).toBeGreaterThan(2)
    expect(await counted(admin)).toBe(waiting.total)
    const [first, second] = waiting.list as { id: number; version: number }[]
    const other = await userWithRights(session.server, admin, [`${PAGE}/view`, `${PAGE}/examine`])
    const stream = await openStream(other.client, '/workflow/work-stream')
    try {
      expect((await stream.next()).event).toBe('ready')
      const approved = await admin.post(`/mobile-management/evaluations/${first.id}/approve`, {
        version: first.version,
      })
      expect(approved.code, approved.msg).toBe(200)
      expect((await stream.next()).event).toBe('work')
    } finally {
      await stream.close()
    }
    expect(await counted(admin)).toBe(waiting.total - 1)
    expect(await counted(other.client)).toBe(waiting.total - 1)
    const hidden = await admin.post(`/mobile-management/evaluations/${second.id}/hide`, {
      version: second.version,
      reason: '包含不文明用语',
    })
    expect(hidden.code, hidden.msg).toBe(200)
    expect(await counted(admin)).toBe(waiting.total - 2)
    expect((await pending()).total).toBe(waiting.total - 2)
    // tianjin may look at the list (移动端管理-只读), not moderate it.
    expect(await counted(tianjin)).toBeUndefined()
  })
})
