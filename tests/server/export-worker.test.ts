/**
 * Exports in the worker thread (issue 23; server/src/export-worker.ts): every resource the
 * server registers, and the journal, is exported by the worker over its own connection with the
 * list's rows; a server closed while an export runs ends the worker and leaves no partial file.
 */
import { readdir } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { exportFolder } from '../../server/src/exports/write-job'
import { RESOURCES } from '../../server/src/resources'
import { startServer } from '../../server/src/server'
import { finished } from './export-helpers'
import { ApiClient, createStore, DIALECTS, PASSWORDS } from './helpers'
import { signedIn } from './signed-in'

describe.each(DIALECTS)('exports in the worker thread on %s', (dialect) => {
  const { admin } = signedIn(dialect, ['admin'])

  it('exports every registered resource with the rows of its list, and the journal', async () => {
    const resources = [...RESOURCES.values()]
    expect(resources.length).toBeGreaterThan(10)
    for (const def of resources) {
      const path = `/${def.area}/${def.name}`
      const list = await admin.get(path)
      expect(list.code, path).toBe(200)
      const started = await admin.post(`${path}/export`, {})
      expect(started.code, path).toBe(200)
      const job = await finished(admin, started.data.id)
      expect(job, path).toMatchObject({ status: 'done', rows: list.data.total })
    }
    const journal = await admin.post('/system-management/journal/export', { username: 'admin' })
    const job = await finished(admin, journal.data.id)
    expect(job.status).toBe('done')
    expect(job.rows).toBeGreaterThan(0)
  }, 540_000)

  it('refuses a filter the worker would fail on before starting, with the same message', async () => {
    const answer = await admin.post('/system-management/journal/export', {
      timeFrom: '2026-02-01',
      timeTo: '2026-01-01',
    })
    expect(answer).toMatchObject({ code: 400, data: { timeTo: '结束时间不能早于开始时间' } })
  })

  it('leaves no partial file when the server closes during an export, and closes', async () => {
    const { dataDir, databaseUrl, drop } = await createStore(dialect)
    try {
      const other = await startServer({ port: 0, dataDir, databaseUrl })
      let id: string
      try {
        const client = await new ApiClient(other.url).signIn('admin', PASSWORDS.admin)
        const started = await client.post('/archives-management/orders/export', {})
        expect(started.code).toBe(200)
        id = started.data.id
      } finally {
        await other.close()
      }
      // Closed at once: the job is pending or being written; its file is removed, unless the job
      // happened to finish first — then the file is whole and the job says done.
      const left = (await readdir(exportFolder(dataDir)).catch(() => [])).filter((name) =>
        name.endsWith('.xlsx'),
      )
      const again = await startServer({ port: 0, dataDir, databaseUrl })
      try {
        const job = await again.db
          .selectFrom('export_jobs')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst()
        expect(left).toEqual(job?.status === 'done' ? [`${id}.xlsx`] : [])
      } finally {
        await again.close()
      }
    } finally {
      await drop()
    }
  })
})
