/**
 * Issue 43, the kill drill's lost changes: real server processes behind a real HAProxy, with the
 * cluster's own configuration (scripts/lib/haproxy.mjs). A process killed with SIGKILL leaves,
 * for a moment, a listening socket the kernel still queues connections on; the changes HAProxy
 * sent into it are reset unanswered. Here the moment is held open: the process is stopped
 * (SIGSTOP) while six changes are sent at once, and killed once every one of them is either
 * answered by the other process or sits unread on the stopped one's port. A change sent without
 * an Idempotency-Key is then lost (HAProxy may not send a POST again: it may have been carried
 * out); with one, as the console sends every change, HAProxy sends it again to the other process
 * and it is carried out exactly once (server/src/http/request-keys.ts).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { haproxyConfig } from '../../scripts/lib/haproxy.mjs'
import { openDatabase } from '../../server/src/db/connect'
import { IDEMPOTENCY_HEADER, newRequestKey } from '../../src/contract/request-keys'
import { ApiClient, createPgDatabase, DIALECTS, ENTERPRISE_FIELDS, PASSWORDS } from './helpers'
import { spawnServer } from './spawn-server'

const APPLIES = '/universal-services/enterprise-applies'
const SENDS = 6

/** A port free now (the system's choice), for HAProxy to bind. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/**
 * The changes sitting unread on `port`: its connections (accepted or still in the listen queue)
 * with bytes received and not read, from /proc/net/tcp — one per request, each on a connection
 * of its own while the process does not answer. HAProxy's health check (`GET
 * /api/common/platformName`, every second) waits there too, in a few dozen bytes: only a
 * connection holding at least a change's headers and body counts (a CI run counted a check as a
 * fourth change waiting, where three were: `expected [ 'lost', 'lost', 'lost' ] to have a length
 * of 4`).
 */
const CHANGE_BYTES = 300

function unreadOn(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter(
      ([, local, , state, queues]) =>
        local?.endsWith(`:${hexPort}`) &&
        state === '01' &&
        Number.parseInt(queues.split(':')[1], 16) >= CHANGE_BYTES,
    ).length
}

const portOf = (url: string) => Number(new URL(url).port)

describe.runIf(DIALECTS.includes('postgres'))(
  'changes through HAProxy to a process that dies (issue 43)',
  () => {
    let database: Awaited<ReturnType<typeof createPgDatabase>>
    let dataDir: string
    let handle: ReturnType<typeof openDatabase>
    const processes: { child: ChildProcess; url: string }[] = []
    const proxies: ChildProcess[] = []

    beforeAll(async () => {
      if (spawnSync('haproxy', ['-v']).status !== 0)
        throw new Error('HAProxy not found: apt-get install haproxy (.ci/run installs it with PostgreSQL)')
      database = await createPgDatabase(inject('pgTemplate') || undefined)
      dataDir = await mkdtemp(join(tmpdir(), 'ev-proxy-'))
      handle = openDatabase({ dataDir, databaseUrl: database.url })
    }, 120_000)
    afterAll(async () => {
      for (const proxy of proxies) proxy.kill('SIGKILL')
      for (const { child } of processes)
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await handle?.close()
      await database?.drop()
      await rm(dataDir, { recursive: true, force: true })
    })

    /** HAProxy over `servers`, as `npm run cluster` configures it; resolves once it answers. */
    async function proxyOver(servers: { url: string }[]): Promise<string> {
      const port = await freePort()
      const config = join(dataDir, `haproxy-${port}.cfg`)
      writeFileSync(
        config,
        haproxyConfig({ host: '127.0.0.1', port, ports: servers.map(({ url }) => portOf(url)) }),
      )
      const proxy = spawn('haproxy', ['-db', '-f', config], { stdio: 'ignore' })
      proxies.push(proxy)
      const url = `http://127.0.0.1:${port}`
      await expect
        .poll(
          () =>
            fetch(`${url}/api/common/platformName`).then(
              (response) => response.status,
              () => 0,
            ),
          {
            timeout: 30_000,
            interval: 100,
          },
        )
        .toBe(200)
      return url
    }

    const applications = async () =>
      (await handle.db.selectFrom('applications').select('applyId').execute()).length

    /**
     * One round: the victim stopped, SENDS changes sent at once through the proxy, the victim killed
     * once each is answered or waits on it. The answers' codes ('lost' when no envelope came back),
     * how many waited on the victim, and how many applications were made.
     */
    async function round(victim: { child: ChildProcess; url: string }, keyed: boolean) {
      const proxy = await proxyOver([victim, processes[2]])
      const operator = await new ApiClient(proxy).signIn('operator', PASSWORDS.operator)
      const before = await applications()
      victim.child.kill('SIGSTOP')
      let answered = 0
      const sends = Array.from({ length: SENDS }, () =>
        operator
          .post(
            APPLIES,
            { type: 'new', fields: ENTERPRISE_FIELDS },
            keyed ? { headers: { [IDEMPOTENCY_HEADER]: newRequestKey() } } : {},
          )
          .then(
            (answer) => answer.code,
            () => 'lost' as const,
          )
          .finally(() => {
            answered += 1
          }),
      )
      let waiting = 0
      await expect
        .poll(
          () => {
            waiting = unreadOn(portOf(victim.url))
            return answered + waiting
          },
          { timeout: 30_000, interval: 20 },
        )
        .toBe(SENDS)
      const exited = new Promise((resolve) => victim.child.once('exit', resolve))
      victim.child.kill('SIGKILL')
      await exited
      const codes = await Promise.all(sends)
      return { codes, waiting, made: (await applications()) - before }
    }

    // In a test: spawnServer polls with expect.poll.
    it('starts three processes: two to stop and kill, one round each, and the one that answers', async () => {
      processes.push(
        ...(await Promise.all(
          [0, 1, 2].map(() =>
            spawnServer(dataDir, database.url, { env: { SIMULATOR: 'off' }, stderr: true }),
          ),
        )),
      )
      expect(processes).toHaveLength(3)
    }, 600_000)

    it('loses a change sent without a key into a process that dies unanswered', async () => {
      const { codes, waiting, made } = await round(processes[0], false)
      expect(waiting).toBeGreaterThan(0)
      expect(codes.filter((code) => code === 'lost')).toHaveLength(waiting)
      expect(made).toBe(codes.filter((code) => code === 200).length)
    }, 120_000)

    it('sends a change with its key to another process, which carries it out once', async () => {
      const { codes, waiting, made } = await round(processes[1], true)
      expect(waiting).toBeGreaterThan(0)
      expect(codes).toEqual(Array(SENDS).fill(200))
      expect(made).toBe(SENDS)
    }, 120_000)
  },
)
