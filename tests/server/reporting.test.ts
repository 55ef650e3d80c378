/**
 * 填报管理 (issue 17: reporting-manager): tasks 草稿 → 已下发 → 已截止 (server clock) / 已撤回 and
 * each step refused (409, nothing written) from the other statuses; reports 提交 → 通过 | 退回 →
 * 重新提交 on the workflow engine; bad input 400 naming the field with nothing written. Data
 * scope and 逾期 are in reporting-scope.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { DEMO_OPERATOR_ID } from '../../server/src/db/seed/operators'
import { setClockOffsetMs, today } from '../../server/src/kernel/clock'
import { addCalendarDays } from '../../server/src/kernel/working-days'
import { REPORT_STATUS, REPORT_TASK_STATUS } from '../../src/core/domain/enums-reporting'
import { DIALECTS } from './helpers'
import { BASE, reportingHelpers } from './reporting-helpers'
import { signedIn } from './signed-in'

describe.each(DIALECTS)('reporting-manager on %s', (dialect) => {
  const session = signedIn(dialect, ['admin', 'operator', 'tianjin'], {}, () => setClockOffsetMs(0))
  const { server, admin, operator, tianjin } = session
  const { count, taskBody, task, createIssued, targetOf, submit, examine } = reportingHelpers(session)

  it('seeds tasks in every status and reports in every state, the progress counting them', async () => {
    const tasks = await server.db.selectFrom('reporting_tasks').selectAll().execute()
    for (const status of REPORT_TASK_STATUS)
      expect(
        tasks.some((row) => row.status === status.value),
        status.value,
      ).toBe(true)
    const targets = await server.db.selectFrom('reporting_targets').selectAll().execute()
    for (const status of REPORT_STATUS)
      expect(
        targets.some((row) => row.status === status.value),
        status.value,
      ).toBe(true)
    for (const row of tasks.filter((item) => item.status !== 'draft')) {
      const own = targets.filter((item) => item.taskId === row.id)
      expect(row.targetCount).toBe(own.length)
      expect(row.submittedCount).toBe(
        own.filter((item) => ['pending', 'approved'].includes(item.status)).length,
      )
      expect(row.createTime < (row.issueTime ?? '')).toBe(true)
      for (const item of own) if (item.submitTime) expect(item.submitTime > (row.issueTime ?? '')).toBe(true)
    }
    const late = await admin.get(`${BASE}/reporting-targets`, { query: { overdue: 1, pageSize: 100 } })
    expect(late.code, late.msg).toBe(200)
    expect(late.data.list.length).toBeGreaterThan(0)
    for (const row of late.data.list) expect(row.overdue).toBe(1)
    const list = await admin.get(`${BASE}/reporting-tasks`, { query: { pageSize: 50 } })
    const closed = list.data.list.find((row: { status: string }) => row.status === 'closed')
    expect(closed.overdueCount).toBeGreaterThan(0)
    expect(closed.progress).toBe(
      `已提交 ${closed.submittedCount} / 应提交 ${closed.targetCount}，逾期 ${closed.overdueCount}`,
    )
  })

  it('refuses bad tasks at the field and writes nothing', async () => {
    const before = [await count('reporting_tasks'), await count('reporting_targets')]
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ kind: 'weekly' }, 'kind'],
      [{ deadline: '2026-02-30' }, 'deadline'],
      [{ deadline: addCalendarDays(today(), -1) }, 'deadline'],
      [{ operatorIds: [] }, 'operatorIds'],
      [{ operatorIds: ['ZZZZZZZZZ'] }, 'operatorIds'],
      [{ scope: 'some' }, 'scope'],
      [{ templateFileId: 999999 }, 'templateFileId'],
    ]
    for (const [more, fieldName] of cases) {
      const answer = await admin.post(`${BASE}/reporting-tasks`, taskBody(more))
      expect(answer.code, JSON.stringify(more)).toBe(400)
      expect(answer.data, JSON.stringify(more)).toHaveProperty(fieldName)
      expect(/[\u4e00-\u9fa5]/.test(String(answer.data[fieldName]))).toBe(true)
    }
    const outside = await tianjin.post(`${BASE}/reporting-tasks`, taskBody({ areaCode: '130100' }))
    expect(outside.code).toBe(400)
    expect(outside.data).toHaveProperty('areaCode')
    expect((await operator.post(`${BASE}/reporting-tasks`, taskBody())).code).toBe(403)
    expect([await count('reporting_tasks'), await count('reporting_targets')]).toEqual(before)
  })

  it('allows each task step from its status only; a refused step writes nothing', async () => {
    const journal = await count('journal')
    const created = await admin.post(`${BASE}/reporting-tasks`, taskBody({ scope: 'all', operatorIds: [] }))
    expect(created.code, created.msg).toBe(200)
    const id = created.data.id
    expect(created.data.status).toBe('draft')
    expect(await count('journal')).toBeGreaterThan(journal)
    // 草稿: change, delete, issue; not withdraw.
    expect((await admin.post(`${BASE}/reporting-tasks/${id}/withdraw`, { version: 1 })).code).toBe(409)
    const changed = await admin.post(`${BASE}/reporting-tasks/${id}`, {
      ...taskBody({ scope: 'all' }),
      version: 1,
    })
    expect(changed.code, changed.msg).toBe(200)
    expect((await admin.post(`${BASE}/reporting-tasks/${id}/issue`, { version: 1 })).code).toBe(409)
    const issued = await admin.post(`${BASE}/reporting-tasks/${id}/issue`, { version: 2 })
    expect(issued.code, issued.msg).toBe(200)
    expect(issued.data.targetCount).toBeGreaterThan(2)
    // 已下发: no change, no delete, no second issue.
    const frozen = await task(id)
    for (const [path, body] of [
      [`${id}`, { ...taskBody(), version: 3 }],
      [`${id}/delete`, { version: 3 }],
      [`${id}/issue`, { version: 3 }],
      [`${id}/frobnicate`, { version: 3 }],
    ] as const) {
      const answer = await admin.post(`${BASE}/reporting-tasks/${path}`, body)
      expect(answer.code, path).toBe(path.endsWith('frobnicate') ? 400 : 409)
    }
    expect(await task(id)).toEqual(frozen)
    const withdrawn = await admin.post(`${BASE}/reporting-tasks/${id}/withdraw`, { version: 3 })
    expect(withdrawn.data.status).toBe('withdrawn')
    expect((await admin.post(`${BASE}/reporting-tasks/${id}/withdraw`, { version: 4 })).code).toBe(409)
    const target = await targetOf(id, DEMO_OPERATOR_ID)
    expect((await submit(target.id)).code).toBe(409)
    // A draft can be deleted, with its targets.
    const draft = await admin.post(`${BASE}/reporting-tasks`, taskBody())
    expect((await admin.post(`${BASE}/reporting-tasks/${draft.data.id}/delete`, { version: 1 })).code).toBe(
      200,
    )
    expect(
      await server.db
        .selectFrom('reporting_targets')
        .select('id')
        .where('taskId', '=', draft.data.id)
        .execute(),
    ).toEqual([])
  })

  it('runs a report through 提交, 退回, 重新提交 and 通过, refusing each step elsewhere', async () => {
    const { id } = await createIssued()
    const target = await targetOf(id, DEMO_OPERATOR_ID)
    expect(target.status).toBe('missing')
    // The task is the operator's to-do until it reports (issue 41).
    const taskTodo = async () =>
      (
        await server.db
          .selectFrom('messages as m')
          .innerJoin('users as u', 'u.id', 'm.userId')
          .select('m.done')
          .where('u.username', '=', 'operator')
          .where('m.flow', '=', 'reporting-task')
          .where('m.subjectId', '=', String(id))
          .where('m.type', '=', 'todo')
          .executeTakeFirstOrThrow()
      ).done
    expect(await taskTodo()).toBe(0)
    const none = await operator.post(`${BASE}/reporting-targets/${target.id}/submit`, { remark: '无附件' })
    expect(none.code).toBe(400)
    expect(none.data).toHaveProperty('attachmentIds')
    expect((await examine(admin, target.id, 'approve')).code).toBe(409)
    const first = await submit(target.id)
    expect(first.code, first.msg).toBe(200)
    expect(first.data.status).toBe('pending')
    expect(first.data.application.attachments).toHaveLength(1)
    expect(await taskTodo()).toBe(1)
    // Before the deadline the operator may replace its report.
    const again = await submit(target.id)
    expect(again.code, again.msg).toBe(200)
    expect((await task(id)).submittedCount).toBe(1)
    const noOpinion = await examine(admin, target.id, 'return')
    expect(noOpinion.code).toBe(400)
    expect(noOpinion.data).toHaveProperty('opinion')
    const returned = await examine(admin, target.id, 'return', '缺少盖章扫描件')
    expect(returned.data.status).toBe('rejected')
    expect(returned.data.opinion).toBe('缺少盖章扫描件')
    expect((await task(id)).submittedCount).toBe(0)
    expect((await examine(admin, target.id, 'approve')).code).toBe(409)
    const resubmitted = await submit(target.id)
    expect(resubmitted.data.status).toBe('pending')
    const approved = await examine(admin, target.id, 'approve', '通过')
    expect(approved.data.status).toBe('approved')
    const frozen = await targetOf(id, DEMO_OPERATOR_ID)
    expect((await submit(target.id)).code).toBe(409)
    expect((await examine(admin, target.id, 'return', '再退回')).code).toBe(409)
    expect(await targetOf(id, DEMO_OPERATOR_ID)).toEqual(frozen)
    const actions = approved.data.application.history.map((step: { action: string }) => step.action)
    expect(actions).toEqual(['create', 'submit', 'save', 'resubmit', 'return', 'save', 'resubmit', 'approve'])
    // A stale version is refused.
    const other = await targetOf(id, 'MA01R8XN5')
    expect(other.status).toBe('missing')
  })
})
