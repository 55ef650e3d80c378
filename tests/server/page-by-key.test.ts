/**
 * A list read `pageByKey` (server/src/resources/routes.ts pageQuery; the stations since issue 43):
 * the page's keys first, in the request's order, then their rows. Its pages must be the rows the
 * one-step read gives, for every sort, filter, keyword and page, in and out of a data scope.
 */
import { describe, expect, it } from 'vitest'
import { stationsResource } from '../../server/src/archives-management/charging'
import { listPage, queryContext } from '../../server/src/resources'
import { DIALECTS } from './helpers'
import { principalOf } from './principal'
import { signedIn } from './signed-in'

const REQUESTS: Record<string, string>[] = [
  {},
  { pageNum: '3', pageSize: '10' },
  { sort: 'stationName,desc', pageSize: '20' },
  { sort: 'createTime,asc', pageNum: '2', pageSize: '10' },
  { sort: 'ratedPower,desc', pageNum: '2', pageSize: '20' },
  { keyword: '天津' },
  { stationStatus: '50', pageSize: '50' },
]

describe.each(DIALECTS)('stations read by key on %s', (dialect) => {
  const { server } = signedIn(dialect, ['admin'])

  it.each(['admin', 'tianjin', 'operator'])(
    'gives %s the same pages as a read in one step',
    async (username) => {
      const context = queryContext(server.db, await principalOf(server.db, username))
      const oneStep = { ...stationsResource, pageByKey: false }
      for (const params of REQUESTS) {
        const byKey = await listPage(stationsResource, params, context)
        const expected = await listPage(oneStep, params, context)
        expect(byKey.total, JSON.stringify(params)).toBe(expected.total)
        expect(byKey.list, JSON.stringify(params)).toEqual(expected.list)
      }
      const first = await listPage(stationsResource, {}, context)
      expect(first.list.length).toBeGreaterThan(0)
    },
  )
})
