/**
 * Changes carried out at most once per key (issue 43, the kill drill). The console sends each
 * change with its own `Idempotency-Key` (src/contract/request-keys.ts). HAProxy sends a change
 * again to another process when the first died without answering (scripts/lib/haproxy.mjs): a
 * process killed with SIGKILL leaves, for about 0.1 s, a listening socket the kernel still queues
 * connections on, and the changes sent into it are lost unless sent again.
 *
 * The key is claimed by the change's own transaction, as its first write (http/router.ts): if the
 * first attempt never committed, nothing of it is in the database, key included, and the second
 * is carried out; if it committed, the second finds the key and is refused with 409, changing
 * nothing. Two attempts at once wait on the key's unique index, and one is refused. A change
 * refused for its input (400, 403, 409) rolls back with its key.
 */

import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY } from '../../../src/contract/request-keys'
import type { Db } from '../db/types'
import { machineMs } from '../kernel/clock'
import { ApiError, CODES, conflict } from '../kernel/errors'

interface RequestKeysTable {
  key: string
  /** When it was claimed (machine time, ISO). */
  at: string
}

declare module '../db/types' {
  interface Database {
    request_keys: RequestKeysTable
  }
}

/** How long a key is kept: a proxy sends a change again within seconds; a day is plenty. */
export const REQUEST_KEY_KEEP_MS = 24 * 60 * 60 * 1000

/** The request's key, or null when it sent none; a malformed key is refused (400). */
export function requestKeyOf(header: string | undefined): string | null {
  if (header === undefined || header === '') return null
  if (!IDEMPOTENCY_KEY.test(header))
    throw new ApiError(
      CODES.badInput,
      `请求头 ${IDEMPOTENCY_HEADER} 格式不正确（16–64 位字母、数字、- 或 _）`,
    )
  return header
}

/** Claim `key` for the change running on `db` (its transaction); 409 when it was carried out already. */
export async function claimRequestKey(db: Db, key: string): Promise<void> {
  const result = await db
    .insertInto('request_keys')
    .values({ key, at: new Date(machineMs()).toISOString() })
    .onConflict((onConflict) => onConflict.column('key').doNothing())
    .executeTakeFirst()
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0)
    throw conflict('该请求已经处理过（连接中断后的重发），没有再次执行，请刷新后查看结果')
}

/** Remove the keys claimed before `before` (retention sweep); how many went. */
export async function pruneRequestKeys(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('request_keys').where('at', '<', before.toISOString()).executeTakeFirst()
  return Number(result.numDeletedRows)
}
