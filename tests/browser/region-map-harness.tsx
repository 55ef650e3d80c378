/**
 * A test bed for the region map (issue 44): RegionMap in a shadow root with the element layer's
 * providers, 960×600, fed one station inside each area of the region's map (placed as the seed
 * places stations: server/src/archives-management/seed/places.ts) and a measure by area; a
 * station's click is recorded.
 */

import { placeInArea, stationMaps } from '../../server/src/archives-management/seed/places'
import type { MapType } from '../../src/core/cities'
import { boundsOf, type MapArea } from '../../src/core/geo'
import { loadRegionMap } from '../../src/core/maps/regionMap'
import type { MapStation } from '../../src/ui/map/mapOption'
import { RegionMap } from '../../src/ui/map/RegionMap'
import { mountInShadow } from './list-harness'

/** Stations clicked on the map. */
export const clicked: MapStation[] = []

/** One station in each area: every fourth charging, every fifth faulty. */
export async function stationsOf(areas: readonly MapArea[]): Promise<MapStation[]> {
  const maps = await stationMaps()
  return areas.map((area, index) => {
    const [west, south, east, north] = boundsOf(area)
    const centre: [number, number] = [(west + east) / 2, (south + north) / 2]
    const [lng, lat] = placeInArea(maps, area.code, centre, centre, (east - west) / 2, area.code)
    return {
      stationId: `${area.code}000001`,
      stationName: `${area.name}测试充电站`,
      areaCode: area.code,
      lng,
      lat,
      connectors: 4,
      charging: index % 4 === 0 ? 2 : 0,
      fault: index % 5 === 0 ? 1 : 0,
      offline: 0,
    }
  })
}

/**
 * Mount the map of `region` drawn as `mapType`, with one station in each area or the stations
 * `pick` makes of those; resolves with its stations once they are known.
 */
export async function mountRegionMap(
  region: string,
  regionName: string,
  mapType: MapType,
  pick: (stations: MapStation[]) => MapStation[] = (stations) => stations,
) {
  const map = await loadRegionMap(region, mapType)
  const stations = pick(await stationsOf(map.areas))
  const values = new Map(map.areas.map((area, index) => [area.code, index + 1]))
  const mounted = mountInShadow(
    <div style={{ width: 960 }}>
      <RegionMap
        region={region}
        regionName={regionName}
        mapType={mapType}
        measure={{ label: '充电站', unit: '座', values }}
        stations={stations}
        height={600}
        onStation={(station) => clicked.push(station)}
      />
    </div>,
  )
  return { ...mounted, map, stations }
}
