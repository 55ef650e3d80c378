/**
 * The feedback flow (issue 18): every transition allowed from its status and refused (409,
 * nothing written) from the others, the seed's statuses and histories, pictures on the steps and
 * feedbackCount in user_info. Bad input, scope and overdue: feedback-rules.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { png } from '../../server/src/db/seed/documents'
import { today } from '../../server/src/kernel/clock'
import { addWorkingDays } from '../../server/src/kernel/working-days'
import { FEEDBACK_STATUS } from '../../src/core/domain/enums'
import { DEMO, feedbackSession } from './feedback-helpers'
import { DIALECTS } from './helpers'

describe.each(DIALECTS)('feedback flow on %s', (dialect) => {
  const { s, item, stepCount, count, upload, demoStation, submit } = feedbackSession(dialect)

  it('seeds every status, histories ending at the status, and the operator waiting items', async () => {
    const items = await s.server.db.selectFrom('feedbacks').selectAll().execute()
    for (const status of FEEDBACK_STATUS)
      expect(
        items.some((row) => row.status === status.value),
        status.value,
      ).toBe(true)
    const steps = await s.server.db.selectFrom('feedback_steps').selectAll().orderBy('id').execute()
    for (const row of items) {
      const own = steps.filter((step) => step.feedbackId === row.feedbackId)
      expect(own.at(-1)?.toStatus).toBe(row.status)
      expect(row.version).toBe(own.length)
    }
    const waiting = items.filter((row) => row.operatorId === DEMO && row.status === 'dispatched').length
    expect(waiting).toBeGreaterThan(0)
    expect(await count(s.operator)).toBe(waiting)
    expect(await count(s.admin)).toBe(0)
    // One of 特来电's waiting items is overdue, and the lists say so.
    const list = await s.operator.get('/feedback/operator-feedbacks', {
      query: { overdue: '1', pageSize: 50 },
    })
    expect(list.data.list.length).toBeGreaterThan(0)
    for (const row of list.data.list) expect(row.overdue).toBe(1)
  })

  it('runs submit → dispatch → handle → close with pictures, deadline and counts', async () => {
    const station = await demoStation()
    const before = await count(s.operator)
    const picture = await upload(s.admin, '现场.png', png(3))
    expect(picture.code, picture.msg).toBe(200)
    const created = await s.admin.post('/feedback/staff-feedbacks', {
      type: 'device',
      stationId: station.stationId,
      description: '2号枪无法拔出',
      pictureIds: [picture.data.id],
    })
    expect(created.code, created.msg).toBe(200)
    const id = created.data.feedbackId as string
    expect(created.data).toMatchObject({ status: 'submitted', operatorId: DEMO, overdue: 0 })
    expect(created.data.pictures.map((file: { id: number }) => file.id)).toEqual([picture.data.id])
    expect(id).toMatch(new RegExp(`^FK${today().replace(/-/g, '')}\\d{4}$`))

    const dispatched = await s.admin.post(`/feedback/manager-feedbacks/${id}/dispatch`, { days: 3 })
    expect(dispatched.code, dispatched.msg).toBe(200)
    expect(dispatched.data.status).toBe('dispatched')
    expect(dispatched.data.deadline).toBe(await addWorkingDays(s.server.db, today(), 3))
    expect(await count(s.operator)).toBe(before + 1)

    // The operator's own picture; the staff's picture is visible to the operator through the item.
    expect(picture.data.previewUrl).toBe(`/api/feedback/pictures/${picture.data.id}/preview`)
    const preview = await s.operator.fetch(picture.data.previewUrl)
    expect(preview.status).toBe(200)
    expect(preview.headers.get('content-type')).toBe('image/png')
    const result = await upload(s.operator, '修复后.png', png(4))
    const handled = await s.operator.post(`/feedback/operator-feedbacks/${id}/handle`, {
      result: '已更换枪头',
      pictureIds: [result.data.id],
    })
    expect(handled.code, handled.msg).toBe(200)
    expect(handled.data).toMatchObject({ status: 'handled', result: '已更换枪头', overdue: 0 })
    expect(handled.data.resultPictures).toHaveLength(1)
    expect(await count(s.operator)).toBe(before)

    const closed = await s.admin.post(`/feedback/manager-feedbacks/${id}/close`, { opinion: '已核实' })
    expect(closed.code, closed.msg).toBe(200)
    expect(closed.data.status).toBe('closed')
    expect(closed.data.history.map((step: { action: string }) => step.action)).toEqual([
      'create',
      'dispatch',
      'handle',
      'close',
    ])
  })

  it('sends back with a new limit, and rejects with an opinion', async () => {
    const station = await demoStation()
    const id = await submit(station.stationId)
    const noOpinion = await s.admin.post(`/feedback/manager-feedbacks/${id}/reject`, {})
    expect(noOpinion.code).toBe(400)
    expect(noOpinion.msg).toContain('请填写驳回意见')
    expect((await item(id)).status).toBe('submitted')
    await s.admin.post(`/feedback/manager-feedbacks/${id}/dispatch`, { days: 2 })
    await s.operator.post(`/feedback/operator-feedbacks/${id}/handle`, { result: '已处理' })
    const back = await s.admin.post(`/feedback/manager-feedbacks/${id}/sendback`, {
      opinion: '未彻底解决',
      days: 5,
    })
    expect(back.code, back.msg).toBe(200)
    expect(back.data).toMatchObject({ status: 'dispatched', limitDays: 5, opinion: '未彻底解决' })
    expect(back.data.deadline).toBe(await addWorkingDays(s.server.db, today(), 5))
    // A new round: nobody handles it yet; the last round's handler stays in the history and its
    // result beside the handling dialog (上次处理结果).
    expect(back.data).toMatchObject({ handlerName: null, handleTime: null, result: '已处理' })
    const handle = back.data.history.find((step: { action: string }) => step.action === 'handle')
    expect(handle.userName).toBeTruthy()

    const other = await submit(station.stationId)
    const rejected = await s.admin.post(`/feedback/manager-feedbacks/${other}/reject`, {
      opinion: '重复反馈',
    })
    expect(rejected.data.status).toBe('rejected')
  })

  it('refuses every step from a status that does not allow it (409, nothing written)', async () => {
    const station = await demoStation()
    const plan: [string, string, Record<string, unknown>][] = [
      ['manager-feedbacks', 'dispatch', { days: 3 }],
      ['manager-feedbacks', 'reject', { opinion: '驳回' }],
      ['manager-feedbacks', 'close', {}],
      ['manager-feedbacks', 'sendback', { opinion: '退回', days: 3 }],
      ['operator-feedbacks', 'handle', { result: '处理' }],
    ]
    const allowed: Record<string, string[]> = {
      dispatch: ['submitted'],
      reject: ['submitted'],
      close: ['handled'],
      sendback: ['handled'],
      handle: ['dispatched'],
    }
    for (const status of ['submitted', 'dispatched', 'handled', 'closed', 'rejected']) {
      for (const [resource, action, body] of plan) {
        if (allowed[action].includes(status)) continue
        const row = await s.server.db
          .selectFrom('feedbacks')
          .selectAll()
          .where('status', '=', status)
          .where('operatorId', '=', DEMO)
          .executeTakeFirst()
        if (!row) continue
        // The operator's screen lists only what reached it.
        if (resource === 'operator-feedbacks' && ['submitted', 'rejected'].includes(status)) continue
        const client = resource === 'operator-feedbacks' ? s.operator : s.admin
        const steps = await stepCount(row.feedbackId)
        const answer = await client.post(`/feedback/${resource}/${row.feedbackId}/${action}`, body)
        expect(answer.code, `${action} from ${status}`).toBe(409)
        expect((await item(row.feedbackId)).version).toBe(row.version)
        expect(await stepCount(row.feedbackId)).toBe(steps)
      }
    }
    const id = await submit(station.stationId)
    // A step on the wrong screen, and a stale version.
    expect((await s.admin.post(`/feedback/operator-feedbacks/${id}/dispatch`, { days: 1 })).code).toBe(400)
    // Names every plain object answers to are no actions (issue 38, item 12: they were HTTP 500).
    for (const action of ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty']) {
      const answer = await s.admin.post(`/feedback/manager-feedbacks/${id}/${action}`, { days: 1 })
      expect(answer).toMatchObject({ code: 400, data: { action: '该页面不支持此操作' } })
    }
    expect(
      (await s.admin.post(`/feedback/manager-feedbacks/${id}/dispatch`, { days: 1, version: 9 })).code,
    ).toBe(409)
  })
})
