/**
 * The server tests' PostgreSQL databases under TEST_DATABASE_URL: one fresh database per test
 * server, most of them copies of the run's seeded template (global-setup.ts), dropped after.
 *
 * A copy of the template (180 MB) keeps a test waiting 3–4 s and its drop another 2.5 s, though
 * PostgreSQL spends only 0.5–0.9 s of CPU on both: the rest is its checkpoints and fsyncs (issue 40,
 * docs/toolchain.md). So a worker keeps the next copy of each template under way while its tests
 * run, and drops the copies its files are done with beside them. The copies are named after their
 * template (`<template>_<random>`): whatever a worker leaves at its end (the spare, a drop cut
 * short) is dropped by the run's teardown (`dropCopiesOf`).
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'

let strategy: Promise<string> | undefined

/** Work on one connection to the administrative database of TEST_DATABASE_URL. */
async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Run one statement on the administrative database of TEST_DATABASE_URL. */
const run = (sql: string, values?: unknown[]): Promise<pg.QueryResult> =>
  withClient((client) => client.query(sql, values))

/**
 * Every copy of a template is made under a shared advisory lock named after it, held by the
 * session that runs CREATE DATABASE (released when it ends, even if its worker died): the
 * teardown's exclusive lock waits for every copy under way, without polling.
 */
const COPYING = 'SELECT pg_advisory_lock_shared(hashtext($1))'
const COPIED = 'SELECT pg_advisory_unlock_shared(hashtext($1))'

/**
 * ` STRATEGY FILE_COPY` where PostgreSQL has the choice (15 and later): a copy of the seeded
 * template (150 MB) by files takes 0.5–0.9 s of the server's CPU, by WAL records (15's default)
 * 1.5–2.2 s, and the suite makes a hundred of them (issue 40). Before 15 files are the only way.
 */
function fileCopy(): Promise<string> {
  strategy ??= run('SHOW server_version_num').then(({ rows }) =>
    Number(rows[0]?.server_version_num) >= 150000 ? ' STRATEGY FILE_COPY' : '',
  )
  return strategy
}

/** A database and how to drop it. */
export interface PgDatabase {
  url: string
  drop(): Promise<void>
}

function urlOf(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL as string)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * A new database, a copy of `template` when given. Commits do not wait for the disk
 * (`synchronous_commit = off`): what a commit shows to other sessions, its locks and its
 * notifications are the same; only a crash of PostgreSQL itself could lose the last ones, and no
 * test crashes PostgreSQL.
 */
async function create(template?: string): Promise<string> {
  const name = `${template ?? 'ev_test'}_${randomBytes(6).toString('hex')}`
  if (!template) await run(`CREATE DATABASE ${name}`)
  else {
    const strategy = await fileCopy()
    await withClient(async (client) => {
      await client.query(COPYING, [template])
      try {
        await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}${strategy}`)
      } finally {
        await client.query(COPIED, [template])
      }
    })
  }
  await run(`ALTER DATABASE ${name} SET synchronous_commit = off`)
  return name
}

/** Per template, the copy this worker's next test server gets: made while the current one runs. */
const spares = new Map<string, Promise<string>>()

/** The spare copy of `template` if one is under way (else a new copy), and the next one started. */
async function copyOf(template: string): Promise<string> {
  const spare = spares.get(template)
  const next = create(template)
  // Its failure shows when it is taken (a fresh copy is made then); until then it is not an error.
  next.catch(() => undefined)
  spares.set(template, next)
  return spare ? spare.catch(() => create(template)) : create(template)
}

/**
 * A fresh PostgreSQL database under TEST_DATABASE_URL (a copy of `template` when given), and how
 * to drop it. A copy's drop returns at once and goes on beside the tests (see above).
 */
export async function createPgDatabase(template?: string): Promise<PgDatabase> {
  if (!template) {
    const name = await create()
    return { url: urlOf(name), drop: () => dropPgDatabase(name) }
  }
  const name = await copyOf(template)
  return {
    url: urlOf(name),
    drop: async () => {
      // Left to the teardown when it does not succeed here.
      dropPgDatabase(name).catch(() => undefined)
    },
  }
}

/**
 * Drop what is left of the copies of `template` (a spare, a drop the end of a worker cut short),
 * once no copy is still being made. For the run's teardown, when its workers have ended.
 */
export async function dropCopiesOf(template: string): Promise<void> {
  const prefix = `${template}_`
  // Waits until no copy is under way (see COPYING).
  await withClient(async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [template])
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [template])
  })
  const { rows } = await run('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix])
  for (const { datname } of rows) await dropPgDatabase(datname)
}

/**
 * Drop a test database. Not `WITH (FORCE)`: for a role that is not a superuser, FORCE fails
 * when an autovacuum worker happens to be in the database ("must be a member of the role whose
 * process is being terminated"), while a plain DROP asks such workers to leave. Connections of
 * our own role that linger are ended first; the drop is retried while the database is busy.
 */
async function dropPgDatabase(name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await run(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND usename = current_user AND pid <> pg_backend_pid()`,
      )
      await run(`DROP DATABASE IF EXISTS ${name}`)
      return
    } catch (error) {
      if (attempt >= 10) throw error
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt))
    }
  }
}
