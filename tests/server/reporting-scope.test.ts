/**
 * 填报管理 (issue 17: reporting-manager), who sees what and when: data scope (admin all, tianjin
 * its area, operator its company), 逾期 with the clock moved, the export of the reports a user
 * sees and the operators a task may address.
 */
import { describe, expect, it } from 'vitest'
import { DEMO_OPERATOR_ID } from '../../server/src/db/seed/operators'
import { setClockOffsetMs, today } from '../../server/src/kernel/clock'
import { addCalendarDays } from '../../server/src/kernel/working-days'
import { finished } from './export-helpers'
import { DIALECTS, serverWith } from './helpers'
import { BASE, reportingHelpers } from './reporting-helpers'

describe.each(DIALECTS)('reporting-manager on %s', (dialect) => {
  const session = serverWith(dialect, ['admin', 'operator', 'tianjin'], () => setClockOffsetMs(0))
  const { taskBody, createIssued, targetOf, submit, examine } = reportingHelpers(session)

  it('keeps each user to its scope; another company answers like nothing', async () => {
    const { id } = await createIssued()
    const others = await targetOf(id, 'MA01R8XN5')
    expect((await session.operator.get(`${BASE}/reporting-targets/${others.id}`)).code).toBe(400)
    expect((await submit(others.id)).code).toBe(400)
    const own = await session.operator.get(`${BASE}/reporting-targets`, { query: { pageSize: 100 } })
    expect(own.code, own.msg).toBe(200)
    for (const row of own.data.list) expect(row.operatorId).toBe(DEMO_OPERATOR_ID)
    // Its own company's tasks it sees, with its own company only among the addressed.
    const task = await session.operator.get(`${BASE}/reporting-tasks/${id}`)
    expect(task.code, task.msg).toBe(200)
    expect(task.data.operatorIds).toEqual([DEMO_OPERATOR_ID])
    // A Hebei draft (addressed to no one yet): tianjin and the operator see nothing of it.
    const hebei = await session.admin.post(
      `${BASE}/reporting-tasks`,
      taskBody({ areaCode: '130000', scope: 'all', operatorIds: [] }),
    )
    expect(hebei.code, hebei.msg).toBe(200)
    expect((await session.tianjin.get(`${BASE}/reporting-tasks/${hebei.data.id}`)).code).toBe(400)
    expect((await session.operator.get(`${BASE}/reporting-tasks/${hebei.data.id}`)).code).toBe(400)
    const seen = await session.tianjin.get(`${BASE}/reporting-tasks`, { query: { pageSize: 100 } })
    expect(seen.data.list.map((row: { id: number }) => row.id)).not.toContain(hebei.data.id)
    expect(
      (await session.tianjin.post(`${BASE}/reporting-tasks/${hebei.data.id}/issue`, { version: 1 })).code,
    ).toBe(400)
    // The seeded Hebei task addresses operators with Tianjin stations too: still Hebei's, not
    // tianjin's to see or run.
    const seeded = await session.server.db
      .selectFrom('reporting_tasks')
      .selectAll()
      .where('areaCode', '=', '130000')
      .where('creatorId', '<>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    expect((await session.tianjin.get(`${BASE}/reporting-tasks/${seeded.id}`)).code).toBe(400)
    expect(
      (
        await session.tianjin.post(`${BASE}/reporting-tasks/${seeded.id}/withdraw`, {
          version: seeded.version,
        })
      ).code,
    ).not.toBe(200)
    // A task of Tianjin as a whole (120000) addressing operators with stations in the city is the
    // city's to see, not to run.
    const whole = await createIssued({ areaCode: '120000' })
    expect((await session.tianjin.get(`${BASE}/reporting-tasks/${whole.id}`)).code).toBe(200)
    // Its own area's tasks: tianjin creates, issues and examines.
    const mine = await session.tianjin.post(`${BASE}/reporting-tasks`, taskBody())
    expect(mine.code, mine.msg).toBe(200)
    expect(
      (await session.tianjin.post(`${BASE}/reporting-tasks/${mine.data.id}/issue`, { version: 1 })).code,
    ).toBe(200)
    const target = await targetOf(mine.data.id, DEMO_OPERATOR_ID)
    expect((await submit(target.id)).code).toBe(200)
    expect((await examine(session.tianjin, target.id, 'approve')).data.status).toBe('approved')
    // Templates: the operator reads those of the tasks addressed to it, not of a draft.
    const templates = await session.server.db
      .selectFrom('reporting_tasks')
      .select(['status', 'templateFileId', 'areaCode'])
      .where('templateFileId', 'is not', null)
      .execute()
    const issuedTemplate = templates.find((row) => row.status === 'issued' && row.areaCode === '120100')
    const draftTemplate = templates.find((row) => row.status === 'draft')
    expect(
      (await session.operator.fetch(`${BASE}/attachments/${issuedTemplate?.templateFileId}/download`)).status,
    ).toBe(200)
    expect(
      (await session.operator.get(`${BASE}/attachments/${draftTemplate?.templateFileId}/download`)).code,
    ).toBe(400)
    // Files: the report's attachment is not another company's to read.
    const detail = await session.admin.get(`${BASE}/reporting-targets/${target.id}`)
    const url = detail.data.application.attachments[0].downloadUrl as string
    expect((await session.admin.fetch(url)).status).toBe(200)
    expect((await session.tianjin.fetch(url)).status).toBe(200)
  })

  it('flags 逾期 by the server clock: missing after the deadline, or submitted after it', async () => {
    const { id } = await createIssued({ deadline: addCalendarDays(today(), 1) })
    const own = await targetOf(id, DEMO_OPERATOR_ID)
    const other = await targetOf(id, 'MA01R8XN5')
    expect((await submit(own.id)).code).toBe(200)
    const before = await session.admin.get(`${BASE}/reporting-targets/${other.id}`)
    expect(before.data.overdue).toBe(0)
    try {
      setClockOffsetMs(3 * 86_400_000)
      const after = await session.admin.get(`${BASE}/reporting-targets/${other.id}`)
      expect(after.data.overdue).toBe(1)
      expect(after.data.taskStatus).toBe('closed')
      expect((await session.admin.get(`${BASE}/reporting-targets/${own.id}`)).data.overdue).toBe(0)
      const detail = await session.admin.get(`${BASE}/reporting-tasks/${id}`)
      expect(detail.data.status).toBe('closed')
      expect(detail.data.progress).toBe('已提交 1 / 应提交 2，逾期 1')
      // After the deadline: no new report, no replacement; a returned one may come back, late.
      expect((await submit(own.id)).code).toBe(409)
      expect((await examine(session.admin, own.id, 'return', '数据不完整')).code).toBe(200)
      const late = await submit(own.id)
      expect(late.code, late.msg).toBe(200)
      expect(late.data.overdue).toBe(1)
      const flagged = await session.admin.get(`${BASE}/reporting-targets`, {
        query: { taskId: id, overdue: 1 },
      })
      expect(flagged.data.list.map((row: { operatorId: string }) => row.operatorId).sort()).toEqual(
        [DEMO_OPERATOR_ID, 'MA01R8XN5'].sort(),
      )
      expect((await session.admin.get(`${BASE}/reporting-tasks/${id}`)).data.progress).toBe(
        '已提交 1 / 应提交 2，逾期 2',
      )
    } finally {
      setClockOffsetMs(0)
    }
  })

  it('closes a task’s 填报 to-dos for everyone who held them when its deadline closes it', async () => {
    const { id } = await createIssued({ deadline: addCalendarDays(today(), 1) })
    const open = () =>
      session.server.db
        .selectFrom('messages')
        .select('userId')
        .where('flow', '=', 'reporting-task')
        .where('subjectId', '=', String(id))
        .where('type', '=', 'todo')
        .where('done', '=', 0)
        .execute()
    expect((await open()).length).toBeGreaterThan(0)
    try {
      setClockOffsetMs(3 * 86_400_000)
      // Any call of reporting-manager closes the due tasks first.
      expect((await session.operator.get(`${BASE}/reporting-tasks/${id}`)).data.status).toBe('closed')
      expect(await open()).toEqual([])
    } finally {
      setClockOffsetMs(0)
    }
  })

  it('exports the reports a user sees, 逾期 filter included', async () => {
    const list = await session.tianjin.get(`${BASE}/reporting-targets`, { query: { overdue: 1 } })
    expect(list.data.total).toBeGreaterThan(0)
    const started = await session.tianjin.post(`${BASE}/reporting-targets/export`, { overdue: '1' })
    expect(started.code, started.msg).toBe(200)
    // The job runs in the export worker; its progress is polled as the console does.
    const job = await finished(session.tianjin, started.data.id)
    expect(job).toMatchObject({ status: 'done', rows: list.data.total })
  })

  it('answers the operators a task may address, within the caller scope', async () => {
    const answer = await session.tianjin.get(`${BASE}/reporting-operators`)
    expect(answer.code, answer.msg).toBe(200)
    const ids = answer.data.map((row: { operatorId: string }) => row.operatorId)
    expect(ids).toContain(DEMO_OPERATOR_ID)
    expect(
      (await session.tianjin.get(`${BASE}/reporting-operators`, { query: { areaCode: '130000' } })).code,
    ).toBe(400)
  })
})
