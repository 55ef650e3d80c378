/**
 * The national seed's heavy statements on several connections at once (issue 43). PostgreSQL runs
 * an `INSERT … SELECT` and most of a bulk load's work on one core; this 2-core machine's seed took
 * 44 minutes before its rollups with one core busy. Independent statements (one month's orders,
 * one month's rollups, one index) are given to `SEED_CONNECTIONS` connections (default 2), each
 * with the bulk load's room for sorts, hashes and index builds, taking the next statement as
 * soon as it is free. Each statement commits on its own: the steps that use this are written so
 * that running them again after a failure gives the same result (national/index.ts).
 */
import { sql } from 'kysely'
import type { Db } from '../../../db/types'
import { machineMs } from '../../../kernel/clock'

/** Room for a bulk load's sorts, hashes and index builds, and no wait for each commit's flush. */
const BULK_LOAD = { work_mem: '1GB', maintenance_work_mem: '1GB', synchronous_commit: 'off' }

/** Give `connection` the bulk load's settings: for its session, or (`local`) its transaction. */
export async function roomForBulkLoad(connection: Db, local = false): Promise<void> {
  for (const [name, value] of Object.entries(BULK_LOAD))
    await sql`select set_config(${name}, ${value}, ${local})`.execute(connection)
}

/** A piece of work on one connection. */
export type Task = (connection: Db) => Promise<unknown>

/** Connections used side by side (the seed's machine: 2 cores). */
export function seedConnections(): number {
  const wanted = Number(process.env.SEED_CONNECTIONS ?? 2)
  return Number.isInteger(wanted) && wanted >= 1 ? wanted : 2
}

/** A task and the tables it reads and writes: what decides which tasks may run beside it. */
export interface Job {
  run: Task
  reads: readonly string[]
  writes: readonly string[]
  /** Where its time is counted in the log (jobs of one label summed). */
  label: string
}

/**
 * A job building an index of `table`: a key (ALTER TABLE … ADD CONSTRAINT) locks the table, so it
 * writes it; an index (CREATE INDEX takes a share lock) lets it be read beside, so it reads it.
 */
export function indexJob(run: Task, tables: readonly string[], key: boolean, label: string): Job {
  return { run, reads: key ? [] : tables, writes: key ? tables : [], label }
}

/** Whether `a` and `b` touch a table one of them writes (they must not run at once). */
const conflict = (a: Job, b: Job) =>
  a.writes.some((table) => b.reads.includes(table) || b.writes.includes(table)) ||
  b.writes.some((table) => a.reads.includes(table))

/**
 * Run every job on `width` connections, each as soon as no unfinished job listed before it
 * conflicts with it (writes what it reads or writes, or reads what it writes): a table is read
 * once what was listed to fill it is in, its writes go in list order, one at a time, and it is not
 * rebuilt under a reader. The list is the priority: a free connection takes the first job ready.
 * After a failure no job starts; the ones under way finish, and the first failure is thrown.
 * `log` hears the time of each label's jobs (where a step's time goes).
 */
export async function asReady(
  db: Db,
  jobs: readonly Job[],
  log?: (line: string) => void,
  width = seedConnections(),
): Promise<void> {
  const pending = [...jobs]
  const running = new Set<Job>()
  const seconds = new Map<string, number>()
  let failed = false
  let wakers: (() => void)[] = []
  const wake = () => {
    for (const waker of wakers) waker()
    wakers = []
  }
  const ready = () =>
    pending.find(
      (job, index) =>
        ![...running].some((other) => conflict(other, job)) &&
        !pending.slice(0, index).some((other) => conflict(other, job)),
    )
  const worker = () =>
    db.connection().execute(async (connection) => {
      await roomForBulkLoad(connection)
      try {
        while (!failed && pending.length > 0) {
          const job = ready()
          if (!job) {
            await new Promise<void>((resolve) => wakers.push(resolve))
            continue
          }
          pending.splice(pending.indexOf(job), 1)
          running.add(job)
          const started = machineMs()
          try {
            await job.run(connection)
          } finally {
            running.delete(job)
            seconds.set(job.label, (seconds.get(job.label) ?? 0) + (machineMs() - started) / 1000)
            wake()
          }
        }
      } catch (error) {
        failed = true
        throw error
      } finally {
        await sql`reset all`.execute(connection).catch(() => undefined)
      }
    })
  const ends = await Promise.allSettled(Array.from({ length: Math.min(width, jobs.length) }, worker))
  const failure = ends.find((end) => end.status === 'rejected')
  if (failure) throw failure.reason
  for (const [label, total] of [...seconds].sort((a, b) => b[1] - a[1]))
    if (total >= 5) log?.(`  ${label}: ${total.toFixed(1)} s`)
}
