/**
 * The feedback flow's rules (issue 18): bad input refused with the field named and nothing
 * written (pictures' type and size), the operator's company scope and the city user's area, and
 * deadlines in working days with overdue on the server's clock.
 */
import { describe, expect, it } from 'vitest'
import { png } from '../../server/src/db/seed/documents'
import { setClockOffsetMs } from '../../server/src/kernel/clock'
import { DAY, DEMO, feedbackSession } from './feedback-helpers'
import { DIALECTS } from './helpers'

describe.each(DIALECTS)('feedback rules on %s', (dialect) => {
  const { s, item, upload, demoStation, submit } = feedbackSession(dialect)

  it('refuses bad input with the field named and nothing written', async () => {
    const station = await demoStation()
    const id = await submit(station.stationId)
    for (const days of [0, 31, 'x']) {
      const answer = await s.admin.post(`/feedback/manager-feedbacks/${id}/dispatch`, { days })
      expect(answer.code).toBe(400)
      expect(answer.msg).toMatch(/处理时限/)
    }
    expect((await s.admin.post(`/feedback/manager-feedbacks/${id}/dispatch`, {})).msg).toContain(
      '请输入处理时限',
    )
    expect((await item(id)).status).toBe('submitted')
    const noStation = await s.admin.post('/feedback/staff-feedbacks', {
      type: 'device',
      stationId: 'NOPE',
      description: 'x',
    })
    expect(noStation.code).toBe(400)
    expect(noStation.msg).toContain('充电站不存在')
    const badType = await s.admin.post('/feedback/staff-feedbacks', {
      type: 'x',
      stationId: station.stationId,
      description: 'x',
    })
    expect(badType.code).toBe(400)
    const gif = await upload(s.admin, 'a.gif', new Uint8Array([71, 73, 70, 56, 57, 97]), 'image/gif')
    expect(gif.code).toBe(400)
    expect(gif.msg).toContain('只支持 jpg、png')
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(png(1).subarray(0, 8))
    const tooBig = await upload(s.admin, 'big.png', big)
    expect(tooBig.code).toBe(400)
    expect(tooBig.msg).toContain('5MB')
    const fake = await upload(s.admin, 'fake.png', new TextEncoder().encode('not a picture'))
    expect(fake.code).toBe(400)
    const files = await s.server.db
      .selectFrom('application_files')
      .select('id')
      .where('fileName', 'in', ['a.gif', 'big.png', 'fake.png'])
      .execute()
    expect(files).toHaveLength(0)
    // Someone else's unused picture cannot be attached.
    const mine = await upload(s.operator, 'op.png', png(2))
    const stolen = await s.admin.post('/feedback/staff-feedbacks', {
      type: 'device',
      stationId: station.stationId,
      description: 'x',
      pictureIds: [mine.data.id],
    })
    expect(stolen.code).toBe(400)
    expect(stolen.msg).toContain('图片不存在或不可使用')
  })

  it('keeps the operator to its own company, and the city user to its area', async () => {
    const other = await s.server.db
      .selectFrom('feedbacks')
      .selectAll()
      .where('operatorId', '<>', DEMO)
      .where('status', '=', 'dispatched')
      .executeTakeFirstOrThrow()
    const answer = await s.operator.post(`/feedback/operator-feedbacks/${other.feedbackId}/handle`, {
      result: '越权',
    })
    expect(answer.code).toBe(400)
    expect(answer.msg).toContain('反馈不存在或无权查看')
    expect((await item(other.feedbackId)).version).toBe(other.version)
    const list = await s.operator.get('/feedback/operator-feedbacks', { query: { pageSize: 100 } })
    expect(list.data.list.length).toBeGreaterThan(0)
    for (const row of list.data.list) expect(row.operatorId).toBe(DEMO)
    // The operator holds no manager page.
    expect((await s.operator.post(`/feedback/manager-feedbacks/${other.feedbackId}/close`, {})).code).toBe(
      403,
    )
    expect((await s.operator.get('/feedback/manager-feedbacks')).code).toBe(403)
    // tianjin sees Tianjin's items only, and may not handle (the operator's step).
    const city = await s.tianjin.get('/feedback/manager-feedbacks', { query: { pageSize: 100 } })
    expect(city.data.list.length).toBeGreaterThan(0)
    for (const row of city.data.list) expect(row.areaCode).toMatch(/^1201/)
    expect(
      (await s.tianjin.post(`/feedback/operator-feedbacks/${other.feedbackId}/handle`, { result: 'x' })).code,
    ).toBe(403)
  })

  it('flags overdue on the server clock, and handling late stays flagged', async () => {
    const station = await demoStation()
    const id = await submit(station.stationId)
    const dispatched = await s.admin.post(`/feedback/manager-feedbacks/${id}/dispatch`, { days: 1 })
    const deadline = dispatched.data.deadline as string
    const detail = () => s.admin.get(`/feedback/manager-feedbacks/${id}`)
    expect((await detail()).data.overdue).toBe(0)
    // The deadline day itself is still in time; the day after is overdue.
    setClockOffsetMs(Date.parse(`${deadline}T12:00:00+08:00`) - Date.now())
    expect((await detail()).data.overdue).toBe(0)
    setClockOffsetMs(Date.parse(`${deadline}T12:00:00+08:00`) + DAY - Date.now())
    expect((await detail()).data.overdue).toBe(1)
    const flagged = await s.admin.get('/feedback/manager-feedbacks', {
      query: { overdue: '1', feedbackId: id },
    })
    expect(flagged.data.list.map((row: { feedbackId: string }) => row.feedbackId)).toEqual([id])
    const handled = await s.operator.post(`/feedback/operator-feedbacks/${id}/handle`, {
      result: '迟到的处理',
    })
    expect(handled.data).toMatchObject({ status: 'handled', overdue: 1, handledLate: 1 })
    setClockOffsetMs(0)
    expect((await detail()).data.overdue).toBe(1)
  })
})
