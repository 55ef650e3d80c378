/**
 * The export queue shared by every server process on one database (issue 43; decisions: Several
 * server processes). A job row carries its serialised source, so any process can write it. A
 * process with a free slot claims the oldest job nobody holds — on PostgreSQL with `FOR UPDATE
 * SKIP LOCKED`, so two processes never take the same one — and holds it by a lease it renews
 * while writing. A job whose lease ran out (its process was killed) is claimed again by
 * whichever process looks next, at most MAX_ATTEMPTS times; a process that stops hands its jobs
 * back at once. Every write of a job's row is conditional on still holding it.
 */
import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { deserialize, serialize } from 'node:v8'
import type { Db } from '../db/types'
import { now as clockNow, machineMs } from '../kernel/clock'

/** This process as the owner of the jobs it writes. */
export const PROCESS_OWNER = `${hostname()}/${process.pid}/${randomBytes(3).toString('hex')}`

/** A job taken up this often (each time its writer died) fails instead of killing a fourth. */
export const MAX_ATTEMPTS = 3

/**
 * What a writer needs of a job's source (jobs.ts: ExportSource): the columns' headers and widths,
 * not their cell functions.
 */
export interface StoredSource {
  title: string
  total: number
  reader: string
  input: unknown
  columns: { header: string; width: number }[]
}

/** A job as claimed: its id and what to write. */
export interface ClaimedJob {
  id: string
  source: StoredSource
}

/** The source as stored with the job: V8's structured serialisation (sets and dates survive). */
export function encodeSource({ title, total, reader, input, columns }: StoredSource): string {
  const stored: StoredSource = {
    title,
    total,
    reader,
    input,
    columns: columns.map(({ header, width }) => ({ header, width })),
  }
  return serialize(stored).toString('base64')
}

function decodeSource(data: string): StoredSource {
  return deserialize(Buffer.from(data, 'base64')) as StoredSource
}

const isoAt = (ms: number) => new Date(ms).toISOString()

/** Claim the oldest job nobody holds, for `leaseMs`; null when there is none. */
export async function claimJob(db: Db, postgres: boolean, leaseMs: number): Promise<ClaimedJob | null> {
  const at = machineMs()
  const row = await db
    .updateTable('export_jobs')
    .set((eb) => ({
      status: 'running',
      owner: PROCESS_OWNER,
      leaseUntil: isoAt(at + leaseMs),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('export_jobs')
        .select('id')
        .where('sourceData', 'is not', null)
        .where('attempts', '<', MAX_ATTEMPTS)
        .where((free) =>
          free.or([
            free('status', '=', 'pending'),
            free.and([free('status', '=', 'running'), free('leaseUntil', '<', isoAt(at))]),
          ]),
        )
        .orderBy('createTime')
        .limit(1)
        .$if(postgres, (query) => query.forUpdate().skipLocked()),
    )
    .returning(['id', 'sourceData'])
    .executeTakeFirst()
  return row?.sourceData ? { id: row.id, source: decodeSource(row.sourceData) } : null
}

/** Fail the jobs whose writer died MAX_ATTEMPTS times. */
export async function failExhausted(db: Db): Promise<void> {
  await db
    .updateTable('export_jobs')
    .set({ status: 'failed', error: '导出多次中断，已停止', finishTime: clockNow().toISOString() })
    .where('status', '=', 'running')
    .where('attempts', '>=', MAX_ATTEMPTS)
    .where('leaseUntil', '<', isoAt(machineMs()))
    .execute()
}

/** The update of a job this process holds (nothing happens once another process took it over). */
export function updateHeld(db: Db, id: string) {
  return db
    .updateTable('export_jobs')
    .where('id', '=', id)
    .where('owner', '=', PROCESS_OWNER)
    .where('status', '=', 'running')
}

/** Renew the lease of a held job; false when this process no longer holds it. */
export async function renewLease(db: Db, id: string, leaseMs: number): Promise<boolean> {
  const result = await updateHeld(db, id)
    .set({ leaseUntil: isoAt(machineMs() + leaseMs) })
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Hand a held job back (this process stops): pending again, this attempt not counted. */
export async function releaseJob(db: Db, id: string): Promise<void> {
  await updateHeld(db, id)
    .set((eb) => ({
      status: 'pending',
      owner: null,
      leaseUntil: null,
      rows: 0,
      attempts: eb('attempts', '-', 1),
    }))
    .execute()
}
