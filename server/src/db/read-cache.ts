/**
 * Reads kept in the server process until what they come from changes (issue 43: user_info
 * ≥ 3,000 calls/s on PostgreSQL). On this 2-core machine a query to PostgreSQL costs the machine
 * some 0.3 ms however small it is (the socket's write and the wake-up of the other side), and
 * every call read the session and its user and the permission version before its own work:
 * user_info made three queries and answered 1,137 calls/s, a call with no query 11,800.
 *
 * Each kept read names what it depends on (a table, one row, the rows of one key value), and is
 * dropped when
 * - this process writes to it (the plugin below sees every statement of the database and its
 *   transactions, and reads the rows it names: changed-rows.ts), so its own next call reads
 *   afresh;
 * - any process, or anyone by hand, changes it: PostgreSQL signals the change when it commits
 *   (migrations 0053 and 0062: the table, and the keys of the rows for sessions, users and
 *   messages), and every process drops what depends on it.
 * A read that was under way when anything changed is not kept. Only while the process listens
 * for the signals is anything kept at all: before, and from a lost listening connection until
 * it listens again, every read goes to the database. Another process's change is therefore seen
 * here once its signal arrives, milliseconds after its commit (docs/decisions.md: Kept reads).
 * SQLite keeps nothing: it is one process, and its queries are calls in it.
 */
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  UnknownRow,
} from 'kysely'
import { type ChangedRows, changeOf, KEYED_TABLES, WATCHED } from './changed-rows'
import { CHANGE_CHANNEL } from './migrations/0053-change-signals'
import { listenOn } from './pg-listen'
import type { Db } from './types'

/** Kept reads at most; all are dropped when more would be kept. */
const MAX_KEPT = 20_000

/**
 * What a kept read depends on:
 * - a whole watched table;
 * - one row of a keyed table, named by the values of every keyed column it has (`row`): the row
 *   the read found, such as the session and its user;
 * - the rows of a keyed table whose `column` is `value` (a set: whichever rows have it now), such
 *   as a user's to-dos.
 */
export type Dependency =
  | { table: string; row?: undefined; column?: undefined }
  | { table: string; row: Readonly<Record<string, unknown>>; column?: undefined }
  | { table: string; row?: undefined; column: string; value: unknown }

/**
 * Index entries: a row dependency is filed under each of its columns' values, a set under its
 * one. The entries of one kind, table and column are also listed together (`columnKey`), so that a
 * change that does not name a column drops them without a scan of every entry.
 */
const columnKey = (kind: 'r' | 's', table: string, column: string) => `${kind}\u0000${table}\u0000${column}`
const rowEntry = (table: string, column: string, value: unknown) =>
  `${columnKey('r', table, column)}\u0000${String(value)}`
const setEntry = (table: string, column: string, value: unknown) =>
  `${columnKey('s', table, column)}\u0000${String(value)}`
/** The column list an entry belongs to; undefined for a table's entry. */
const columnKeyOf = (entry: string) =>
  entry.includes('\u0000') ? entry.slice(0, entry.lastIndexOf('\u0000')) : undefined

/** The index entries a dependency is filed under. */
function filedUnder(dep: Dependency): string[] {
  const columns = KEYED_TABLES[dep.table] ?? []
  if (dep.row) {
    const missing = columns.filter((column) => !(column in dep.row))
    if (missing.length || !columns.length)
      throw new Error(`read cache: a row of ${dep.table} must name ${columns.join(', ') || 'a keyed table'}`)
    return columns.map((column) => rowEntry(dep.table, column, dep.row[column]))
  }
  if (dep.column !== undefined) {
    if (!columns.includes(dep.column)) throw new Error(`read cache: ${dep.table}.${dep.column} is not keyed`)
    return [setEntry(dep.table, dep.column, dep.value)]
  }
  return [dep.table]
}

/** A kept read and what it depends on. */
interface Kept {
  value: unknown
  /** The index entries it is filed under: tables and rows. */
  filed: string[]
}

/** The reads one process keeps for its database. */
export class ReadCache {
  readonly #kept = new Map<string, Kept>()
  /** Index: a table, or a table's rows by key → the kept reads depending on it. */
  readonly #index = new Map<string, Set<string>>()
  /** A column's entries of one kind (`columnKey`) → the index entries filed now. */
  readonly #columns = new Map<string, Set<string>>()
  #generation = 0
  #listening = false
  /** How many reads were answered from what was kept, and how many went to the database. */
  readonly counts = { kept: 0, read: 0 }

  /** Sees every statement of the database: a write to a watched table drops what depends on it. */
  readonly plugin: KyselyPlugin = {
    transformQuery: (args: PluginTransformQueryArgs) => {
      const change = changeOf(args.node)
      if (change) this.changed(change.table, change.rows)
      return args.node
    },
    transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => args.result,
  }

  /**
   * The value under `key`: kept, or read by `load` and kept with what it depends on (`dependsOn`
   * of the value) unless something changed meanwhile or `keep` says no.
   */
  async get<T>(
    key: string,
    load: () => Promise<T>,
    dependsOn: (value: T) => readonly Dependency[],
    keep: (value: T) => boolean = () => true,
  ): Promise<T> {
    const kept = this.#kept.get(key)
    if (kept) {
      this.counts.kept += 1
      return kept.value as T
    }
    this.counts.read += 1
    const generation = this.#generation
    const value = await load()
    if (this.#listening && generation === this.#generation && keep(value)) {
      if (this.#kept.size >= MAX_KEPT) this.forget()
      const filed = dependsOn(value).flatMap(filedUnder)
      this.#kept.set(key, { value, filed })
      for (const entry of filed) {
        const keys = this.#index.get(entry) ?? new Set<string>()
        keys.add(key)
        this.#index.set(entry, keys)
        const list = columnKeyOf(entry)
        if (list) this.#columns.set(list, (this.#columns.get(list) ?? new Set<string>()).add(entry))
      }
    }
    return value
  }

  /** Whether a read is kept under `key` now. */
  has(key: string): boolean {
    return this.#kept.has(key)
  }

  #drop(key: string): void {
    const kept = this.#kept.get(key)
    if (!kept) return
    this.#kept.delete(key)
    for (const entry of kept.filed) {
      const keys = this.#index.get(entry)
      keys?.delete(key)
      if (keys?.size !== 0) continue
      this.#index.delete(entry)
      const list = columnKeyOf(entry)
      const entries = list ? this.#columns.get(list) : undefined
      entries?.delete(entry)
      if (list && entries?.size === 0) this.#columns.delete(list)
    }
  }

  #dropFiled(entry: string): void {
    for (const key of [...(this.#index.get(entry) ?? [])]) this.#drop(key)
  }

  /**
   * `table` changed (null: anything may have), in the rows named (per keyed column, the values of
   * the rows changed) or anywhere (null): drop what depends on it. A read under way keeps nothing.
   *
   * A change naming its rows by some keyed columns drops the rows filed under their values (a
   * row dependency is filed under every keyed column, so one is enough), and every set of a
   * column it does not name (its rows' values there are unknown).
   */
  changed(table: string | null, rows: ChangedRows): void {
    if (table === null) {
      this.forget()
      return
    }
    this.#generation += 1
    this.#dropFiled(table)
    const columns = KEYED_TABLES[table] ?? []
    const named = rows ? columns.filter((column) => rows[column]) : []
    for (const column of columns) {
      if (named.includes(column)) {
        for (const value of rows?.[column] ?? []) {
          this.#dropFiled(rowEntry(table, column, value))
          this.#dropFiled(setEntry(table, column, value))
        }
        continue
      }
      const unnamed = [...(this.#columns.get(columnKey('s', table, column)) ?? [])]
      if (named.length === 0) unnamed.push(...(this.#columns.get(columnKey('r', table, column)) ?? []))
      for (const entry of unnamed) this.#dropFiled(entry)
    }
  }

  /**
   * A change signal's payload (migration 0062): `table`, or `table {"column":[values]}` naming
   * the rows changed; anything else drops everything.
   */
  signalled(payload: string): void {
    const space = payload.indexOf(' ')
    const table = space < 0 ? payload : payload.slice(0, space)
    let rows: ChangedRows = null
    if (space >= 0) {
      try {
        const named = JSON.parse(payload.slice(space + 1))
        rows = named && typeof named === 'object' ? named : null
      } catch {
        rows = null
      }
    }
    // An unknown table or a payload that cannot be read: anything may have changed.
    if (!WATCHED.has(table) || (space >= 0 && rows === null)) this.forget()
    else this.changed(table, rows)
  }

  /** Drop everything kept, and keep nothing a read under way brings. */
  forget(): void {
    this.#generation += 1
    this.#kept.clear()
    this.#index.clear()
    this.#columns.clear()
  }

  /** How many reads are kept now. */
  get size(): number {
    return this.#kept.size
  }

  /** Whether reads are kept: the change signals arrive. */
  get isListening(): boolean {
    return this.#listening
  }

  /** Keep reads only while the change signals arrive. */
  listening(on: boolean): void {
    this.forget()
    this.#listening = on
  }
}

const caches = new WeakMap<Db, ReadCache>()

/** Register the cache a database was opened with (its plugin among the database's). */
export function registerReadCache(db: Db, cache: ReadCache): void {
  caches.set(db, cache)
}

/** The read cache of a database; none for a transaction or SQLite. */
export function readCacheOf(db: Db): ReadCache | undefined {
  return caches.get(db)
}

/**
 * A read kept by the database's cache under `key` until a change to what it depends on (`dependsOn`
 * of the value read), or read each time where nothing is kept (a transaction, SQLite). `keep` says
 * whether a value may be kept (e.g. not the answer to an unknown session id: any cookie sent
 * would take room).
 */
export function keptRead<T>(
  db: Db,
  key: string,
  load: () => Promise<T>,
  dependsOn: (value: T) => readonly Dependency[],
  keep?: (value: T) => boolean,
): Promise<T> {
  const cache = caches.get(db)
  return cache ? cache.get(key, load, dependsOn, keep) : load()
}

/** Listen for the change signals of a database's cache until closed (the server, on PostgreSQL). */
export async function listenForChanges(db: Db, url: string): Promise<{ close(): Promise<void> }> {
  const cache = caches.get(db)
  if (!cache) throw new Error('listenForChanges: the database was opened without a read cache')
  const listener = await listenOn(url, CHANGE_CHANNEL, {
    message: (payload) => cache.signalled(payload),
    listening: () => cache.listening(true),
    lost: () => cache.listening(false),
  })
  return {
    close: async () => {
      cache.listening(false)
      await listener.close()
    },
  }
}
