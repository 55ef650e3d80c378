/**
 * The feedback flow (issue 18): every transition allowed from its status and refused (409,
 * nothing written) from the others, deadlines in working days and overdue on the server's
 * clock, pictures' type and size, the operator's company scope, and feedbackCount in user_info.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setClockOffsetMs, today } from '../../server/src/clock/clock'
import { addWorkingDays } from '../../server/src/clock/working-days'
import { png } from '../../server/src/db/seed/documents'
import { FEEDBACK_STATUS } from '../../src/core/domain/enums'
import { type ApiClient, bootServer, DIALECTS, PASSWORDS, type TestServer } from './helpers'

const DAY = 86_400_000
const DEMO = '687651396'

describe.each(DIALECTS)('feedback flow on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  let operator: ApiClient
  let tianjin: ApiClient

  beforeAll(async () => {
    server = await bootServer(dialect)
    admin = await server.client().signIn('admin', PASSWORDS.admin)
    operator = await server.client().signIn('operator', PASSWORDS.operator)
    tianjin = await server.client().signIn('tianjin', PASSWORDS.tianjin)
  })
  afterAll(() => server?.close())
  afterEach(() => setClockOffsetMs(0))

  const item = (id: string) =>
    server.db.selectFrom('feedbacks').selectAll().where('feedbackId', '=', id).executeTakeFirstOrThrow()
  const stepCount = async (id: string) =>
    (await server.db.selectFrom('feedback_steps').select('id').where('feedbackId', '=', id).execute()).length
  const count = async (client: ApiClient) => (await client.get('/user_info')).data.feedbackCount as number
  const upload = (client: ApiClient, name: string, bytes: Uint8Array, type = 'image/png') => {
    const form = new FormData()
    form.append('file', new File([new Uint8Array(bytes)], name, { type }))
    return client.post('/feedback/pictures', form)
  }
  const demoStation = () =>
    server.db
      .selectFrom('stations')
      .select(['stationId', 'operatorId'])
      .where('operatorId', '=', DEMO)
      .orderBy('stationId')
      .executeTakeFirstOrThrow()
  const submit = async (stationId: string) => {
    const answer = await admin.post('/feedback/staff-feedbacks', {
      type: 'device',
      stationId,
      description: '充电桩屏幕黑屏',
    })
    expect(answer.code, answer.msg).toBe(200)
    return answer.data.feedbackId as string
  }

  it('seeds every status, histories ending at the status, and the operator waiting items', async () => {
    const items = await server.db.selectFrom('feedbacks').selectAll().execute()
    for (const status of FEEDBACK_STATUS)
      expect(
        items.some((row) => row.status === status.value),
        status.value,
      ).toBe(true)
    const steps = await server.db.selectFrom('feedback_steps').selectAll().orderBy('id').execute()
    for (const row of items) {
      const own = steps.filter((step) => step.feedbackId === row.feedbackId)
      expect(own.at(-1)?.toStatus).toBe(row.status)
      expect(row.version).toBe(own.length)
    }
    const waiting = items.filter((row) => row.operatorId === DEMO && row.status === 'dispatched').length
    expect(waiting).toBeGreaterThan(0)
    expect(await count(operator)).toBe(waiting)
    expect(await count(admin)).toBe(0)
    // One of 特来电's waiting items is overdue, and the lists say so.
    const list = await operator.get('/feedback/operator-feedbacks', { query: { overdue: '1', pageSize: 50 } })
    expect(list.data.list.length).toBeGreaterThan(0)
    for (const row of list.data.list) expect(row.overdue).toBe(1)
  })

  it('runs submit → dispatch → handle → close with pictures, deadline and counts', async () => {
    const station = await demoStation()
    const before = await count(operator)
    const picture = await upload(admin, '现场.png', png(3))
    expect(picture.code, picture.msg).toBe(200)
    const created = await admin.post('/feedback/staff-feedbacks', {
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

    const dispatched = await admin.post(`/feedback/manager-feedbacks/${id}/dispatch`, { days: 3 })
    expect(dispatched.code, dispatched.msg).toBe(200)
    expect(dispatched.data.status).toBe('dispatched')
    expect(dispatched.data.deadline).toBe(await addWorkingDays(server.db, today(), 3))
    expect(await count(operator)).toBe(before + 1)

    // The operator's own picture; the staff's picture is visible to the operator through the item.
    expect(picture.data.previewUrl).toBe(`/api/feedback/pictures/${picture.data.id}/preview`)
    const preview = await operator.fetch(picture.data.previewUrl)
    expect(preview.status).toBe(200)
    expect(preview.headers.get('content-type')).toBe('image/png')
    const result = await upload(operator, '修复后.png', png(4))
    const handled = await operator.post(`/feedback/operator-feedbacks/${id}/handle`, {
      result: '已更换枪头',
      pictureIds: [result.data.id],
    })
    expect(handled.code, handled.msg).toBe(200)
    expect(handled.data).toMatchObject({ status: 'handled', result: '已更换枪头', overdue: 0 })
    expect(handled.data.resultPictures).toHaveLength(1)
    expect(await count(operator)).toBe(before)

    const closed = await admin.post(`/feedback/manager-feedbacks/${id}/close`, { opinion: '已核实' })
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
    const noOpinion = await admin.post(`/feedback/manager-feedbacks/${id}/reject`, {})
    expect(noOpinion.code).toBe(400)
    expect(noOpinion.msg).toContain('请填写驳回意见')
    expect((await item(id)).status).toBe('submitted')
    await admin.post(`/feedback/manager-feedbacks/${id}/dispatch`, { days: 2 })
    await operator.post(`/feedback/operator-feedbacks/${id}/handle`, { result: '已处理' })
    const back = await admin.post(`/feedback/manager-feedbacks/${id}/sendback`, {
      opinion: '未彻底解决',
      days: 5,
    })
    expect(back.code, back.msg).toBe(200)
    expect(back.data).toMatchObject({ status: 'dispatched', limitDays: 5, opinion: '未彻底解决' })
    expect(back.data.deadline).toBe(await addWorkingDays(server.db, today(), 5))

    const other = await submit(station.stationId)
    const rejected = await admin.post(`/feedback/manager-feedbacks/${other}/reject`, { opinion: '重复反馈' })
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
        const row = await server.db
          .selectFrom('feedbacks')
          .selectAll()
          .where('status', '=', status)
          .where('operatorId', '=', DEMO)
          .executeTakeFirst()
        if (!row) continue
        // The operator's screen lists only what reached it.
        if (resource === 'operator-feedbacks' && ['submitted', 'rejected'].includes(status)) continue
        const client = resource === 'operator-feedbacks' ? operator : admin
        const steps = await stepCount(row.feedbackId)
        const answer = await client.post(`/feedback/${resource}/${row.feedbackId}/${action}`, body)
        expect(answer.code, `${action} from ${status}`).toBe(409)
        expect((await item(row.feedbackId)).version).toBe(row.version)
        expect(await stepCount(row.feedbackId)).toBe(steps)
      }
    }
    const id = await submit(station.stationId)
    // A step on the wrong screen, and a stale version.
    expect((await admin.post(`/feedback/operator-feedbacks/${id}/dispatch`, { days: 1 })).code).toBe(400)
    // Names every plain object answers to are no actions (issue 38, item 12: they were HTTP 500).
    for (const action of ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty']) {
      const answer = await admin.post(`/feedback/manager-feedbacks/${id}/${action}`, { days: 1 })
      expect(answer).toMatchObject({ code: 400, data: { action: '该页面不支持此操作' } })
    }
    expect(
      (await admin.post(`/feedback/manager-feedbacks/${id}/dispatch`, { days: 1, version: 9 })).code,
    ).toBe(409)
  })

  it('refuses bad input with the field named and nothing written', async () => {
    const station = await demoStation()
    const id = await submit(station.stationId)
    for (const days of [0, 31, 'x']) {
      const answer = await admin.post(`/feedback/manager-feedbacks/${id}/dispatch`, { days })
      expect(answer.code).toBe(400)
      expect(answer.msg).toMatch(/处理时限/)
    }
    expect((await admin.post(`/feedback/manager-feedbacks/${id}/dispatch`, {})).msg).toContain(
      '请输入处理时限',
    )
    expect((await item(id)).status).toBe('submitted')
    const noStation = await admin.post('/feedback/staff-feedbacks', {
      type: 'device',
      stationId: 'NOPE',
      description: 'x',
    })
    expect(noStation.code).toBe(400)
    expect(noStation.msg).toContain('充电站不存在')
    const badType = await admin.post('/feedback/staff-feedbacks', {
      type: 'x',
      stationId: station.stationId,
      description: 'x',
    })
    expect(badType.code).toBe(400)
    const gif = await upload(admin, 'a.gif', new Uint8Array([71, 73, 70, 56, 57, 97]), 'image/gif')
    expect(gif.code).toBe(400)
    expect(gif.msg).toContain('只支持 jpg、png')
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(png(1).subarray(0, 8))
    const tooBig = await upload(admin, 'big.png', big)
    expect(tooBig.code).toBe(400)
    expect(tooBig.msg).toContain('5MB')
    const fake = await upload(admin, 'fake.png', new TextEncoder().encode('not a picture'))
    expect(fake.code).toBe(400)
    const files = await server.db
      .selectFrom('application_files')
      .select('id')
      .where('fileName', 'in', ['a.gif', 'big.png', 'fake.png'])
      .execute()
    expect(files).toHaveLength(0)
    // Someone else's unused picture cannot be attached.
    const mine = await upload(operator, 'op.png', png(2))
    const stolen = await admin.post('/feedback/staff-feedbacks', {
      type: 'device',
      stationId: station.stationId,
      description: 'x',
      pictureIds: [mine.data.id],
    })
    expect(stolen.code).toBe(400)
    expect(stolen.msg).toContain('图片不存在或不可使用')
  })

  it('keeps the operator to its own company, and the city user to its area', async () => {
    const other = await server.db
      .selectFrom('feedbacks')
      .selectAll()
      .where('operatorId', '<>', DEMO)
      .where('status', '=', 'dispatched')
      .executeTakeFirstOrThrow()
    const answer = await operator.post(`/feedback/operator-feedbacks/${other.feedbackId}/handle`, {
      result: '越权',
    })
    expect(answer.code).toBe(400)
    expect(answer.msg).toContain('反馈不存在或无权查看')
    expect((await item(other.feedbackId)).version).toBe(other.version)
    const list = await operator.get('/feedback/operator-feedbacks', { query: { pageSize: 100 } })
    expect(list.data.list.length).toBeGreaterThan(0)
    for (const row of list.data.list) expect(row.operatorId).toBe(DEMO)
    // The operator holds no manager page.
    expect((await operator.post(`/feedback/manager-feedbacks/${other.feedbackId}/close`, {})).code).toBe(403)
    expect((await operator.get('/feedback/manager-feedbacks')).code).toBe(403)
    // tianjin sees Tianjin's items only, and may not handle (the operator's step).
    const city = await tianjin.get('/feedback/manager-feedbacks', { query: { pageSize: 100 } })
    expect(city.data.list.length).toBeGreaterThan(0)
    for (const row of city.data.list) expect(row.areaCode).toMatch(/^1201/)
    expect(
      (await tianjin.post(`/feedback/operator-feedbacks/${other.feedbackId}/handle`, { result: 'x' })).code,
    ).toBe(403)
  })

  it('flags overdue on the server clock, and handling late stays flagged', async () => {
    const station = await demoStation()
    const id = await submit(station.stationId)
    const dispatched = await admin.post(`/feedback/manager-feedbacks/${id}/dispatch`, { days: 1 })
    const deadline = dispatched.data.deadline as string
    const detail = () => admin.get(`/feedback/manager-feedbacks/${id}`)
    expect((await detail()).data.overdue).toBe(0)
    // The deadline day itself is still in time; the day after is overdue.
    setClockOffsetMs(Date.parse(`${deadline}T12:00:00+08:00`) - Date.now())
    expect((await detail()).data.overdue).toBe(0)
    setClockOffsetMs(Date.parse(`${deadline}T12:00:00+08:00`) + DAY - Date.now())
    expect((await detail()).data.overdue).toBe(1)
    const flagged = await admin.get('/feedback/manager-feedbacks', {
      query: { overdue: '1', feedbackId: id },
    })
    expect(flagged.data.list.map((row: { feedbackId: string }) => row.feedbackId)).toEqual([id])
    const handled = await operator.post(`/feedback/operator-feedbacks/${id}/handle`, { result: '迟到的处理' })
    expect(handled.data).toMatchObject({ status: 'handled', overdue: 1, handledLate: 1 })
    setClockOffsetMs(0)
    expect((await detail()).data.overdue).toBe(1)
  })
})
