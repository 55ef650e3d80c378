/**
 * The export queue's look at half the lease (server/src/exports/jobs.ts, queue.ts): a job whose
 * writer died MAX_ATTEMPTS times is failed then, instead of being claimed a fourth time.
 */
import { describe, expect, it } from 'vitest'
import { MAX_ATTEMPTS } from '../../server/src/exports/queue'
import { finished } from './export-helpers'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

describe.each(DIALECTS)('the export queue on %s', (dialect) => {
  const { server, admin } = signedIn(dialect, ['admin'], { config: { exportLeaseMs: 400 } })

  it('fails a job whose writer died MAX_ATTEMPTS times at its next look, and claims it no more', async () => {
    const started = await admin.post('/archives-management/stations/export', {})
    expect(started.code).toBe(200)
    const { id } = started.data
    expect(await finished(admin, id)).toMatchObject({ status: 'done' })
    // As the job stands when its third writer was killed: running, held by a gone process, the
    // lease run out.
    await server.db
      .updateTable('export_jobs')
      .set({
        status: 'running',
        attempts: MAX_ATTEMPTS,
        owner: 'gone/1/000000',
        leaseUntil: new Date(Date.now() - 60_000).toISOString(),
        filePath: null,
        finishTime: null,
      })
      .where('id', '=', id)
      .execute()
    expect(await finished(admin, id)).toMatchObject({
      status: 'failed',
      error: '导出失败，请重试',
      url: null,
    })
    const row = await server.db
      .selectFrom('export_jobs')
      .select(['error', 'attempts', 'owner'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ error: '导出多次中断，已停止', attempts: MAX_ATTEMPTS, owner: 'gone/1/000000' })
  })
})
