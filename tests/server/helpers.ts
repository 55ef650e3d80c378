/**
 * Test servers on fresh temporary data folders, over SQLite always and PostgreSQL when
 * TEST_DATABASE_URL is set (a fresh database per server), and a small HTTP client with a
 * cookie jar that talks to them over real HTTP.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, inject } from 'vitest'
import { sqliteFileOf } from '../../server/src/db/backup'
import type { Db } from '../../server/src/db/types'
import { type RunningServer, type StartOptions, startServer } from '../../server/src/server'
import { encrypt } from '../../src/core/crypto'
import { enterpriseFields } from '../fixtures/enterprise-fields'
import { createPgDatabase } from './pg-databases'
import { send } from './transport'

export { createPgDatabase } from './pg-databases'

type Dialect = 'sqlite' | 'postgres'
const AVAILABLE: readonly Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']
const NARROWED = process.env.TEST_DIALECTS?.split(',')

/**
 * The databases the suite runs against: SQLite, and PostgreSQL when TEST_DATABASE_URL is set.
 * TEST_DIALECTS (a comma list) narrows them: `npm test` runs the SQLite half and the PostgreSQL
 * half of the suite side by side, each in its own lane (scripts/test.mjs, issue 40).
 */
export const DIALECTS: readonly Dialect[] = NARROWED
  ? AVAILABLE.filter((dialect) => NARROWED.includes(dialect))
  : AVAILABLE

/**
 * Whether this run holds the tests that need no database of their own and run on SQLite (the
 * answers' compression, CORS): defined only when SQLite is among DIALECTS, so the PostgreSQL half
 * does not run them twice.
 */
export const ON_SQLITE = DIALECTS.includes('sqlite')

/** A test server and how to clean it up. */
export interface TestServer extends RunningServer {
  dataDir: string
  /** A client with its own cookie jar. */
  client(): ApiClient
}

/** A data folder and, on PostgreSQL, a database, for servers started by hand; `drop` removes both. */
export interface TestStore {
  dataDir: string
  databaseUrl?: string
  drop(): Promise<void>
}

/**
 * A fresh data folder (and database), holding a copy of the run's seeded template
 * (tests/server/global-setup.ts) unless `seeded` is false: a server started on it skips seeding,
 * which takes tens of seconds on PostgreSQL under load.
 */
export async function createStore(dialect: 'sqlite' | 'postgres', seeded = true): Promise<TestStore> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ev-server-test-'))
  if (seeded && dialect === 'sqlite') await copyFile(inject('sqliteTemplate'), sqliteFileOf(dataDir))
  const database =
    dialect === 'postgres'
      ? await createPgDatabase(seeded ? inject('pgTemplate') || undefined : undefined)
      : null
  return {
    dataDir,
    databaseUrl: database?.url,
    drop: async () => {
      await database?.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Start a seeded server for one dialect on a fresh temporary folder (and database). With the
 * default seed it starts from a copy of the run's seeded template (`createStore`).
 */
export async function bootServer(
  dialect: 'sqlite' | 'postgres',
  options: Partial<StartOptions> = {},
): Promise<TestServer> {
  const fromTemplate = options.seed === undefined && options.seedScale === undefined
  const store = await createStore(dialect, fromTemplate)
  const { dataDir } = store
  // Every answer is held to its contract's data schema (issue 24).
  const config = { checkResponses: true, ...options.config }
  const server = await startServer({ port: 0, dataDir, databaseUrl: store.databaseUrl, ...options, config })
  return {
    ...server,
    dataDir,
    client: () => new ApiClient(server.url),
    close: async () => {
      await server.close()
      await store.drop()
    },
  }
}

/** The envelope of an answer, with the HTTP status and headers. */
// biome-ignore lint/suspicious/noExplicitAny: tests read answers freely and assert their shape
export interface Answer<T = any> {
  status: number
  code: number
  msg: string
  data: T
  headers: Headers
}

interface CallOptions {
  query?: Record<string, string | number | boolean | undefined>
  /** Send the ajax header (default true, like the console). */
  ajax?: boolean
  form?: boolean
  headers?: Record<string, string>
}

/** A client with a cookie jar. */
export class ApiClient {
  readonly cookies = new Map<string, string>()
  /** Headers sent with every request (e.g. `X-Forwarded-For` behind a trusted proxy). */
  readonly defaultHeaders: Record<string, string> = {}

  constructor(readonly base: string) {}

  private url(path: string, query?: CallOptions['query']): string {
    const url = new URL(path.startsWith('/api') || !path.startsWith('/') ? path : `/api${path}`, this.base)
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined) url.searchParams.set(key, String(value))
    return url.toString()
  }

  /** Raw request keeping cookies. */
  async fetch(path: string, init: RequestInit & { query?: CallOptions['query'] } = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    for (const [name, value] of Object.entries(this.defaultHeaders))
      if (!headers.has(name)) headers.set(name, value)
    if (this.cookies.size)
      headers.set('cookie', [...this.cookies].map(([key, value]) => `${key}=${value}`).join('; '))
    const request = () => send(this.url(path, init.query), { ...init, headers })
    // The server runs in this process: a long synchronous stretch (a migration on SQLite) holds
    // back its timers, and a kept-alive connection can be closed just as the next request goes
    // out on it. A browser sends a GET again on a fresh connection then; so does this client.
    const method = (init.method ?? 'GET').toUpperCase()
    const response = await request().catch((error: Error & { cause?: { code?: string } }) => {
      if ((method === 'GET' || method === 'HEAD') && error.cause?.code === 'ECONNRESET') return request()
      throw error
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const [name, ...rest] = pair.split('=')
      const value = rest.join('=')
      const expired = attributes.some((attr) => /max-age=0/i.test(attr.trim())) || value === ''
      if (expired) this.cookies.delete(name.trim())
      else this.cookies.set(name.trim(), value)
    }
    return response
  }

  private async envelope<T>(response: Response): Promise<Answer<T>> {
    const text = await response.text()
    let body: { code: number; msg: string; data: T }
    try {
      body = JSON.parse(text)
    } catch {
      throw new Error(`not JSON (HTTP ${response.status}): ${text.slice(0, 200)}`)
    }
    // The headers are there to read, not to compare: two answers compared whole (toEqual) are the
    // same answer whatever their Date header says (a busy machine answers the second one in the
    // next second: issue 40).
    return Object.defineProperty(
      { status: response.status, code: body.code, msg: body.msg, data: body.data },
      'headers',
      { value: response.headers, enumerable: false },
    ) as Answer<T>
  }

  /** GET with the ajax header. */
  // biome-ignore lint/suspicious/noExplicitAny: see Answer
  async get<T = any>(path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers }
    if (options.ajax !== false) headers['X-Requested-With'] = 'XMLHttpRequest'
    return this.envelope(await this.fetch(path, { headers, query: options.query }))
  }

  /** POST JSON (or form-encoded with `form`, or a FormData body as multipart). */
  // biome-ignore lint/suspicious/noExplicitAny: see Answer
  async post<T = any>(path: string, body?: unknown, options: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers }
    if (options.ajax !== false) headers['X-Requested-With'] = 'XMLHttpRequest'
    let payload: BodyInit | undefined
    if (body instanceof FormData) payload = body
    else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      payload = new URLSearchParams(body as Record<string, string>).toString()
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json'
      payload = JSON.stringify(body)
    }
    return this.envelope(
      await this.fetch(path, { method: 'POST', headers, body: payload, query: options.query }),
    )
  }

  /** POST one file as the multipart field `file`, the way the console's upload does. */
  // biome-ignore lint/suspicious/noExplicitAny: see Answer
  postFile<T = any>(
    path: string,
    name: string,
    bytes: Uint8Array,
    type = 'application/pdf',
  ): Promise<Answer<T>> {
    const form = new FormData()
    form.append('file', new File([new Uint8Array(bytes)], name, { type }))
    return this.post(path, form)
  }

  /** Sign in the way the console does: form-encoded, password AES-encrypted. */
  login(username: string, password: string): Promise<Answer<{ resetPwdFlag: boolean }>> {
    return this.post('/login', { username, password: encrypt(password) }, { form: true })
  }

  /** Sign in and fail the test if it did not work. */
  async signIn(username: string, password: string): Promise<this> {
    const answer = await this.login(username, password)
    if (answer.code !== 200) throw new Error(`sign-in of ${username} failed: ${answer.code} ${answer.msg}`)
    return this
  }
}

/** The demo accounts' passwords (issue 3). */
export const PASSWORDS = {
  admin: 'Admin@2026ev',
  tianjin: 'City@2026ev',
  operator: 'Oper@2026ev',
  newuser: 'New@2026ev',
  stale: 'Stale@2026ev',
} as const

/** A booted server and the named demo accounts signed in on it. */
export type Session<U extends keyof typeof PASSWORDS> = { server: TestServer } & Record<U, ApiClient>

/**
 * Boot a server for the enclosing describe block before its first test and sign the demo
 * `users` in, in that order; close it after the last test (`onClose` first). The fields are set
 * once the block's first `beforeAll` has run; test files take the server and clients through
 * `signedIn` (signed-in.ts), which may be destructured at once.
 */
export function serverWith<U extends keyof typeof PASSWORDS>(
  dialect: 'sqlite' | 'postgres',
  users: readonly U[],
  onClose?: () => void,
  options: Partial<StartOptions> = {},
): Session<U> {
  const session = {} as Session<U>
  beforeAll(async () => {
    session.server = await bootServer(dialect, options)
    for (const user of users)
      session[user] = (await session.server.client().signIn(user, PASSWORDS[user])) as never
  })
  afterAll(async () => {
    onClose?.()
    await session.server?.close()
  })
  return session
}

/** A valid enterprise record's fields (the enterprise flow's schema), as the demo operator files it. */
export const ENTERPRISE_FIELDS = enterpriseFields('特来电新能源股份有限公司')

/** The first 接入审核 application of Tianjin under review (the two-examiners races start from it). */
export function reviewingTianjinAccess(db: Db) {
  return db
    .selectFrom('applications')
    .selectAll()
    .where('flow', '=', 'access')
    .where('status', '=', 'reviewing')
    .where('areaCode', 'like', '1201%')
    .orderBy('applyId')
    .executeTakeFirstOrThrow()
}
