/**
 * Areas of a map as plain polygons (issue 44: maps from the city configuration), shared by the
 * console's map and the server's seed and tests: one area per district or city, keyed by its
 * region code, with a point-in-polygon test. Coordinates are [longitude, latitude] (GCJ-02, as
 * the boundaries package and the stations' coordinates).
 */

/** A ring of [lng, lat] points; the last may repeat the first. */
export type Ring = readonly (readonly [number, number])[]

/** A polygon: its outer ring, then its holes. */
export type Polygon = readonly Ring[]

/** One area of a map: a district or a city, with every polygon it is drawn from. */
export interface MapArea {
  code: string
  name: string
  polygons: readonly Polygon[]
}

/** Whether a point lies inside a ring (even-odd rule; a point on an edge may fall either way). */
export function inRing(point: readonly [number, number], ring: Ring): boolean {
  const [x, y] = point
  let inside = false
  for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index, index += 1) {
    const [xi, yi] = ring[index]
    const [xj, yj] = ring[previous]
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

/** Whether a point lies inside an area: inside one of its polygons' outer rings, in none of its holes. */
export function inArea(point: readonly [number, number], area: Pick<MapArea, 'polygons'>): boolean {
  return area.polygons.some(
    ([outer, ...holes]) => inRing(point, outer) && !holes.some((hole) => inRing(point, hole)),
  )
}

/** The area of `code` that contains a point, if any. */
export function areaAt(point: readonly [number, number], areas: readonly MapArea[]): MapArea | undefined {
  return areas.find((area) => inArea(point, area))
}

/** [west, south, east, north] of an area. */
export function boundsOf(area: Pick<MapArea, 'polygons'>): [number, number, number, number] {
  let bounds: [number, number, number, number] = [180, 90, -180, -90]
  for (const [outer] of area.polygons) {
    for (const [x, y] of outer) {
      bounds = [
        Math.min(bounds[0], x),
        Math.min(bounds[1], y),
        Math.max(bounds[2], x),
        Math.max(bounds[3], y),
      ]
    }
  }
  return bounds
}

/** A GeoJSON feature as the boundaries package has it (adcode and name in its properties). */
export interface BoundaryFeature {
  properties: { adcode?: number | string; name?: string }
  geometry: { type: string; coordinates: unknown }
}

/** The polygons of a GeoJSON Polygon or MultiPolygon geometry (others have none). */
export function polygonsOf(geometry: BoundaryFeature['geometry']): Polygon[] {
  if (geometry.type === 'Polygon') return [geometry.coordinates as Polygon]
  if (geometry.type === 'MultiPolygon') return geometry.coordinates as Polygon[]
  return []
}

/** Decimals of a boundary's coordinates as the console draws and tests them: 0.0001° is about 10 m. */
export const BOUNDARY_DECIMALS = 4

const round = (value: number) => Math.round(value * 10 ** BOUNDARY_DECIMALS) / 10 ** BOUNDARY_DECIMALS

/**
 * A geometry's coordinates rounded to BOUNDARY_DECIMALS, at any depth: the build trims the
 * package's files so (scripts/trim-boundaries.ts), and loading rounds again, so that the console
 * and the server see the same points whichever file they read.
 */
export function roundCoordinates(coordinates: unknown): unknown {
  return Array.isArray(coordinates)
    ? coordinates.map(roundCoordinates)
    : typeof coordinates === 'number'
      ? round(coordinates)
      : coordinates
}

/** Areas of GeoJSON features that carry a code. */
export function areasOfFeatures(features: readonly BoundaryFeature[]): MapArea[] {
  return features
    .filter((feature) => feature.properties.adcode !== undefined)
    .map((feature) => ({
      code: String(feature.properties.adcode),
      name: feature.properties.name ?? String(feature.properties.adcode),
      polygons: polygonsOf({
        ...feature.geometry,
        coordinates: roundCoordinates(feature.geometry.coordinates),
      }),
    }))
}

/** The areas as a GeoJSON FeatureCollection (what ECharts' registerMap takes), named by `name`. */
export function featureCollectionOf(areas: readonly MapArea[]) {
  return {
    type: 'FeatureCollection' as const,
    features: areas.map((area) => ({
      type: 'Feature' as const,
      properties: { name: area.name, adcode: area.code },
      geometry: { type: 'MultiPolygon' as const, coordinates: area.polygons },
    })),
  }
}
