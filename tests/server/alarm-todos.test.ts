/**
 * An alarm raised tells the duty desk (issue 41 item 1; ALARM_FLOW's disposers, scope `staff`):
 * every staff account holding 故障处置 that sees the alarm — district, city and province alike —
 * gets a to-do 故障处置待受理 naming the connector and what it reported, linked to trouble-monitor
 * on that one alarm (`?id=`, which the list takes as a filter: exactly that alarm, in scope);
 * an account of another province and a company account do not; the first to 受理 closes the
 * others' to-dos and the next step's to-dos go to the same desk. The menu's 故障监测 count is the
 * account's open alarm to-dos, with the time of the oldest.
 */
import { describe, expect, it } from 'vitest'
import { raiseAlarm } from '../../server/src/live/simulator'
import { userWithRights } from './access-helpers'
import { DIALECTS, serverWith } from './helpers'

const DISPOSE = ['trouble-monitor/view', 'trouble-monitor/dispose']
const area = (code: string) => [{ attrKey: 'auth_area', attrValue: code }]

describe.each(DIALECTS)('the to-dos of an alarm raised on %s', (dialect) => {
  const session = serverWith(dialect, ['admin'])

  it('go to every disposer on duty who sees it, and 受理 by one closes the others’', async () => {
    const { server, admin } = session
    const make = (attrs: { attrKey: string; attrValue: string }[]) =>
      userWithRights(server, admin, DISPOSE, attrs)
    const province = await make(area('120000'))
    const city = await make(area('120100'))
    const elsewhere = await make(area('130000'))
    const operator = await server.db
      .selectFrom('stations')
      .select('operatorId')
      .where('areaCode', 'like', '1201%')
      .executeTakeFirstOrThrow()
    const company = await make([
      ...area('120100'),
      { attrKey: 'isCompany', attrValue: '1' },
      { attrKey: 'operator', attrValue: operator.operatorId },
    ])
    // The simulator picks a connector at random: raise until one is in Tianjin.
    let alarm: { id: number; areaCode: string; connectorId: string | null; version: number } | undefined
    for (let tries = 0; tries < 60 && !alarm?.areaCode.startsWith('1201'); tries++) {
      const id = await raiseAlarm(server.db)
      alarm = await server.db
        .selectFrom('alarms')
        .select(['id', 'areaCode', 'connectorId', 'version'])
        .where('id', '=', Number(id))
        .executeTakeFirstOrThrow()
    }
    expect(alarm?.areaCode).toMatch(/^1201/)
    const id = String(alarm?.id)
    const todos = (userId: number) =>
      server.db
        .selectFrom('messages')
        .select(['title', 'content', 'link', 'done'])
        .where('userId', '=', userId)
        .where('flow', '=', 'alarm')
        .where('subjectId', '=', id)
        .where('type', '=', 'todo')
        .execute()
    for (const holder of [province, city]) {
      const [todo, ...more] = await todos(holder.userId)
      expect(more).toEqual([])
      expect(todo.title).toBe('故障处置待受理')
      expect(todo.content).toContain(String(alarm?.connectorId))
      expect(todo.link).toBe(`/ops-services/trouble-monitor?id=${id}`)
      expect(todo.done).toBe(0)
    }
    // The link's `id` is one of the list's filters: the holder sees exactly that alarm; an account
    // of another province, nothing (the filter keeps the scope); a bad id is refused.
    const one = await city.client.get('/ops-services/alarms', { query: { id, pageNum: 1, pageSize: 20 } })
    expect(one.code, one.msg).toBe(200)
    expect(one.data.list.map((row: { id: number }) => String(row.id))).toEqual([id])
    const unseen = await elsewhere.client.get('/ops-services/alarms', {
      query: { id, pageNum: 1, pageSize: 20 },
    })
    expect(unseen.data.total).toBe(0)
    const bad = await city.client.get('/ops-services/alarms', { query: { id: 'x1' } })
    expect(bad.code).toBe(400)
    expect(await todos(elsewhere.userId)).toEqual([])
    // The menu's 故障监测 count is the account's open alarm to-dos (the seed's and this one).
    const open = await server.db
      .selectFrom('messages')
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('createTime').as('oldest')])
      .where('userId', '=', province.userId)
      .where('flow', '=', 'alarm')
      .where('type', '=', 'todo')
      .where('done', '=', 0)
      .executeTakeFirstOrThrow()
    const counts = await province.client.get('/workflow/queue-counts')
    expect(counts.data.counts['trouble-monitor']).toBe(Number(open.n))
    // …and when the oldest of them arrived (the workbench puts the page waiting longest first).
    expect(counts.data.oldest['trouble-monitor']).toBe(open.oldest)
    expect(await todos(company.userId)).toEqual([])

    const accepted = await city.client.post(`/ops-services/alarms/${id}/accept`, { version: alarm?.version })
    expect(accepted.code, accepted.msg).toBe(200)
    const [closed, handle] = await todos(province.userId).then((rows) =>
      [...rows].sort((a, b) => b.done - a.done),
    )
    expect(closed.done).toBe(1)
    expect(handle.title).toBe('故障处置待处理完成')
    expect(handle.done).toBe(0)
  })
})
