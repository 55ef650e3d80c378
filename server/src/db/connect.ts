/**
 * Open the platform database: a SQLite file under the data folder by default, PostgreSQL when a
 * connection URL is given. Both speak the same schema (migrations are portable).
 */
import { appendFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { keepAtMost } from './bounded'
import type { Dialect } from './dialect'
import { ReadCache, registerReadCache } from './read-cache'
import type { Database, Db } from './types'

export interface DbOptions {
  /** Folder of the SQLite file (`ev-console.sqlite`); ignored with `databaseUrl`. */
  dataDir: string
  /** `postgres://...`: use PostgreSQL instead of SQLite. */
  databaseUrl?: string
}

/** An open database and its dialect. */
export interface DbHandle {
  db: Db
  dialect: Dialect
  close(): Promise<void>
}

// PostgreSQL returns bigint (count(*), sum of integers) as text; the API wants numbers.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10))

/**
 * EV_QUERY_LOG=<file>: append every query (SQL, parameters, ms) as a JSON line to the file — the
 * bench's EXPLAIN pass (scripts/bench/explain.mjs) reads which queries a call ran. Off by default.
 */
function queryLog(): ((event: LogEvent) => void) | undefined {
  const file = process.env.EV_QUERY_LOG
  if (!file) return undefined
  return (event) => {
    const { sql, parameters } = event.query
    appendFileSync(file, `${JSON.stringify({ sql, parameters, ms: event.queryDurationMillis })}\n`)
  }
}

/**
 * A call waits at most this long for a connection (default: for ever): with PostgreSQL out of
 * reach but not refusing (a network partition), calls answer 503 instead of hanging (issue 43).
 */
const POOL_TIMEOUTS = { connectionTimeoutMillis: 15_000 }

/**
 * The connections a process keeps to PostgreSQL (`PG_POOL_SIZE`, default 10). PostgreSQL runs a
 * statement on one core: a machine's cores are busy with a few connections, and more only make its
 * backends take turns with every call's statements in the queue. The cluster gives each process its
 * share (scripts/cluster.mjs: four connections per core of the machine among them, at least 4
 * each). The drill on 2 cores, 3 processes of 10 connections against 3 of 4: docs/performance.md.
 */
function poolSize(): number {
  const wanted = Number(process.env.PG_POOL_SIZE || 10)
  return Number.isInteger(wanted) && wanted >= 1 ? wanted : 10
}

/**
 * A connection checked out of the pool and ended by the database while no query runs on it (a
 * restart under a held transaction or lock) emits 'error' with nobody listening, which ends the
 * process (found by tests/server/pg-outage.test.ts). Every connection gets a listener for life;
 * its holder learns of the loss from its next query, which fails and is answered 503.
 */
function survivesLostConnections(pool: pg.Pool): void {
  pool.on('connect', (client) => client.on('error', () => undefined))
}

/** The pool under each PostgreSQL database opened here, for what Kysely cannot send (db/copy-out.ts). */
const POOLS = new WeakMap<Db, pg.Pool>()

/** The PostgreSQL pool of a database opened here; undefined on SQLite. */
export function poolOf(db: Db): pg.Pool | undefined {
  return POOLS.get(db)
}

/** Open (and create if needed) the database. */
export function openDatabase(options: DbOptions): DbHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: poolSize(), ...POOL_TIMEOUTS })
    let closing = false
    // An idle connection that the database ends (a restart, an administrator, a closing pool) is
    // dropped from the pool and replaced on the next query; without a listener the pool's 'error'
    // event would end the process.
    pool.on('error', (error) => {
      if (!closing) console.warn(`PostgreSQL connection lost: ${error.message}`)
    })
    survivesLostConnections(pool)
    // Issue 43: the reads every call makes are kept in the process between changes (read-cache.ts).
    const cache = new ReadCache()
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: queryLog(),
      plugins: [cache.plugin],
    })
    registerReadCache(db, cache)
    POOLS.set(db, pool)
    return {
      db,
      dialect: 'postgres',
      close: () => {
        closing = true
        return db.destroy()
      },
    }
  }
  mkdirSync(options.dataDir, { recursive: true })
  const file = new SQLite(join(options.dataDir, 'ev-console.sqlite'))
  file.pragma('journal_mode = WAL')
  file.pragma('foreign_keys = ON')
  file.pragma('busy_timeout = 5000')
  file.pragma('synchronous = NORMAL')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) })
  return { db, dialect: 'sqlite', close: () => db.destroy() }
}

/**
 * A reading connection of its own, for the export worker (issue 23): on SQLite a read-only
 * handle on the same file (WAL lets it read while the server writes), on PostgreSQL a pool of
 * two. Nothing is created or migrated.
 */
export function openReader(options: DbOptions): DbHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2, ...POOL_TIMEOUTS })
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`))
    survivesLostConnections(pool)
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    POOLS.set(db, pool)
    return { db, dialect: 'postgres', close: () => db.destroy() }
  }
  const file = new SQLite(join(options.dataDir, 'ev-console.sqlite'), { readonly: true, fileMustExist: true })
  file.pragma('busy_timeout = 5000')
  // An export reads each page once, in order: 2 MB of page cache (SQLite's own default) instead
  // of better-sqlite3's 16 MB, which an export of 970,000 orders filled to no use.
  file.pragma('cache_size = -2000')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) })
  return { db, dialect: 'sqlite', close: () => db.destroy() }
}

/** Distinct SQL texts whose prepared statements are kept (queries are built from a few shapes). */
const STATEMENT_CACHE_SIZE = 500

/**
 * Kysely prepares every query anew; preparing costs as much as running a small query (a profile
 * of `user_info` under load: 5 % of the server's time in `prepare`). Statements are kept per SQL
 * text; one still iterating (a streamed read) is never handed out twice.
 */
function withStatementCache(file: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>()
  const prepare = file.prepare.bind(file)
  return new Proxy(file, {
    get(target, property, receiver) {
      if (property !== 'prepare') {
        const value = Reflect.get(target, property, receiver)
        // Native methods need the database itself as `this`.
        return typeof value === 'function' ? value.bind(target) : value
      }
      return (source: string) => {
        const cached = cache.get(source)
        if (cached && !cached.busy) return cached
        const statement = rowsOfFixedShape(prepare(source))
        if (!cached) keepAtMost(cache, STATEMENT_CACHE_SIZE, source, statement)
        return statement
      }
    },
  })
}

/**
 * A reading statement whose rows are made in JavaScript from better-sqlite3's arrays (raw mode)
 * by a function that writes each row as one object literal of the statement's columns. better-
 * sqlite3 builds row objects property by property through V8's API: for an export batch of
 * 2,000 orders of 22 columns, 13.6 ms that way, 6.4 ms this way (5.2 ms for the arrays alone);
 * a quarter of an export's time was spent reading. Rows are the same plain objects either way.
 */
function rowsOfFixedShape(statement: SQLite.Statement): SQLite.Statement {
  if (!statement.reader) return statement
  const names = statement.columns().map((column) => column.name)
  // An object literal would give a column named __proto__ a meaning; such a statement keeps its objects.
  if (names.includes('__proto__')) return statement
  // The source is made of the column names as JSON strings and array indices only.
  const make = new Function(
    'row',
    `return {${names.map((name, index) => `${JSON.stringify(name)}: row[${index}]`).join(', ')}}`,
  ) as (row: unknown[]) => Record<string, unknown>
  statement.raw(true)
  const all = statement.all.bind(statement) as (...parameters: unknown[]) => unknown[][]
  const iterate = statement.iterate.bind(statement) as (
    ...parameters: unknown[]
  ) => IterableIterator<unknown[]>
  const own: Record<PropertyKey, unknown> = {
    all: (...parameters: unknown[]) => all(...parameters).map(make),
    *iterate(...parameters: unknown[]) {
      for (const row of iterate(...parameters)) yield make(row)
    },
  }
  return new Proxy(statement, {
    get(target, property) {
      if (Object.hasOwn(own, property)) return own[property]
      // Native accessors and methods need the statement itself as `this`.
      const value = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
