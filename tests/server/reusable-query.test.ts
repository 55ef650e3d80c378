/** Queries compiled once and run with new parameters (server/src/db/reusable.ts), on each dialect. */
import { describe, expect, it } from 'vitest'
import { reusableQuery } from '../../server/src/db/reusable'
import type { Db } from '../../server/src/db/types'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const usersByName = reusableQuery((db: Db, username: string, status: number) =>
  db
    .selectFrom('users')
    .select(['username', 'status'])
    .where('username', '=', username)
    .where('status', '=', status)
    .where('id', '>', 0),
)

describe.each(DIALECTS)('reusable queries on %s', (dialect) => {
  const { server } = signedIn(dialect, [])

  it('runs the compiled query with each call’s parameters in their places, constants kept', async () => {
    expect(await usersByName(server.db, 'admin', 1)).toEqual([{ username: 'admin', status: 1 }])
    expect(await usersByName(server.db, 'tianjin', 1)).toEqual([{ username: 'tianjin', status: 1 }])
    expect(await usersByName(server.db, 'admin', 0)).toEqual([])
    expect(await usersByName(server.db, 'nobody', 1)).toEqual([])
  })

  it('refuses a parameter the query does not use as a plain value', async () => {
    const unused = reusableQuery((db: Db, _name: string) => db.selectFrom('users').select('id'))
    await expect(unused(server.db, 'admin')).rejects.toThrow(/parameter 0 is not used/)
  })
})
