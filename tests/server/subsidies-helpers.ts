/**
 * What the subsidy test files share (subsidies.test.ts, subsidies-publicity.test.ts): a batch
 * made for the test, the stations a batch admits, an application and its steps, read back from
 * the database of the block's server.
 */
import { expect } from 'vitest'
import { subsidyBatch } from '../fixtures/subsidy-batch'
import type { ApiClient, Session } from './helpers'

export const BASE = '/supervise-services'
const CONTACT = { contactPerson: '李明', contactTel: '15822223333' }

/** The subsidy helpers over the server and accounts of `session`. */
export function subsidyHelpers(session: Session<'admin' | 'operator'>) {
  const newBatch = async (more: Record<string, unknown> = {}) => {
    const answer = await session.admin.post(`${BASE}/batches`, {
      ...subsidyBatch(`测试批次${Math.random().toString(36).slice(2, 8)}`),
      ...more,
    })
    expect(answer.code, answer.msg).toBe(200)
    return answer.data as { id: number; type: string }
  }
  const eligible = async (batchId: number) => {
    const answer = await session.operator.get(`${BASE}/batches/${batchId}/eligible-stations`)
    expect(answer.code, answer.msg).toBe(200)
    return answer.data as {
      stationId: string
      amount: number
      rawAmount: number
      basisCenti: number
      capApplied: string
    }[]
  }
  const apply = (batchId: number, stationId: string, fields: Record<string, unknown> = {}) =>
    session.operator.post(`${BASE}/subsidy-applies`, {
      fields: { batchId, stationId, ...CONTACT, ...fields },
    })
  const appRow = (applyId: string) =>
    session.server.db
      .selectFrom('applications')
      .selectAll()
      .where('applyId', '=', applyId)
      .executeTakeFirstOrThrow()
  const allowance = async (stationId: string) =>
    (
      await session.server.db
        .selectFrom('stations')
        .select('allowanceStatus')
        .where('stationId', '=', stationId)
        .executeTakeFirstOrThrow()
    ).allowanceStatus
  /** The station a subsidy application is for. */
  const stationOf = async (applyId: string) =>
    (
      await session.server.db
        .selectFrom('subsidy_applications')
        .select('stationId')
        .where('applyId', '=', applyId)
        .executeTakeFirstOrThrow()
    ).stationId
  const step = async (
    client: ApiClient,
    resource: string,
    applyId: string,
    action: string,
    opinion?: string,
  ) => {
    const { version } = await appRow(applyId)
    return client.post(`${BASE}/${resource}/${applyId}/${action}`, {
      version,
      ...(opinion ? { opinion } : {}),
    })
  }
  return { newBatch, eligible, apply, appRow, allowance, stationOf, step }
}
