/**
 * What the header's badge and the entry popups read (issue 41: they follow the to-dos): opening a
 * to-do in 消息 marks it read on the server (`POST /messageInfo/read`), so `unreadCount` drops by
 * one; 去上传 of the 评定材料上传 popup (`updateReaded`) reads the evaluation's to-dos with it, so
 * the badge drops by them as `evaluateCount` goes to 0.
 */
import { describe, expect, it } from 'vitest'
import { ASSESSMENT_FLOW } from '../../src/core/domain/flows-work'
import { type ApiClient, DIALECTS, serverWith } from './helpers'

describe.each(DIALECTS)('the badge and the popups follow the to-dos on %s', (dialect) => {
  const session = serverWith(dialect, ['operator'])

  const unread = async (client: ApiClient) =>
    (await client.get('/messageInfo/messageCount')).data.unreadCount as number
  /** The operator's unread open to-dos of a flow, as 消息 lists them. */
  const unreadTodos = async (flow: string) => {
    const answer = await session.operator.get('/messageInfo/list', {
      query: { read: 'false', pageSize: 100 },
    })
    expect(answer.code, answer.msg).toBe(200)
    const ids = await session.server.db
      .selectFrom('messages')
      .select('id')
      .where('flow', '=', flow)
      .where('type', '=', 'todo')
      .where('done', '=', 0)
      .execute()
    const ofFlow = new Set(ids.map((row) => row.id))
    return (answer.data.list as { id: number }[]).filter((item) => ofFlow.has(item.id))
  }

  it('lowers the unread count when a to-do is opened, and reads the evaluation’s to-dos with 去上传', async () => {
    const { operator } = session
    const before = await unread(operator)
    const evaluation = await unreadTodos(ASSESSMENT_FLOW.key)
    expect(evaluation.length).toBeGreaterThan(1)
    // Opening one in 消息 marks it read.
    const [opened] = evaluation
    const read = await operator.post('/messageInfo/read', { ids: [opened.id] })
    expect(read.data.updated).toBe(1)
    expect(await unread(operator)).toBe(before - 1)
    // 去上传: the popup's count goes to 0, and the other evaluation to-dos are read with it.
    expect((await operator.get('/user_info')).data.evaluateCount).toBeGreaterThan(0)
    expect((await operator.post('/govOperatorStationPopupWindows/updateReaded')).code).toBe(200)
    expect((await operator.get('/user_info')).data.evaluateCount).toBe(0)
    expect(await unreadTodos(ASSESSMENT_FLOW.key)).toEqual([])
    expect(await unread(operator)).toBe(before - evaluation.length)
  })
})
