/**
 * Where a seeded station stands (issue 44): inside its district or city on every map the console
 * draws of it — 天津市's districts on the schematic (custom) and on the administrative map
 * (common), 河北省's cities on the spliced map. A candidate point drawn near the area's centre is
 * kept when it lies inside; otherwise points are drawn again closer to the centre from a generator
 * of the station's own (the seed's main generator draws as before, so nothing else of the world
 * changes), and the centre itself, which lies inside every map, is the last resort.
 */
import { inArea, type MapArea } from '../../../../src/core/geo'
import { loadRegionMap } from '../../../../src/core/maps/regionMap'
import { createRng } from '../../db/seed/rng'

/** The areas of every map a region code is drawn on. */
export type StationMaps = ReadonlyMap<string, readonly MapArea[]>

let loaded: Promise<StationMaps> | undefined

/** The seeded regions' maps (天津市 custom and common, 河北省 spliced), loaded once. */
export function stationMaps(): Promise<StationMaps> {
  loaded ??= Promise.all([
    loadRegionMap('120100', 'custom'),
    loadRegionMap('120100', 'common'),
    loadRegionMap('130000', 'splice'),
  ]).then((maps) => {
    const byCode = new Map<string, MapArea[]>()
    for (const area of maps.flatMap((map) => map.areas))
      byCode.set(area.code, [...(byCode.get(area.code) ?? []), area])
    return byCode
  })
  return loaded
}

/** Whether a point lies in `code`'s area on every map that has the code (true where none has). */
export function insideEverywhere(maps: StationMaps, code: string, point: readonly [number, number]): boolean {
  return (maps.get(code) ?? []).every((area) => inArea(point, area))
}

function hash(text: string): number {
  let value = 2166136261
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619)
  return value >>> 0
}

/**
 * `candidate` if it lies inside `code`'s area on every map; else a point drawn around `centre`
 * (spread shrinking) from a generator seeded by `key`; else `centre`.
 */
export function placeInArea(
  maps: StationMaps,
  code: string,
  candidate: [number, number],
  centre: readonly [number, number],
  spread: number,
  key: string,
): [number, number] {
  if (insideEverywhere(maps, code, candidate)) return candidate
  const rng = createRng(hash(key))
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const width = spread * (1 - attempt / 60)
    const point: [number, number] = [
      Number((centre[0] + (rng.next() - 0.5) * width).toFixed(6)),
      Number((centre[1] + (rng.next() - 0.5) * width * 0.8).toFixed(6)),
    ]
    if (insideEverywhere(maps, code, point)) return point
  }
  return [centre[0], centre[1]]
}
