/**
 * The stations as map points in calls of their own (issue 44; src/contract/map-points.ts): the
 * places as compact rows within the caller's scope and the station list's filters, revalidated by
 * ETag (304 without the rows), and the connectors by live status as the table holds them.
 */
import { describe, expect, it } from 'vitest'
import { DEMO_OPERATOR_ID } from '../../server/src/db/seed/operators'
import { CONNECTOR } from '../../src/core/domain/enums'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const PLACES = '/live/station-places'
const STATES = '/live/station-states'

type Place = [string, string, string, number, number]
type State = [string, number, number, number, number]

describe.each(DIALECTS)('station point calls on %s', (dialect) => {
  const { server, admin, tianjin, operator } = signedIn(dialect, ['admin', 'tianjin', 'operator'])

  it('answers every station of the scope as a compact row, in the list’s order', async () => {
    const all = await server.db
      .selectFrom('stations')
      .select(['stationId', 'stationName', 'areaCode', 'stationLng', 'stationLat', 'operatorId'])
      .orderBy('stationId')
      .execute()
    const rowOf = (station: (typeof all)[number]): Place => [
      station.stationId,
      station.stationName,
      station.areaCode,
      Number(station.stationLng),
      Number(station.stationLat),
    ]
    const answer = await admin.get<{ rows: Place[] }>(PLACES)
    expect(answer.code).toBe(200)
    expect(answer.data.rows).toEqual(all.map(rowOf))
    const own = await tianjin.get<{ rows: Place[] }>(PLACES)
    expect(own.data.rows).toEqual(all.filter((station) => station.areaCode.startsWith('1201')).map(rowOf))
    // The operator's scope is its company's stations (within its area): the list's count, all its.
    const company = await operator.get<{ rows: Place[] }>(PLACES)
    const companyList = await operator.get<{ total: number }>('/archives-management/stations')
    expect(company.data.rows.length).toBeGreaterThan(0)
    expect(company.data.rows).toHaveLength(companyList.data.total)
    const theirs = new Set(
      all.filter((station) => station.operatorId === DEMO_OPERATOR_ID).map((s) => s.stationId),
    )
    expect(company.data.rows.every((row) => theirs.has(row[0]))).toBe(true)
  })

  it('takes the station list’s filters and keyword, and refuses names the list has not', async () => {
    const answer = await tianjin.get<{ rows: Place[] }>(PLACES, {
      query: { areaCode: '120101', pageNum: '1', pageSize: '10' },
    })
    expect(answer.data.rows.length).toBeGreaterThan(0)
    expect(answer.data.rows.every((row) => row[2] === '120101')).toBe(true)
    const list = await tianjin.get<{ total: number }>('/archives-management/stations', {
      query: { areaCode: '120101', pageNum: '1', pageSize: '10' },
    })
    expect(answer.data.rows).toHaveLength(list.data.total)
    const [first] = answer.data.rows
    const byKeyword = await tianjin.get<{ rows: Place[] }>(PLACES, { query: { keyword: first[0] } })
    expect(byKeyword.data.rows.map((row) => row[0])).toContain(first[0])
    const wrong = await tianjin.get(PLACES, { query: { nonsense: '1' } })
    expect(wrong.code).toBe(400)
  })

  it('revalidates by ETag: the same places answer 304 without a body', async () => {
    const first = await admin.fetch(PLACES)
    const tag = first.headers.get('etag')
    expect(tag).toMatch(/^".+"$/)
    expect(first.headers.get('cache-control')).toBe('private, no-cache')
    await first.arrayBuffer()
    const again = await admin.fetch(PLACES, { headers: { 'If-None-Match': tag ?? '' } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    // Another scope has other places, hence another tag.
    const other = await tianjin.fetch(PLACES, { headers: { 'If-None-Match': tag ?? '' } })
    expect(other.status).toBe(200)
    expect(other.headers.get('etag')).not.toBe(tag)
  })

  it('answers the connectors by live status of each station of the scope', async () => {
    const answer = await tianjin.get<{ rows: State[] }>(STATES)
    const connectors = await server.db
      .selectFrom('connectors')
      .select(['stationId', 'status', 'areaCode'])
      .where('areaCode', 'like', '1201%')
      .execute()
    const expected = new Map<string, State>()
    for (const connector of connectors) {
      const row = expected.get(connector.stationId) ?? [connector.stationId, 0, 0, 0, 0]
      row[1] += 1
      if (Number(connector.status) === CONNECTOR.charging) row[2] += 1
      if (Number(connector.status) === CONNECTOR.fault) row[3] += 1
      if (Number(connector.status) === CONNECTOR.offline) row[4] += 1
      expected.set(connector.stationId, row)
    }
    expect(new Map(answer.data.rows.map((row) => [row[0], row]))).toEqual(expected)
  })
})
