/**
 * Every seeded station stands inside its district (issue 44): on each map the console draws of
 * its region — 天津市's districts on the schematic (custom) and the administrative map (common),
 * 河北省's cities on the spliced map — the station's point lies in the area of its areaCode.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { inArea } from '../../src/core/geo'
import { loadRegionMap, type RegionMap } from '../../src/core/maps/regionMap'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

interface Point {
  stationId: string
  areaCode: string
  stationLng: number
  stationLat: number
}

describe.each(DIALECTS)('seeded stations on the maps on %s', (dialect) => {
  let maps: RegionMap[]
  const { server } = signedIn(dialect, [])
  beforeAll(async () => {
    maps = await Promise.all([
      loadRegionMap('120100', 'custom'),
      loadRegionMap('120100', 'common'),
      loadRegionMap('130000', 'splice'),
    ])
  })

  it.each(['stations', 'swap_stations'] as const)(
    'every row of %s lies in its area on every map of its region',
    async (table) => {
      const rows: Point[] = await server.db
        .selectFrom(table)
        .select(['stationId', 'areaCode', 'stationLng', 'stationLat'])
        .execute()
      expect(rows.length).toBeGreaterThan(0)
      const outside: string[] = []
      for (const row of rows) {
        const holding = maps.filter((map) => map.areas.some((area) => area.code === row.areaCode))
        // Every seeded area is drawn somewhere: Tianjin's districts twice, Hebei's cities once.
        expect(holding.length, row.areaCode).toBe(row.areaCode.startsWith('12') ? 2 : 1)
        for (const map of holding) {
          const area = map.areas.find((item) => item.code === row.areaCode)
          if (area && !inArea([Number(row.stationLng), Number(row.stationLat)], area)) {
            outside.push(`${row.stationId} ${map.mapType} ${row.stationLng},${row.stationLat}`)
          }
        }
      }
      expect(outside).toEqual([])
    },
  )
})
