/**
 * Open the platform database: a SQLite file under the data folder by default, PostgreSQL when a
 * connection URL is given. Both speak the same schema (migrations are portable).
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
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
  dialect: 'sqlite' | 'postgres'
  close(): Promise<void>
}

// PostgreSQL returns bigint (count(*), sum of integers) as text; the API wants numbers.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10))

/** Open (and create if needed) the database. */
export function openDatabase(options: DbOptions): DbHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return { db, dialect: 'postgres', close: () => db.destroy() }
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
        const statement = prepare(source)
        if (!cached) {
          if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string)
          cache.set(source, statement)
        }
        return statement
      }
    },
  })
}
