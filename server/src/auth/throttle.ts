/**
 * Sign-in throttling (issue 23, item 4): failed sign-ins are counted per client address and per
 * account name in the database, so several server processes on one PostgreSQL share the counts.
 * After a few free failures each further one makes the key wait longer (doubling, capped); the
 * account lock is the last step only. Unknown account names are counted exactly like real ones,
 * so the answers never tell whether an account exists.
 *
 * Why not rate-limiter-flexible: its SQL stores drive `pg`/`knex`/`sqlite3` clients of their own
 * and create their own tables, beside our Kysely connection, migrations and transactions (and it
 * has no better-sqlite3 store). The counter needed here is one upsert and one read over Kysely,
 * the same on both dialects.
 */
import type { ServerConfig } from '../config'
import type { Db } from '../db/types'

interface LoginThrottleTable {
  key: string
  failures: number
  lastFailure: string
  blockedUntil: string | null
}

declare module '../db/types' {
  interface Database {
    login_throttle: LoginThrottleTable
  }
}

/** The throttle keys of one sign-in attempt. */
export function throttleKeys(ip: string, username: string): { ip: string; account: string } {
  return { ip: `ip:${ip}`.slice(0, 160), account: `account:${username.toLowerCase()}`.slice(0, 160) }
}

/** The latest time any of the keys may try again (null: now). */
export async function blockedUntil(db: Db, keys: string[], now: Date): Promise<Date | null> {
  const rows = await db
    .selectFrom('login_throttle')
    .select(['blockedUntil'])
    .where('key', 'in', keys)
    .where('blockedUntil', '>', now.toISOString())
    .execute()
  const times = rows.map((row) => new Date(row.blockedUntil as string).getTime())
  return times.length ? new Date(Math.max(...times)) : null
}

/** How long a key waits after its n-th failure in a row: nothing for the free ones, then doubling. */
export function delayAfter(failures: number, free: number, config: ServerConfig): number {
  if (failures <= free) return 0
  return Math.min(config.loginDelayBaseMs * 2 ** (failures - free - 1), config.loginDelayMaxMs)
}

/**
 * Count a failure on a key (one atomic upsert: concurrent processes never lose a count; a key
 * quiet for longer than the window starts again) and set its wait. Returns the failures in a row.
 */
export async function countFailure(
  db: Db,
  key: string,
  free: number,
  config: ServerConfig,
  now: Date,
): Promise<number> {
  const stamp = now.toISOString()
  const windowStart = new Date(now.getTime() - config.loginWindowMs).toISOString()
  await db
    .insertInto('login_throttle')
    .values({ key, failures: 1, lastFailure: stamp, blockedUntil: null })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when('login_throttle.lastFailure', '<', windowStart)
          .then(1)
          .else(eb('login_throttle.failures', '+', 1))
          .end(),
        lastFailure: stamp,
      })),
    )
    .execute()
  const row = await db
    .selectFrom('login_throttle')
    .select('failures')
    .where('key', '=', key)
    .executeTakeFirstOrThrow()
  const failures = Number(row.failures)
  const wait = delayAfter(failures, free, config)
  if (wait > 0)
    await db
      .updateTable('login_throttle')
      .set({ blockedUntil: new Date(now.getTime() + wait).toISOString() })
      .where('key', '=', key)
      .execute()
  return failures
}

/** Block a key until a time (the account lock, also for names that are not accounts). */
export async function blockKey(db: Db, key: string, until: Date): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set({ blockedUntil: until.toISOString() })
    .where('key', '=', key)
    .execute()
}

/** Forget a key's failures (a successful sign-in, or an administrator enabling the account). */
export async function clearKey(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute()
}
