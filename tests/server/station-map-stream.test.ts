/**
 * The maps' own server side, per role (issue 44 leftovers): 充电站档案's map stream
 * (`archives-management/station-archives-management/stream`: an empty snapshot, then only the
 * connector events of the caller's scope) and the station states within each role's scope —
 * admin every station, tianjin only 120100's, the operator only its company's — and an area
 * without stations, which answers an empty list, not an error.
 */
import { describe, expect, it } from 'vitest'
import { DEMO_OPERATOR_ID } from '../../server/src/db/seed/operators'
import { hubOf } from '../../server/src/push/hub'
import { REGIONS, regionPrefix } from '../../src/core/domain/regions'
import { DIALECTS, PASSWORDS } from './helpers'
import { liveEvent, openStream } from './live-helpers'
import { signedIn } from './signed-in'

const MAP_STREAM = '/archives-management/station-archives-management/stream'
const PLACES = '/live/station-places'
const STATES = '/live/station-states'
const OTHER_OPERATOR = 'MA01H3BQ1'

type Rows = { rows: [string, ...unknown[]][] }

const event = liveEvent

describe.each(DIALECTS)('the maps’ stream and station states by role on %s', (dialect) => {
  const { server, admin, tianjin, operator } = signedIn(dialect, ['admin', 'tianjin', 'operator'])

  it('the list map’s stream: an empty snapshot, then only the connector events of each scope', async () => {
    const streams = {
      admin: await openStream(admin, MAP_STREAM),
      tianjin: await openStream(tianjin, MAP_STREAM),
      operator: await openStream(operator, MAP_STREAM),
    }
    for (const stream of Object.values(streams)) {
      const snapshot = await stream.next()
      expect(snapshot).toMatchObject({ event: 'snapshot', data: {} })
    }
    const hub = hubOf(server.db)
    await hub.publish(event('connector', '130102', DEMO_OPERATOR_ID, 'HEBEI-OWN'))
    // Not this stream's topics: never delivered (the next event each stream gets is a connector's).
    await hub.publish(event('alarm', '120103', DEMO_OPERATOR_ID, 'ALARM'))
    await hub.publish(event('swap', '120103', DEMO_OPERATOR_ID, 'SWAP'))
    await hub.publish(event('connector', '120103', OTHER_OPERATOR, 'TIANJIN-OTHER'))
    await hub.publish(event('connector', '120104', DEMO_OPERATOR_ID, 'TIANJIN-OWN'))
    const marks = async (stream: Awaited<ReturnType<typeof openStream>>, count: number) => {
      const got: unknown[] = []
      for (let index = 0; index < count; index += 1) {
        const next = await stream.next()
        expect(next.event).toBe('connector')
        got.push((next.data as { mark: string }).mark)
      }
      return got
    }
    expect(await marks(streams.admin, 3)).toEqual(['HEBEI-OWN', 'TIANJIN-OTHER', 'TIANJIN-OWN'])
    expect(await marks(streams.tianjin, 2)).toEqual(['TIANJIN-OTHER', 'TIANJIN-OWN'])
    // The operator account is limited to its company within Tianjin.
    expect(await marks(streams.operator, 1)).toEqual(['TIANJIN-OWN'])
    for (const stream of Object.values(streams)) await stream.close()
  })

  it('refuses the list map’s stream without 充电站档案’s permission', async () => {
    // stale's role reads operating and ops services only: 充电状态监测's map (its points) but not
    // 充电站档案's.
    const stale = await server.client().signIn('stale', PASSWORDS.stale)
    expect((await (await stale.fetch(MAP_STREAM)).json()).code).toBe(403)
    expect((await stale.get<Rows>(STATES)).code).toBe(200)
  })

  it('answers the station states of each role’s scope: admin all, tianjin 120100’s, the operator its own', async () => {
    const stations = await server.db
      .selectFrom('stations')
      .select(['stationId', 'areaCode', 'operatorId'])
      .orderBy('stationId')
      .execute()
    const idsOf = (answer: { data: Rows }) => answer.data.rows.map((row) => row[0])
    // Stations with connectors have a state row (every seeded station has some).
    expect(idsOf(await admin.get<Rows>(STATES))).toEqual(stations.map((row) => row.stationId))
    expect(idsOf(await tianjin.get<Rows>(STATES))).toEqual(
      stations.filter((row) => row.areaCode.startsWith('1201')).map((row) => row.stationId),
    )
    const own = idsOf(await operator.get<Rows>(STATES))
    expect(own.length).toBeGreaterThan(0)
    expect(own).toEqual(idsOf(await operator.get<Rows>(PLACES)))
    const company = new Set(
      stations.filter((row) => row.operatorId === DEMO_OPERATOR_ID).map((row) => row.stationId),
    )
    expect(own.every((id) => company.has(id))).toBe(true)
  })

  it('answers an area without stations with empty rows, not an error', async () => {
    const held = (await server.db.selectFrom('stations').select('areaCode').distinct().execute()).map(
      (row) => row.areaCode,
    )
    const empty = REGIONS.find((region) => !held.some((code) => code.startsWith(regionPrefix(region.code))))
    // An area of the catalogue without stations of its own, for admin; and for tianjin an area
    // outside its scope (Hebei's) — none of its stations either.
    const cases = [
      ...(empty ? [[admin, empty.code] as const] : []),
      [tianjin, '130100'] as const,
      [operator, '130100'] as const,
    ]
    for (const [client, areaCode] of cases)
      for (const path of [PLACES, STATES]) {
        const answer = await client.get<Rows>(path, { query: { areaCode } })
        expect({ path, areaCode, code: answer.code, rows: answer.data?.rows }).toEqual({
          path,
          areaCode,
          code: 200,
          rows: [],
        })
      }
  })
})
