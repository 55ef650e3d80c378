/**
 * Issue 43: the national seed's scheduler (archives-management/seed/national/side-by-side.ts
 * `asReady`) on PostgreSQL: a job waits for the unfinished jobs listed before it that write a
 * table it reads or writes, or read a table it writes; a job that touches nothing of theirs runs
 * beside them; after a failure nothing else starts and the failure is thrown.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { asReady, type Job } from '../../server/src/archives-management/seed/national/side-by-side'
import { openDatabase } from '../../server/src/db/connect'
import type { Db } from '../../server/src/db/types'
import { createPgDatabase, DIALECTS } from './helpers'

/** A promise and the function that settles it. */
function signal() {
  let resolve = () => {}
  const promise = new Promise<void>((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}

describe.runIf(DIALECTS.includes('postgres'))(
  'the national seed runs its jobs as soon as they are ready',
  () => {
    let database: Awaited<ReturnType<typeof createPgDatabase>>
    let dataDir: string
    let handle: ReturnType<typeof openDatabase>

    beforeAll(async () => {
      database = await createPgDatabase(inject('pgTemplate') || undefined)
      dataDir = await mkdtemp(join(tmpdir(), 'ev-as-ready-'))
      handle = openDatabase({ dataDir, databaseUrl: database.url })
    })
    afterAll(async () => {
      await handle?.close()
      await database?.drop()
      if (dataDir) await rm(dataDir, { recursive: true, force: true })
    })

    /** Jobs that note when they start and end (and ask their connection something, as a real one). */
    function recorder() {
      const events: string[] = []
      const job = (label: string, reads: string[], writes: string[], body?: () => Promise<void>): Job => ({
        label,
        reads,
        writes,
        async run(connection: Db) {
          events.push(`start ${label}`)
          await sql`select 1`.execute(connection)
          await body?.()
          events.push(`end ${label}`)
        },
      })
      const before = (first: string, then: string) => events.indexOf(first) < events.indexOf(then)
      return { events, job, before }
    }

    it('orders the jobs of one table and runs the others beside them', async () => {
      const { events, job, before } = recorder()
      // The piles' load waits until the other table's load has started, and that one until the
      // piles' has: run one after the other, they would wait for each other for ever.
      const pilesStarted = signal()
      const stationsStarted = signal()
      await asReady(handle.db, [
        job('piles 1', ['orders'], ['piles'], async () => {
          pilesStarted.resolve()
          await stationsStarted.promise
        }),
        job('piles 2', ['orders'], ['piles']),
        job('stations', ['orders'], ['stations'], async () => {
          stationsStarted.resolve()
          await pilesStarted.promise
        }),
        job('piles monthly', ['piles'], ['piles monthly']),
        job('piles index', ['piles'], []),
        job('piles key', [], ['piles']),
      ])
      expect(events).toHaveLength(12)
      // Writes of one table in list order; a reader after its writers; a key after its readers.
      expect(before('end piles 1', 'start piles 2')).toBe(true)
      expect(before('end piles 2', 'start piles monthly')).toBe(true)
      expect(before('end piles 2', 'start piles index')).toBe(true)
      expect(before('end piles monthly', 'start piles key')).toBe(true)
      expect(before('end piles index', 'start piles key')).toBe(true)
    })

    it('starts nothing after a failure and throws it', async () => {
      const { events, job } = recorder()
      const failing = job('piles', [], ['piles'], async () => {
        throw new Error('piles failed')
      })
      await expect(
        asReady(
          handle.db,
          [failing, job('piles again', [], ['piles']), job('monthly', ['piles'], ['monthly'])],
          undefined,
          1,
        ),
      ).rejects.toThrow('piles failed')
      expect(events).toEqual(['start piles'])
    })
  },
)
