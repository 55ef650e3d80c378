/**
 * The export worker gives way to the server's calls (server/src/exports/priority.ts; issue 23,
 * issue 43: other users' calls come first while an export runs): on Linux its thread gets nice 10
 * and the main thread keeps its own; a call counts from its arrival until its answer's head is
 * written or its connection closes — a stream answered at once and kept open does not — and the
 * worker's wait between batches lasts while a call is counted, at most its limit.
 */
import { once } from 'node:events'
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

describe('exports give way to calls', () => {
  it('goes on at once with no call waiting, when the last call is answered, and at its limit', async () => {
    const calls = callCounter()
    await yieldToCalls(calls, 60_000)
    // Two calls waiting: answered one after the other, the wait ends (its limit is the test's).
    Atomics.add(calls, 0, 2)
    const waiting = yieldToCalls(calls, 60_000)
    Atomics.sub(calls, 0, 1)
    Atomics.notify(calls, 0)
    Atomics.sub(calls, 0, 1)
    Atomics.notify(calls, 0)
    await waiting
    // A call that is never answered: the wait lasts its limit, then goes on.
    Atomics.add(calls, 0, 1)
    const started = performance.now()
    await yieldToCalls(calls, 30)
    expect(performance.now() - started).toBeGreaterThanOrEqual(29)
    await yieldToCalls(calls, 0)
  })

  describe('on a server', () => {
    const calls = callCounter()
    const held: ServerResponse[] = []
    /** Resolvers of the next calls' arrivals at the app (after the counting listener). */
    const arrivals: ((response: ServerResponse) => void)[] = []
    const server = createServer((incoming, response) => {
      if (incoming.url === '/stream') {
        response.writeHead(200, { 'content-type': 'text/event-stream' })
        response.write('data: hello\n\n')
      }
      held.push(response)
      arrivals.shift()?.(response)
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
    /** Send a request; resolves with the client's request and the server's response once it arrives. */
    const ask = async (path: string) => {
      const arrived = new Promise<ServerResponse>((resolve) => arrivals.push(resolve))
      const outgoing = request({ port, host: '127.0.0.1', path })
      outgoing.on('error', () => undefined)
      outgoing.end()
      return { outgoing, response: await arrived }
    }
    const counted = () => Atomics.load(calls, 0)

    it('counts a call until its answer, and not a stream once it is answered', async () => {
      const first = await ask('/call')
      expect(counted()).toBe(1)
      const second = await ask('/call')
      expect(counted()).toBe(2)
      first.response.end('done')
      expect(counted()).toBe(1)
      second.response.end('done')
      expect(counted()).toBe(0)
      const stream = await ask('/stream')
      expect(counted()).toBe(0)
      // A caller that leaves before the answer is no longer waited for.
      const leaving = await ask('/call')
      expect(counted()).toBe(1)
      const closed = once(leaving.response, 'close')
      leaving.outgoing.destroy()
      await closed
      expect(counted()).toBe(0)
      for (const asked of [first, second, stream]) asked.outgoing.destroy()
    })
  })
})
