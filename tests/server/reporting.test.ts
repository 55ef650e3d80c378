/**
 * 填报管理 (issue 17: reporting-manager): tasks 草稿 → 已下发 → 已截止 (server clock) / 已撤回 and
 * each step refused (409, nothing written) from the other statuses; reports 提交 → 通过 | 退回 →
 * 重新提交 on the workflow engine; bad input 400 naming the field with nothing written; data
 * scope (admin all, tianjin its area, operator its company); 逾期 with the clock moved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setClockOffsetMs, today } from '../../server/src/clock/clock'
import { addCalendarDays } from '../../server/src/data-input/working-days'
import { DEMO_OPERATOR_ID } from '../../server/src/db/seed/operators'
import { REPORT_STATUS, REPORT_TASK_STATUS } from '../../src/core/domain/enums-reporting'
import { type ApiClient, bootServer, DIALECTS, PASSWORDS, type TestServer } from './helpers'

const BASE = '/data-input'

describe.each(DIALECTS)('reporting-manager on %s', (dialect) => {
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
  afterAll(async () => {
    setClockOffsetMs(0)
    await server?.close()
  })

  const count = async (table: 'reporting_tasks' | 'reporting_targets' | 'applications' | 'journal') =>
    Number(
      (
        await server.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const taskBody = (more: Record<string, unknown> = {}) => ({
    title: `测试任务${Math.random().toString(36).slice(2, 8)}`,
    kind: 'monthly',
    description: '填报上月运营数据',
    areaCode: '120100',
    scope: 'chosen',
    operatorIds: [DEMO_OPERATOR_ID, 'MA01R8XN5'],
    deadline: addCalendarDays(today(), 5),
    ...more,
  })
  const task = async (id: number) =>
    server.db.selectFrom('reporting_tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const createIssued = async (more: Record<string, unknown> = {}) => {
    const created = await admin.post(`${BASE}/reporting-tasks`, taskBody(more))
    expect(created.code, created.msg).toBe(200)
    const issued = await admin.post(`${BASE}/reporting-tasks/${created.data.id}/issue`, { version: 1 })
    expect(issued.code, issued.msg).toBe(200)
    expect(issued.data.status).toBe('issued')
    return issued.data as { id: number; targetCount: number }
  }
  const targetOf = async (taskId: number, operatorId: string) =>
    server.db
      .selectFrom('reporting_targets')
      .selectAll()
      .where('taskId', '=', taskId)
      .where('operatorId', '=', operatorId)
      .executeTakeFirstOrThrow()
  const upload = async (client: ApiClient, name = '运营数据.pdf') => {
    const form = new FormData()
    form.append('file', new Blob([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')]), name)
    const answer = await client.post(`${BASE}/attachments`, form)
    expect(answer.code, answer.msg).toBe(200)
    return answer.data as { id: number; downloadUrl: string }
  }
  const submit = async (targetId: number, more: Record<string, unknown> = {}) => {
    const file = await upload(operator)
    return operator.post(`${BASE}/reporting-targets/${targetId}/submit`, {
      remark: '已填报',
      attachmentIds: [file.id],
      ...more,
    })
  }
  const examine = async (client: ApiClient, targetId: number, action: string, opinion?: string) => {
    const detail = await client.get(`${BASE}/reporting-targets/${targetId}`)
    expect(detail.code, detail.msg).toBe(200)
    return client.post(`${BASE}/reporting-targets/${targetId}/${action}`, {
      version: detail.data.version ?? 1,
      ...(opinion ? { opinion } : {}),
    })
  }

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
    const none = await operator.post(`${BASE}/reporting-targets/${target.id}/submit`, { remark: '无附件' })
    expect(none.code).toBe(400)
    expect(none.data).toHaveProperty('attachmentIds')
    expect((await examine(admin, target.id, 'approve')).code).toBe(409)
    const first = await submit(target.id)
    expect(first.code, first.msg).toBe(200)
    expect(first.data.status).toBe('pending')
    expect(first.data.application.attachments).toHaveLength(1)
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

  it('keeps each user to its scope; another company answers like nothing', async () => {
    const { id } = await createIssued()
    const others = await targetOf(id, 'MA01R8XN5')
    expect((await operator.get(`${BASE}/reporting-targets/${others.id}`)).code).toBe(400)
    expect((await submit(others.id)).code).toBe(400)
    const own = await operator.get(`${BASE}/reporting-targets`, { query: { pageSize: 100 } })
    expect(own.code, own.msg).toBe(200)
    for (const row of own.data.list) expect(row.operatorId).toBe(DEMO_OPERATOR_ID)
    // Its own company's tasks it sees, with its own company only among the addressed.
    const task = await operator.get(`${BASE}/reporting-tasks/${id}`)
    expect(task.code, task.msg).toBe(200)
    expect(task.data.operatorIds).toEqual([DEMO_OPERATOR_ID])
    // A Hebei draft (addressed to no one yet): tianjin and the operator see nothing of it.
    const hebei = await admin.post(
      `${BASE}/reporting-tasks`,
      taskBody({ areaCode: '130000', scope: 'all', operatorIds: [] }),
    )
    expect(hebei.code, hebei.msg).toBe(200)
    expect((await tianjin.get(`${BASE}/reporting-tasks/${hebei.data.id}`)).code).toBe(400)
    expect((await operator.get(`${BASE}/reporting-tasks/${hebei.data.id}`)).code).toBe(400)
    const seen = await tianjin.get(`${BASE}/reporting-tasks`, { query: { pageSize: 100 } })
    expect(seen.data.list.map((row: { id: number }) => row.id)).not.toContain(hebei.data.id)
    expect((await tianjin.post(`${BASE}/reporting-tasks/${hebei.data.id}/issue`, { version: 1 })).code).toBe(
      400,
    )
    // The seeded Hebei task addresses operators with Tianjin stations too: still Hebei's, not
    // tianjin's to see or run.
    const seeded = await server.db
      .selectFrom('reporting_tasks')
      .selectAll()
      .where('areaCode', '=', '130000')
      .where('creatorId', '<>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    expect((await tianjin.get(`${BASE}/reporting-tasks/${seeded.id}`)).code).toBe(400)
    expect(
      (await tianjin.post(`${BASE}/reporting-tasks/${seeded.id}/withdraw`, { version: seeded.version })).code,
    ).not.toBe(200)
    // A task of Tianjin as a whole (120000) addressing operators with stations in the city is the
    // city's to see, not to run.
    const whole = await createIssued({ areaCode: '120000' })
    expect((await tianjin.get(`${BASE}/reporting-tasks/${whole.id}`)).code).toBe(200)
    // Its own area's tasks: tianjin creates, issues and examines.
    const mine = await tianjin.post(`${BASE}/reporting-tasks`, taskBody())
    expect(mine.code, mine.msg).toBe(200)
    expect((await tianjin.post(`${BASE}/reporting-tasks/${mine.data.id}/issue`, { version: 1 })).code).toBe(
      200,
    )
    const target = await targetOf(mine.data.id, DEMO_OPERATOR_ID)
    expect((await submit(target.id)).code).toBe(200)
    expect((await examine(tianjin, target.id, 'approve')).data.status).toBe('approved')
    // Templates: the operator reads those of the tasks addressed to it, not of a draft.
    const templates = await server.db
      .selectFrom('reporting_tasks')
      .select(['status', 'templateFileId', 'areaCode'])
      .where('templateFileId', 'is not', null)
      .execute()
    const issuedTemplate = templates.find((row) => row.status === 'issued' && row.areaCode === '120100')
    const draftTemplate = templates.find((row) => row.status === 'draft')
    expect(
      (await operator.fetch(`${BASE}/attachments/${issuedTemplate?.templateFileId}/download`)).status,
    ).toBe(200)
    expect((await operator.get(`${BASE}/attachments/${draftTemplate?.templateFileId}/download`)).code).toBe(
      400,
    )
    // Files: the report's attachment is not another company's to read.
    const detail = await admin.get(`${BASE}/reporting-targets/${target.id}`)
    const url = detail.data.application.attachments[0].downloadUrl as string
    expect((await admin.fetch(url)).status).toBe(200)
    expect((await tianjin.fetch(url)).status).toBe(200)
  })

  it('flags 逾期 by the server clock: missing after the deadline, or submitted after it', async () => {
    const { id } = await createIssued({ deadline: addCalendarDays(today(), 1) })
    const own = await targetOf(id, DEMO_OPERATOR_ID)
    const other = await targetOf(id, 'MA01R8XN5')
    expect((await submit(own.id)).code).toBe(200)
    const before = await admin.get(`${BASE}/reporting-targets/${other.id}`)
    expect(before.data.overdue).toBe(0)
    try {
      setClockOffsetMs(3 * 86_400_000)
      const after = await admin.get(`${BASE}/reporting-targets/${other.id}`)
      expect(after.data.overdue).toBe(1)
      expect(after.data.taskStatus).toBe('closed')
      expect((await admin.get(`${BASE}/reporting-targets/${own.id}`)).data.overdue).toBe(0)
      const detail = await admin.get(`${BASE}/reporting-tasks/${id}`)
      expect(detail.data.status).toBe('closed')
      expect(detail.data.progress).toBe('已提交 1 / 应提交 2，逾期 1')
      // After the deadline: no new report, no replacement; a returned one may come back, late.
      expect((await submit(own.id)).code).toBe(409)
      expect((await examine(admin, own.id, 'return', '数据不完整')).code).toBe(200)
      const late = await submit(own.id)
      expect(late.code, late.msg).toBe(200)
      expect(late.data.overdue).toBe(1)
      const flagged = await admin.get(`${BASE}/reporting-targets`, { query: { taskId: id, overdue: 1 } })
      expect(flagged.data.list.map((row: { operatorId: string }) => row.operatorId).sort()).toEqual(
        [DEMO_OPERATOR_ID, 'MA01R8XN5'].sort(),
      )
      expect((await admin.get(`${BASE}/reporting-tasks/${id}`)).data.progress).toBe(
        '已提交 1 / 应提交 2，逾期 2',
      )
    } finally {
      setClockOffsetMs(0)
    }
  })

  it('exports the reports a user sees, 逾期 filter included', async () => {
    const list = await tianjin.get(`${BASE}/reporting-targets`, { query: { overdue: 1 } })
    expect(list.data.total).toBeGreaterThan(0)
    const started = await tianjin.post(`${BASE}/reporting-targets/export`, { overdue: '1' })
    expect(started.code, started.msg).toBe(200)
    let job: { status: string; rows: number } | undefined
    // The job runs in the export worker; its progress is polled as the console does.
    for (let attempt = 0; attempt < 200 && !['done', 'failed'].includes(job?.status ?? ''); attempt++) {
      if (attempt) await new Promise((resolve) => setTimeout(resolve, 50))
      job = (await tianjin.get(`/exports/${started.data.id}`)).data
    }
    expect(job).toMatchObject({ status: 'done', rows: list.data.total })
  })

  it('answers the operators a task may address, within the caller scope', async () => {
    const answer = await tianjin.get(`${BASE}/reporting-operators`)
    expect(answer.code, answer.msg).toBe(200)
    const ids = answer.data.map((row: { operatorId: string }) => row.operatorId)
    expect(ids).toContain(DEMO_OPERATOR_ID)
    expect((await tianjin.get(`${BASE}/reporting-operators`, { query: { areaCode: '130000' } })).code).toBe(
      400,
    )
  })
})
