/**
 * The work signal (issue 41 items 2 and 3; server/src/workflow/work-signal.ts): a console's work
 * stream gets a `work` event when a step of someone else's gives its user a to-do, and only
 * then — an account the step does not concern gets nothing (its first event is its own later
 * change, by the bus's ids) — with no data a console could learn others' ids from; the stream
 * wants a session and ends with it.
 */
import { describe, expect, it } from 'vitest'
import { announceWork } from '../../server/src/workflow/work-signal'
import { ENTERPRISE_FLOW } from '../../src/core/domain/flows-universal'
import { requiredDocuments } from './documents-helpers'
import { DIALECTS, ENTERPRISE_FIELDS, PASSWORDS, serverWith } from './helpers'
import { openStream } from './live-helpers'

const STREAM = '/workflow/work-stream'
const BASE = '/universal-services'
/** Long enough for a busy machine: the events come at once when it is not. */
const WAIT_MS = 30_000

describe.each(DIALECTS)('the work signal on %s', (dialect) => {
  const session = serverWith(dialect, ['admin', 'tianjin', 'operator'], undefined, {
    config: { liveSessionCheckMs: 200 },
  })

  it('tells the next examiner of a submitted filing, and nobody it does not concern', async () => {
    const { admin, tianjin, operator } = session
    const city = await openStream(tianjin, STREAM)
    const platform = await openStream(admin, STREAM)
    try {
      expect((await city.next(WAIT_MS)).event).toBe('ready')
      expect((await platform.next(WAIT_MS)).event).toBe('ready')
      const attachmentIds = await requiredDocuments(operator, BASE, ENTERPRISE_FLOW)
      const created = await operator.post(`${BASE}/enterprise-applies`, {
        type: 'new',
        fields: ENTERPRISE_FIELDS,
        attachmentIds,
      })
      const applyId = created.data.applyId as string
      await operator.post(`${BASE}/enterprise-applies/${applyId}/submit`, { version: 1 })
      const told = await city.next(WAIT_MS)
      expect(told).toMatchObject({ event: 'work', data: {} })
      // tianjin now holds the to-do it was told of.
      const todos = await tianjin.get('/messageInfo/list', {
        query: { pageNum: 1, pageSize: 10, read: 'false' },
      })
      expect(JSON.stringify(todos.data.list[0])).toContain(applyId)
      // admin's first work event is its own marking read, after the step's: it was not told of it.
      await admin.post('/messageInfo/read', { ids: [] })
      const own = await platform.next(WAIT_MS)
      expect(own.event).toBe('work')
      expect(Number(own.id)).toBeGreaterThan(Number(told.id))
    } finally {
      await city.close()
      await platform.close()
    }
  })

  it('reaches the last of thousands of accounts one change concerns (NOTIFY holds 8,000 bytes)', async () => {
    const { tianjin, server } = session
    const stream = await openStream(tianjin, STREAM)
    try {
      expect((await stream.next(WAIT_MS)).event).toBe('ready')
      const { id } = await server.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'tianjin')
        .executeTakeFirstOrThrow()
      const many = Array.from({ length: 2000 }, (_, index) => 1_000_000 + index)
      await announceWork(server.db, [...many, id])
      expect((await stream.next(WAIT_MS)).event).toBe('work')
    } finally {
      await stream.close()
    }
  })

  it('wants a session, and ends when its session ends', async () => {
    const anonymous = session.server.client()
    const refused = await anonymous.fetch(STREAM)
    expect((await refused.json()).code).toBe(401)
    const own = await session.server.client().signIn('operator', PASSWORDS.operator)
    const stream = await openStream(own, STREAM)
    expect((await stream.next(WAIT_MS)).event).toBe('ready')
    await own.get('/new_logout')
    await stream.ended
    expect(stream.done).toBe(true)
  })
})
