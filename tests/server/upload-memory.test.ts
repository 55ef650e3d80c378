/**
 * Issue 38, item 7: 40 parallel 19.5 MB uploads pushed the server's resident memory from 247 to
 * 2,347 MB (each body was held whole). Uploads now stream to disk (server/src/http/upload-service.ts):
 * the server runs as its own process (so its memory is its own, read from /proc/<pid>/status), takes
 * 40 parallel uploads of the largest size an archived file may have, and stays under 400 MB
 * resident throughout (sampled every 20 ms). The per-account cap of uploads in progress is raised
 * for this one account (MAX_UPLOADS_PER_USER=40) so that all 40 are received at once; the cap itself
 * is upload-limits.test.ts's.
 *
 * On SQLite only (helpers.ts: ON_SQLITE): the bodies go to disk in the upload service before any
 * SQL, so the dialect changes only the one row written per upload (workflow-attachments.test.ts
 * and upload-limits.test.ts store uploads on both); and SQLite, whose page cache lives in the
 * server's own process, is the stricter case for a bound on that process's memory. On PostgreSQL
 * it cost a second server process and 780 MB of uploads (issue 40).
 */
import { readdir, readFile } from 'node:fs/promises'
import { request } from 'node:http'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FILE_LIMIT_BYTES } from '../../src/core/domain/files'
import { ApiClient, createStore, ON_SQLITE, PASSWORDS } from './helpers'
import { spawnServer } from './spawn-server'

const PARALLEL = 40
const RSS_LIMIT_MB = 400
const BOUNDARY = '----evmemory'

/** A status line of the process, in MB (`VmRSS`: resident now; `VmHWM`: the highest so far). */
async function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1])
  return kb / 1024
}

describe.runIf(ON_SQLITE)('upload memory on sqlite', () => {
  const dialect = 'sqlite'
  it(`stays under ${RSS_LIMIT_MB} MB resident through ${PARALLEL} parallel maximum-size uploads`, async () => {
    const store = await createStore(dialect)
    const { child, url } = await spawnServer(store.dataDir, store.databaseUrl, {
      env: { SIMULATOR: 'off', MAX_UPLOADS_PER_USER: String(PARALLEL) },
      stderr: true,
    })
    const pid = child.pid as number
    try {
      const admin = await new ApiClient(url).signIn('admin', PASSWORDS.admin)
      // One body for all 40, sent with node:http (undici's FormData encoder is the slow side here).
      const bytes = Buffer.alloc(FILE_LIMIT_BYTES)
      bytes.write('%PDF-1.4\n')
      const body = Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="max.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ])
      const cookie = [...admin.cookies].map(([key, value]) => `${key}=${value}`).join('; ')
      const upload = () =>
        new Promise<{ code: number }>((resolve, reject) => {
          const req = request(
            `${url}/api/archives-management/files`,
            {
              method: 'POST',
              headers: {
                'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
                'content-length': body.length,
                'x-requested-with': 'XMLHttpRequest',
                cookie,
              },
            },
            (response) => {
              const chunks: Buffer[] = []
              response.on('data', (chunk: Buffer) => chunks.push(chunk))
              response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))))
            },
          )
          req.on('error', reject)
          req.end(body)
        })
      const before = await memoryOf(pid, 'VmRSS')
      let peak = before
      let sampling = true
      const sampler = (async () => {
        while (sampling) {
          peak = Math.max(peak, await memoryOf(pid, 'VmRSS').catch(() => 0))
          await new Promise((done) => setTimeout(done, 20))
        }
      })()
      const answers = await Promise.all(Array.from({ length: PARALLEL }, upload))
      sampling = false
      await sampler
      const after = await memoryOf(pid, 'VmRSS')
      console.info(
        `[upload-memory ${dialect}] resident before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after ${after.toFixed(0)} MB (VmHWM ${(await memoryOf(pid, 'VmHWM')).toFixed(0)} MB)`,
      )
      expect(answers.map((answer) => answer.code)).toEqual(Array(PARALLEL).fill(200))
      expect(peak).toBeLessThan(RSS_LIMIT_MB)
      // Every upload was kept whole on disk, and nothing is left half-received.
      const archived = await readdir(join(store.dataDir, 'uploads', 'archives'))
      expect(archived.length).toBeGreaterThanOrEqual(PARALLEL)
      expect(await readdir(join(store.dataDir, 'uploads', '.incoming'))).toEqual([])
    } finally {
      child.kill('SIGTERM')
      await new Promise((done) => child.once('exit', done))
      await store.drop()
    }
  }, 900_000)
})
