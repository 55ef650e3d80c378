/**
 * Reads kept in the server process until what they come from changes (issue 43: user_info
 * ≥ 3,000 calls/s on PostgreSQL). On this 2-core machine a query to PostgreSQL costs the machine
 * some 0.3 ms however small it is (the socket's write and the wake-up of the other side), and
 * every call read the session and its user and the permission version before its own work:
 * user_info made three queries and answered 1,137 calls/s, a call with no query 11,800.
 *
 * A kept read is dropped, with everything else kept, when
 * - this process writes to a table reads are kept from (the plugin below sees every statement
 *   of the database and its transactions), so its own next call reads afresh;
 * - any process, or anyone by hand, changes such a table: PostgreSQL signals it when the change
 *   commits (migration 0053), and every process forgets what it kept.
 * A read that was under way when something changed is not kept. Only while the process listens
 * for the signals is anything kept at all: before, and from a lost listening connection until
 * it listens again, every read goes to the database. Another process's change is therefore seen
 * here once its signal arrives, milliseconds after its commit (docs/decisions.md: Kept reads).
 * SQLite keeps nothing: it is one process, and its queries are calls in it.
 */
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely'
import { CHANGE_CHANNEL, SIGNALLING_TABLES } from './migrations/0053-change-signals'
import { listenOn } from './pg-listen'
import type { Db } from './types'

const WATCHED: ReadonlySet<string> = new Set(SIGNALLING_TABLES)
/** Kept reads at most; all are dropped when more would be kept. */
const MAX_KEPT = 20_000

/** The table a statement writes to, from its node. */
function tableOf(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined
  if (node.kind === 'AliasNode') return tableOf((node as unknown as { node: OperationNode }).node)
  if (node.kind === 'TableNode')
    return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name
  return undefined
}

/** Raw SQL that changes no table: a select, a setting of the session or transaction, an explain. */
const RAW_READ = /^\s*(select|set|show|explain)\b/i

/** Whether a statement may change a watched table (raw SQL: unless it is RAW_READ). */
function writesWatched(node: RootOperationNode): boolean {
  switch (node.kind) {
    case 'InsertQueryNode':
    case 'MergeQueryNode':
      return WATCHED.has(tableOf(node.into) ?? '')
    case 'UpdateQueryNode':
      return WATCHED.has(tableOf(node.table) ?? '')
    case 'DeleteQueryNode':
      return node.from.froms.some((from) => WATCHED.has(tableOf(from) ?? ''))
    case 'RawNode':
      return !RAW_READ.test(node.sqlFragments[0] ?? '')
    default:
      return false
  }
}

/** The reads one process keeps for its database. */
export class ReadCache {
  readonly #kept = new Map<string, unknown>()
  #generation = 0
  #listening = false
  /** How many reads were answered from what was kept, and how many went to the database. */
  readonly counts = { kept: 0, read: 0 }

  /** Sees every statement of the database: a write to a watched table drops what is kept. */
  readonly plugin: KyselyPlugin = {
    transformQuery: (args: PluginTransformQueryArgs) => {
      if (writesWatched(args.node)) this.forget()
      return args.node
    },
    transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => args.result,
  }

  /** The value under `key`: kept, or read by `load` (and kept unless something changed meanwhile). */
  async get<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    if (this.#kept.has(key)) {
      this.counts.kept += 1
      return this.#kept.get(key) as T
    }
    this.counts.read += 1
    const generation = this.#generation
    const value = await load()
    if (this.#listening && generation === this.#generation && keep(value)) {
      if (this.#kept.size >= MAX_KEPT) this.#kept.clear()
      this.#kept.set(key, value)
    }
    return value
  }

  /** Drop everything kept, and keep nothing a read under way brings. */
  forget(): void {
    this.#generation += 1
    this.#kept.clear()
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
 * A read kept by the database's cache under `key`, or read each time where nothing is kept (a
 * transaction, SQLite). `keep` says whether a value may be kept (e.g. not the answer to an
 * unknown session id: any cookie sent would take room).
 */
export function keptRead<T>(
  db: Db,
  key: string,
  load: () => Promise<T>,
  keep?: (value: T) => boolean,
): Promise<T> {
  const cache = caches.get(db)
  return cache ? cache.get(key, load, keep) : load()
}

/** Listen for the change signals of a database's cache until closed (the server, on PostgreSQL). */
export async function listenForChanges(db: Db, url: string): Promise<{ close(): Promise<void> }> {
  const cache = caches.get(db)
  if (!cache) throw new Error('listenForChanges: the database was opened without a read cache')
  const listener = await listenOn(url, CHANGE_CHANNEL, {
    message: () => cache.forget(),
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
