/**
 * The thread that derives password hashes (passwords.ts), one at a time, below the main thread.
 *
 * `crypto.scrypt` runs on libuv's thread pool, four threads a process: a handful of sign-ins at
 * once took all four for 50 ms each, and the pool's other users (the files of uploads and
 * exports, compression) waited behind them, while the hashes took both of the machine's cores
 * from every call of the cluster (issue 43: the drill's p99s; docs/performance.md). Here each
 * process derives on one thread of its own, in turn, at nice HASH_NICENESS (Linux: a thread's
 * own nice value, exports/priority.ts): a sign-in waits a little longer on a busy machine, the
 * other calls do not wait for it.
 */
import { Worker } from 'node:worker_threads'

/** The hashing thread's nice value: below the calls (0), above the exports (10). */
export const HASH_NICENESS = 5

/**
 * The thread's code, the same from the sources and the bundle. It reaches Node's modules through
 * `process.getBuiltinModule` (Node 20.16 and later), which both kinds of code have: a thread of
 * evaluated code takes its process's flags, and under `--input-type=module` it is a module, where
 * `require` is not defined (tests/server/hash-thread.test.ts).
 */
const SOURCE = `
const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads')
const { scryptSync } = process.getBuiltinModule('node:crypto')
try {
  const tid = Number(process.getBuiltinModule('node:fs').readlinkSync('/proc/thread-self').split('/').pop())
  if (Number.isInteger(tid) && tid > 0) process.getBuiltinModule('node:os').setPriority(tid, workerData.niceness)
} catch {}
parentPort.on('message', ({ id, password, salt, keyLength, options }) => {
  try {
    const key = scryptSync(password, salt, keyLength, options)
    parentPort.postMessage({ id, key }, [key.buffer])
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) })
  }
})
`

interface Reply {
  id: number
  key?: Uint8Array
  error?: string
}

/** What a derivation takes. */
export interface ScryptInput {
  password: string
  salt: string
  keyLength: number
  options: { N: number; r: number; p: number; maxmem: number }
}

let worker: Worker | null = null
let nextId = 1
const pending = new Map<number, { resolve(key: Buffer): void; reject(error: Error): void }>()

function started(): Worker {
  if (worker) return worker
  const thread = new Worker(SOURCE, { eval: true, workerData: { niceness: HASH_NICENESS } })
  thread.on('message', (reply: Reply) => {
    const call = pending.get(reply.id)
    if (!call) return
    pending.delete(reply.id)
    if (pending.size === 0) thread.unref()
    if (reply.key) call.resolve(Buffer.from(reply.key.buffer, reply.key.byteOffset, reply.key.byteLength))
    else call.reject(new Error(reply.error ?? 'scrypt failed'))
  })
  const lost = (error: Error) => {
    if (worker === thread) worker = null
    for (const call of pending.values()) call.reject(error)
    pending.clear()
  }
  thread.on('error', lost)
  thread.on('exit', () => lost(new Error('the hashing thread ended')))
  // An idle hashing thread must not keep the process alive, a busy one must (scryptOnThread).
  // Unreferenced after the listeners: the 'message' listener referenced it again, and every
  // process that had hashed a password — a test run's global setup seeding its accounts — stayed
  // alive after its work until Vitest gave up waiting (10 s a run).
  thread.unref()
  worker = thread
  return thread
}

/** scrypt on the hashing thread; calls made at once are derived one after the other. */
export function scryptOnThread(input: ScryptInput): Promise<Buffer> {
  const thread = started()
  const id = nextId++
  return new Promise((resolve, reject) => {
    // A derivation under way holds the process: nothing else may (a script seeding accounts).
    if (pending.size === 0) thread.ref()
    pending.set(id, { resolve, reject })
    thread.postMessage({ id, ...input })
  })
}
