/**
 * Which database a transaction belongs to. What is kept per database — the live event bus
 * (push/hub.ts) — must be found from a step's transaction as well as from the database, so the
 * transactions that may publish are opened here.
 */
import type { Db } from './types'

const roots = new WeakMap<Db, Db>()

/** The database `db` belongs to: itself, or the database a transaction opened by inTransaction runs on. */
export function rootOf(db: Db): Db {
  return roots.get(db) ?? db
}

/** Run `work` in a transaction of `root`, whose root is then known (rootOf). */
export function inTransaction<T>(root: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return root.transaction().execute((trx) => {
    roots.set(trx, root)
    return work(trx)
  })
}
