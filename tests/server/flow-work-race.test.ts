/**
 * To-dos under concurrency and separation of duties (issue 41 item 1): two examiners taking the
 * same step at once leave one set of to-dos and one notice, not two; an examiner who filed the
 * application is never given its review; the badge and the 待办 list read the rows a step wrote.
 */
import { describe, expect, it } from 'vitest'
import { ENTERPRISE_FLOW } from '../../src/core/domain/flows-universal'
import { userWithRights } from './access-helpers'
import { requiredDocuments } from './documents-helpers'
import { DIALECTS, ENTERPRISE_FIELDS, serverWith } from './helpers'

const BASE = '/universal-services'
const EXAMINE = 'enterprise-record/examine'
const CITY = [{ attrKey: 'auth_area', attrValue: '120100' }]

describe.each(DIALECTS)('to-dos under concurrency and separation on %s', (dialect) => {
  const session = serverWith(dialect, ['admin', 'operator', 'tianjin'])

  /** An enterprise filing of the operator, submitted: its applyId. */
  const submitted = async () => {
    const attachmentIds = await requiredDocuments(session.operator, BASE, ENTERPRISE_FLOW)
    const created = await session.operator.post(`${BASE}/enterprise-applies`, {
      type: 'new',
      fields: ENTERPRISE_FIELDS,
      attachmentIds,
    })
    const applyId = created.data.applyId as string
    const answer = await session.operator.post(`${BASE}/enterprise-applies/${applyId}/submit`, { version: 1 })
    expect(answer.code, answer.msg).toBe(200)
    return applyId
  }

  const work = (applyId: string) =>
    session.server.db
      .selectFrom('messages')
      .select(['userId', 'type', 'done'])
      .where('flow', '=', 'enterprise')
      .where('subjectId', '=', applyId)
      .execute()

  it('leaves one set of to-dos and one notice when two examiners accept at once', async () => {
    const { server, admin } = session
    const first = await userWithRights(server, admin, [EXAMINE], CITY)
    const second = await userWithRights(server, admin, [EXAMINE], CITY)
    const applyId = await submitted()
    const answers = await Promise.all(
      [first, second].map((examiner) =>
        examiner.client.post(`${BASE}/enterprise-records/${applyId}/accept`, { version: 2 }),
      ),
    )
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 409])
    const rows = await work(applyId)
    const open = rows.filter((row) => row.type === 'todo' && row.done === 0).map((row) => row.userId)
    expect(open.length).toBeGreaterThanOrEqual(2)
    expect(new Set(open).size, 'one open to-do per examiner').toBe(open.length)
    expect(open).toEqual(expect.arrayContaining([first.userId, second.userId]))
    const accepted = rows.filter((row) => row.type === 'notice')
    expect(accepted.length, 'one 已受理 notice').toBe(1)
  })

  it('never gives the review to the examiner who filed the application', async () => {
    const { server, admin } = session
    const filer = await userWithRights(
      server,
      admin,
      ['enterprise-apply/add', 'enterprise-apply/edit', 'enterprise-apply/view', EXAMINE],
      CITY,
    )
    const attachmentIds = await requiredDocuments(filer.client, BASE, ENTERPRISE_FLOW)
    const created = await filer.client.post(`${BASE}/enterprise-applies`, {
      type: 'new',
      operatorId: '687651396',
      fields: ENTERPRISE_FIELDS,
      attachmentIds,
    })
    expect(created.code, created.msg).toBe(200)
    const applyId = created.data.applyId as string
    await filer.client.post(`${BASE}/enterprise-applies/${applyId}/submit`, { version: 1 })
    const open = (await work(applyId)).filter((row) => row.type === 'todo' && row.done === 0)
    const tianjin = await server.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'tianjin')
      .executeTakeFirstOrThrow()
    expect(open.map((row) => row.userId)).toContain(tianjin.id)
    expect(open.map((row) => row.userId)).not.toContain(filer.userId)
  })

  it('moves the badge and the list with the steps: the applicant is told the rejection, with its reason', async () => {
    const { operator, tianjin } = session
    const count = async (client: typeof operator) =>
      (await client.get('/messageInfo/messageCount')).data.unreadCount
    const applyId = await submitted()
    const waiting = await count(tianjin)
    const list = await tianjin.get('/messageInfo/list', { query: { read: 'false', pageSize: 100 } })
    const todo = list.data.list.find((item: { content: string }) => item.content.includes(applyId))
    expect(todo).toMatchObject({
      type: 'todo',
      done: false,
      link: `${BASE}/enterprise-record-examine/${applyId}`,
    })
    const before = await count(operator)
    await tianjin.post(`${BASE}/enterprise-records/${applyId}/accept`, { version: 2 })
    await tianjin.post(`${BASE}/enterprise-records/${applyId}/reject`, {
      version: 3,
      opinion: '营业执照不清晰',
    })
    // Tianjin's to-do closed (no longer counted); the operator told twice (受理, 驳回) and asked to resubmit.
    expect(await count(tianjin)).toBe(waiting - 1)
    expect(await count(operator)).toBe(before + 3)
    const own = await operator.get('/messageInfo/list', { query: { read: 'false', pageSize: 100 } })
    const mine = own.data.list.filter((item: { content: string }) => item.content.includes(applyId))
    expect(mine.map((item: { title: string }) => item.title)).toEqual([
      '企业备案待重新提交',
      '企业备案已驳回',
      '企业备案已受理',
    ])
    expect(mine[1].content).toContain('驳回意见：营业执照不清晰')
    expect(mine[1].link).toBe(`${BASE}/enterprise-apply-detail/${applyId}`)
    const closed = await tianjin.get('/messageInfo/list', { query: { pageSize: 100 } })
    const done = closed.data.list.find((item: { id: number }) => item.id === todo.id)
    expect(done).toMatchObject({ done: true, read: true })
  })
})
