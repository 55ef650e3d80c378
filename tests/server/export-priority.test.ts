/**
 * The export worker gives way to the server's calls (server/src/exports/priority.ts; issue 23,
 * issue 43: other users' calls come first while an export runs): on Linux its thread gets nice 10
 * and the main thread keeps its own; a call counts from its arrival until its answer's head is
 * written or its connection closes — a stream answered at once and kept open does not — and the
 * worker's wait between batches lasts while a call is counted, at most its limit.
 */
import { readFileSync } from 'node:fs'
import { createServer, request, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Worker } from 'node:worker_threads'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callCounter, countCalls, EXPORT_NICENESS, yieldToCalls } from '../../server/src/exports/priority'

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

/** Let pending timers and I/O run a few times. */
const turns = async (count = 5) => {
  for (let turn = 0; turn < count; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0))
}

describe('exports give way to calls', () => {
  it('waits while a call is counted, and goes on when none is or at its limit', async () => {
    const calls = callCounter()
    await yieldToCalls(calls, 60_000)
    Atomics.add(calls, 0, 2)
    let done = false
    const waiting = yieldToCalls(calls, 60_000).then(() => {
      done = true
    })
    await turns()
    expect(done).toBe(false)
    Atomics.sub(calls, 0, 1)
    Atomics.notify(calls, 0)
    await turns()
    expect(done).toBe(false)
    Atomics.sub(calls, 0, 1)
    Atomics.notify(calls, 0)
    await waiting
    Atomics.add(calls, 0, 1)
    // At the limit it goes on though a call is still waiting.
    await yieldToCalls(calls, 0)
    await yieldToCalls(calls, 5)
  })

  describe('on a server', () => {
    const calls = callCounter()
    const held: ServerResponse[] = []
    const server = createServer((incoming, response) => {
      if (incoming.url === '/stream') {
        response.writeHead(200, { 'content-type': 'text/event-stream' })
        response.write('data: hello\n\n')
      }
      held.push(response)
    })
    countCalls(server, calls)
    let port = 0
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      port = (server.address() as AddressInfo).port
    })
    afterAll(async () => {
      for (const response of held) response.destroy()
      await new Promise((resolve) => server.close(resolve))
    })
    const ask = (path: string) => {
      const outgoing = request({ port, host: '127.0.0.1', path })
      outgoing.on('error', () => undefined)
      outgoing.end()
      return outgoing
    }
    const until = async (count: number) => {
      while (Atomics.load(calls, 0) !== count) await turns(1)
    }

    it('counts a call until its answer, and not a stream once it is answered', async () => {
      const first = ask('/call')
      const second = ask('/call')
      await until(2)
      held.shift()?.end('done')
      await until(1)
      held.shift()?.end('done')
      await until(0)
      const stream = ask('/stream')
      await new Promise((resolve) => stream.once('response', resolve))
      expect(Atomics.load(calls, 0)).toBe(0)
      // A caller that leaves before the answer is no longer waited for.
      const leaving = ask('/call')
      await until(1)
      leaving.destroy()
      await until(0)
      first.destroy()
      second.destroy()
      stream.destroy()
    })
  })
})
