/**
 * The bytes the maps' station points add to a live snapshot (issue 44 part 1, step 6): reads the
 * points of every station and swap station (admin's scope: the largest) from a seeded data folder,
 * prints their JSON size (raw and gzip, the stream is not compressed) and the size at the large
 * seed's 20,000 stations, scaled by the bytes per station measured; and the same stations as the
 * rows of their own calls (GET /live/station-places, revalidated by ETag, and /live/station-states:
 * server/src/live/station-point-routes.ts), which the snapshot no longer needs to carry.
 *   npx tsx scripts/map-points-size.ts <dataDir> [stations at the large seed]
 */
import { gzipSync } from 'node:zlib'
import { openDatabase } from '../server/src/db/connect'
import { stationPoints, swapStationPoints } from '../server/src/live/station-points'

const [dataDir, large = '20000'] = process.argv.slice(2)
if (!dataDir) throw new Error('usage: map-points-size.ts <dataDir> [stations]')
const { db, close } = openDatabase({ dataDir })
const scope = { areaPrefix: null, operatorId: null }
const stations = await stationPoints(db, scope)
const swapStations = await swapStationPoints(db, scope)
await close()
const json = JSON.stringify({ stations, swapStations })
const raw = Buffer.byteLength(json)
const gzip = gzipSync(json).length
const scale = Number(large) / stations.length
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
console.log(`stations ${stations.length}, swap stations ${swapStations.length}`)
console.log(`points: ${kb(raw)} raw, ${kb(gzip)} gzip; ${(raw / stations.length).toFixed(0)} B a station`)
console.log(`at ${large} stations (×${scale.toFixed(1)}): ${kb(raw * scale)} raw, ${kb(gzip * scale)} gzip`)
const places = stations.map((s) => [s.stationId, s.stationName, s.areaCode, s.lng, s.lat])
const states = stations.map((s) => [s.stationId, s.connectors, s.charging, s.fault, s.offline])
for (const [name, rows] of [
  ['station-places', places],
  ['station-states', states],
] as const) {
  const text = JSON.stringify({ rows })
  const bytes = Buffer.byteLength(text)
  const packed = gzipSync(text).length
  console.log(
    `${name}: ${kb(bytes)} raw, ${kb(packed)} gzip; ${(bytes / stations.length).toFixed(0)} B a station; at ${large}: ${kb(bytes * scale)} raw, ${kb(packed * scale)} gzip`,
  )
}
