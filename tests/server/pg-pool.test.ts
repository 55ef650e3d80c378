/**
 * The connections a server process keeps to PostgreSQL (db/connect.ts: poolSize): PG_POOL_SIZE,
 * 10 without it or when it is not a whole number ≥ 1. `npm run cluster` sets it for each process.
 * Opening the pool connects nothing: no database is needed.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, poolOf } from '../../server/src/db/connect'
import { ON_SQLITE } from './helpers'

describe.runIf(ON_SQLITE)('the PostgreSQL pool of a process', () => {
  const before = process.env.PG_POOL_SIZE
  afterEach(() => {
    if (before === undefined) delete process.env.PG_POOL_SIZE
    else process.env.PG_POOL_SIZE = before
  })

  const maxOf = async (size: string | undefined) => {
    if (size === undefined) delete process.env.PG_POOL_SIZE
    else process.env.PG_POOL_SIZE = size
    const handle = openDatabase({ dataDir: '.', databaseUrl: 'postgres://ev:ev@127.0.0.1:1/none' })
    try {
      return poolOf(handle.db)?.options.max
    } finally {
      await handle.close()
    }
  }

  it('keeps PG_POOL_SIZE connections at most, 10 without a whole number of them', async () => {
    expect(await maxOf('4')).toBe(4)
    expect(await maxOf(undefined)).toBe(10)
    expect(await maxOf('')).toBe(10)
    expect(await maxOf('0')).toBe(10)
    expect(await maxOf('2.5')).toBe(10)
  })
})
