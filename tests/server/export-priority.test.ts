/**
 * The export worker runs below the server's main thread (server/src/exports/priority.ts; issue 23:
 * other users' calls come first while an export runs): on Linux its thread gets nice 10 and the
 * main thread keeps its own.
 */
import { readFileSync } from 'node:fs'
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { EXPORT_NICENESS } from '../../server/src/exports/priority'

/** The nice value of a thread of this process (field 19 of /proc/<pid>/task/<tid>/stat). */
const niceOf = (tid: number | string) =>
  Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ')[16])

describe('export worker priority', () => {
  it('lowers the worker thread alone', async () => {
    const worker = new Worker(new URL('./fixtures/priority-worker.mjs', import.meta.url))
    try {
      const { lowered, tid } = await new Promise<{ lowered: boolean; tid: number }>((resolve, reject) => {
        worker.once('message', resolve)
        worker.once('error', reject)
      })
      expect(lowered).toBe(true)
      expect(EXPORT_NICENESS).toBe(10)
      expect(niceOf(tid)).toBe(EXPORT_NICENESS)
      expect(niceOf(process.pid)).toBe(0)
    } finally {
      await worker.terminate()
    }
  })
})
