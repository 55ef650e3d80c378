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

/**
 * Run every task, at most `width` at once, each on a connection of its own. After a failure no
 * task starts; the ones under way finish, and the first failure is thrown.
 */
export async function sideBySide(db: Db, tasks: readonly Task[], width = seedConnections()): Promise<void> {
  let next = 0
  let failed = false
  const worker = () =>
    db.connection().execute(async (connection) => {
      await roomForBulkLoad(connection)
      try {
        while (!failed && next < tasks.length) {
          const task = tasks[next]
          next += 1
          await task(connection)
        }
      } catch (error) {
        failed = true
        throw error
      } finally {
        await sql`reset all`.execute(connection).catch(() => undefined)
      }
    })
  const ends = await Promise.allSettled(Array.from({ length: Math.min(width, tasks.length) }, worker))
  const failure = ends.find((end) => end.status === 'rejected')
  if (failure) throw failure.reason
}

/**
 * Run the waves one after the other, the statements of a wave side by side; `log` hears each
 * wave's time (where a step's time goes).
 */
export async function inWaves(
  db: Db,
  waves: readonly (readonly Task[])[],
  log?: (line: string) => void,
): Promise<void> {
  for (const [index, wave] of waves.entries()) {
    const started = machineMs()
    await sideBySide(db, wave)
    log?.(
      `  wave ${index + 1} of ${waves.length} (${wave.length} statements): ${((machineMs() - started) / 1000).toFixed(1)} s`,
    )
  }
}
