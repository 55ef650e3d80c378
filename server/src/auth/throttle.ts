/**
 * Sign-in throttling (issue 23, item 4; issue 38, item 6), counted in the database so several
 * server processes on one PostgreSQL share the counts, and the request limit of public lookups
 * by client address on the same counters (`limitRequests`: document verification, issue 42
 * item 11). The sign-in's three counters:
 *
 * - the (address, name) pair: a few free failures, then each further one waits longer (doubling,
 *   capped), and at `maxFailedLogins` the pair is locked for `lockMs`: only the address that
 *   failed is locked out of the name;
 * - the client address: many free failures (one address trying many names), then waits — but
 *   not for a name that signed in successfully from that address lately, so one client behind a
 *   NAT does not block its colleagues;
 * - the name: failures from every address; at `maxFailedLogins` the name is locked (the account's
 *   `lockedUntil`, journaled), which refuses a wrong password from anywhere and anything from an
 *   address that failed on the name lately — but lets a correct password from an address with no
 *   recent failures on it through. So nobody who does not know an account's password can lock
 *   its owner out.
 *
 * Every lock starts its counter again from zero, so it ends with the lock. Unknown names are
 * counted exactly like real ones, so the answers never tell whether an account exists.
 *
 * Why not rate-limiter-flexible: its SQL stores drive `pg`/`knex`/`sqlite3` clients of their own
 * and create their own tables, beside our Kysely connection, migrations and transactions (and it
 * has no better-sqlite3 store). The counter needed here is one upsert and one read over Kysely,
 * the same on both dialects.
 */
import { sql } from 'kysely'
import type { Db } from '../db/types'
import type { ServerConfig } from '../kernel/config'

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

/** The throttle keys of one sign-in attempt: the address, the name, and the pair of both. */
export function throttleKeys(ip: string, username: string): { ip: string; account: string; pair: string } {
  const name = username.toLowerCase()
  return {
    ip: `ip:${ip}`.slice(0, 160),
    account: `account:${name}`.slice(0, 160),
    pair: `pair:${name}|${ip}`.slice(0, 160),
  }
}

/** A counter as read before an attempt. */
export interface ThrottleRow {
  key: string
  failures: number
  lastFailure: string
  blockedUntil: string | null
}

/** The counters of some keys (missing keys have none). */
export async function throttleRows(db: Db, keys: string[]): Promise<Map<string, ThrottleRow>> {
  const rows = await db.selectFrom('login_throttle').selectAll().where('key', 'in', keys).execute()
  return new Map(rows.map((row) => [row.key, { ...row, failures: Number(row.failures) }]))
}

/** Until when a counter blocks (null: it does not). */
export function blockedAt(row: ThrottleRow | undefined, now: Date): Date | null {
  const until = row?.blockedUntil ? new Date(row.blockedUntil) : null
  return until && until > now ? until : null
}

/** Whether a counter has failures within the window. */
export function failedLately(row: ThrottleRow | undefined, now: Date, config: ServerConfig): boolean {
  return (
    !!row && row.failures > 0 && new Date(row.lastFailure).getTime() >= now.getTime() - config.loginWindowMs
  )
}

/** How long a key waits after its n-th failure in a row: nothing for the free ones, then doubling. */
export function delayAfter(failures: number, free: number, config: ServerConfig): number {
  if (failures <= free) return 0
  return Math.min(config.loginDelayBaseMs * 2 ** (failures - free - 1), config.loginDelayMaxMs)
}

/**
 * Count an event on a key (one atomic upsert: concurrent processes never lose a count) within a
 * window of `windowMs`: a sliding one starts again after the key was quiet for the window (the
 * sign-in failures), a fixed one when the window that began with its first event has passed
 * (a request limit). Returns the count in the window and when the window began (`lastFailure`
 * holds the last event, or a fixed window's start).
 */
async function countInWindow(
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
  sliding: boolean,
): Promise<{ count: number; since: Date }> {
  const stamp = now.toISOString()
  const windowStart = new Date(now.getTime() - windowMs).toISOString()
  await db
    .insertInto('login_throttle')
    .values({ key, failures: 1, lastFailure: stamp, blockedUntil: null })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const expired = eb('login_throttle.lastFailure', '<', windowStart)
        return {
          failures: eb
            .case()
            .when(expired)
            .then(1)
            .else(eb('login_throttle.failures', '+', 1))
            .end(),
          lastFailure: sliding
            ? stamp
            : eb.case().when(expired).then(stamp).else(eb.ref('login_throttle.lastFailure')).end(),
        }
      }),
    )
    .execute()
  const row = await db
    .selectFrom('login_throttle')
    .select(['failures', 'lastFailure'])
    .where('key', '=', key)
    .executeTakeFirstOrThrow()
  return { count: Number(row.failures), since: new Date(row.lastFailure) }
}

/**
 * Count a failure on a key (a key quiet for longer than the window starts again) and set its
 * wait. Returns the failures in a row.
 */
export async function countFailure(
  db: Db,
  key: string,
  free: number,
  config: ServerConfig,
  now: Date,
): Promise<number> {
  const { count: failures } = await countInWindow(db, key, config.loginWindowMs, now, true)
  const wait = delayAfter(failures, free, config)
  if (wait > 0)
    await db
      .updateTable('login_throttle')
      .set({ blockedUntil: new Date(now.getTime() + wait).toISOString() })
      .where('key', '=', key)
      .execute()
  return failures
}

/**
 * A request limit on a key (issue 11: the public document verification, per client address):
 * `limit` requests in a fixed window of `windowMs` from the first; the request is counted, and
 * beyond the limit `refusedUntil` says when the window ends (`first`: the first refusal of the
 * window, which the caller journals once).
 */
export async function limitRequests(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<{ refusedUntil: Date | null; first: boolean }> {
  const { count, since } = await countInWindow(db, key.slice(0, 160), windowMs, now, false)
  if (count <= limit) return { refusedUntil: null, first: false }
  return { refusedUntil: new Date(since.getTime() + windowMs), first: count === limit + 1 }
}

/**
 * Lock a key until a time (a pair, or a name — also one that is no account). Its count starts
 * again from zero (issue 38, item 6: the count used to outlive the lock, so one wrong attempt
 * after it locked the name again).
 */
export async function blockKey(db: Db, key: string, until: Date): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set({ blockedUntil: until.toISOString(), failures: 0 })
    .where('key', '=', key)
    .execute()
}

/** How long from `now` until `until`, as the refusals say it: seconds, or minutes from two on. */
export function waitText(now: Date, until: Date): string {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))
  return seconds >= 120 ? `${Math.ceil(seconds / 60)}分钟` : `${seconds}秒`
}

/** Forget a key's failures. */
export async function clearKey(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute()
}

/** Forget a name's failures and locks from every address (an administrator enabling the account). */
export async function clearName(db: Db, username: string): Promise<void> {
  const { account, pair } = throttleKeys('', username)
  // LIKE with its wildcards escaped: a name may hold `%` or `_`.
  const prefix = `${pair.replace(/[!%_]/g, (char) => `!${char}`)}%`
  await db
    .deleteFrom('login_throttle')
    .where((eb) =>
      eb.or([eb('key', '=', account), sql<boolean>`${sql.ref('key')} LIKE ${prefix} ESCAPE '!'`]),
    )
    .execute()
}
