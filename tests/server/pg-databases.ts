/**
 * The server tests' PostgreSQL databases under TEST_DATABASE_URL: one fresh database per test
 * server, most of them copies of the run's seeded template (global-setup.ts), dropped after.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'

let strategy: Promise<string> | undefined

/**
 * ` STRATEGY FILE_COPY` where PostgreSQL has the choice (15 and later): a copy of the seeded
 * template (150 MB) by files takes 0.5–0.9 s of the server's CPU, by WAL records (15's default)
 * 1.5–2.2 s, and the suite makes a hundred of them (issue 40). Before 15 files are the only way.
 */
function fileCopy(): Promise<string> {
  strategy ??= (async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await client.connect()
    try {
      const { rows } = await client.query<{ version: string }>('SHOW server_version_num')
      return Number(rows[0]?.version) >= 150000 ? ' STRATEGY FILE_COPY' : ''
    } finally {
      await client.end()
    }
  })()
  return strategy
}

/**
 * A fresh PostgreSQL database under TEST_DATABASE_URL (a copy of `template` when given), and how
 * to drop it.
 */
export async function createPgDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL as string
  const name = `ev_test_${randomBytes(6).toString('hex')}`
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await run(
    template ? `CREATE DATABASE ${name} TEMPLATE ${template}${await fileCopy()}` : `CREATE DATABASE ${name}`,
  )
  const url = new URL(admin)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => dropPgDatabase(run, name) }
}

/**
 * Drop a test database. Not `WITH (FORCE)`: for a role that is not a superuser, FORCE fails
 * when an autovacuum worker happens to be in the database ("must be a member of the role whose
 * process is being terminated"), while a plain DROP asks such workers to leave. Connections of
 * our own role that linger are ended first; the drop is retried while the database is busy.
 */
async function dropPgDatabase(run: (sql: string) => Promise<unknown>, name: string): Promise<void> {
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
