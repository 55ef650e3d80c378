/**
 * What the reporting test files share (reporting.test.ts, reporting-scope.test.ts): counts of the
 * tables a refused step must leave alone, a task body and an issued task, a target, and a report
 * submitted and examined, over the block's server.
 */
import { expect } from 'vitest'
import { DEMO_OPERATOR_ID } from '../../server/src/db/seed/operators'
import { today } from '../../server/src/kernel/clock'
import { addCalendarDays } from '../../server/src/kernel/working-days'
import type { ApiClient, Session } from './helpers'

export const BASE = '/data-input'

/** The reporting helpers over the server and accounts of `session`. */
export function reportingHelpers(session: Session<'admin' | 'operator'>) {
  const count = async (table: 'reporting_tasks' | 'reporting_targets' | 'applications' | 'journal') =>
    Number(
      (
        await session.server.db
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
    session.server.db.selectFrom('reporting_tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const createIssued = async (more: Record<string, unknown> = {}) => {
    const created = await session.admin.post(`${BASE}/reporting-tasks`, taskBody(more))
    expect(created.code, created.msg).toBe(200)
    const issued = await session.admin.post(`${BASE}/reporting-tasks/${created.data.id}/issue`, {
      version: 1,
    })
    expect(issued.code, issued.msg).toBe(200)
    expect(issued.data.status).toBe('issued')
    return issued.data as { id: number; targetCount: number }
  }
  const targetOf = async (taskId: number, operatorId: string) =>
    session.server.db
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
    const file = await upload(session.operator)
    return session.operator.post(`${BASE}/reporting-targets/${targetId}/submit`, {
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
  return { count, taskBody, task, createIssued, targetOf, submit, examine }
}
