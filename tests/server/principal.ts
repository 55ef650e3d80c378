/** A seeded account's principal, as the server builds it for a signed-in call. */
import { loadPrincipal, type Principal } from '../../server/src/auth/permissions'
import type { Db } from '../../server/src/db/types'

export async function principalOf(db: Db, username: string): Promise<Principal> {
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirstOrThrow()
  return loadPrincipal(db, user, 'test')
}
