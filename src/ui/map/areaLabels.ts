/**
 * The areas' names on a region map (issue 44): drawn by a series of their own above the stations'
 * points, each with a halo of the map's background, so that a district's name stays readable where
 * its stations crowd (天津市's districts on 实时数据 and the station list's map). The series is
 * silent: a pointer over a name reaches the point or the area beneath it (click, tooltip). Pure
 * data, as the rest of the map's option (mapOption.ts).
 */
import type { Ring } from '../../core/geo'
import type { RegionMap } from '../../core/maps/regionMap'

type Area = RegionMap['areas'][number]

/** An area's bounding box as a share of the whole map's (small areas crowd their labels). */
export function smallAreas(map: RegionMap, share = 0.01): string[] {
  const boxOf = (area: Area) => {
    const points = area.polygons.flat(2) as unknown as readonly [number, number][]
    const xs = points.map((point) => point[0])
    const ys = points.map((point) => point[1])
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]
  }
  const boxes = map.areas.map((area) => ({ name: area.name, box: boxOf(area) }))
  const size = ([x0, y0, x1, y1]: number[]) => (x1 - x0) * (y1 - y0)
  const whole = size([
    Math.min(...boxes.map((item) => item.box[0])),
    Math.min(...boxes.map((item) => item.box[1])),
    Math.max(...boxes.map((item) => item.box[2])),
    Math.max(...boxes.map((item) => item.box[3])),
  ])
  return boxes.filter((item) => size(item.box) < whole * share).map((item) => item.name)
}

/** The centroid of a ring (its vertices' mean when it has no area). */
function centroid(ring: Ring): [number, number] {
  let twiceArea = 0
  let x = 0
  let y = 0
  for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index, index += 1) {
    const [x0, y0] = ring[previous]
    const [x1, y1] = ring[index]
    const cross = x0 * y1 - x1 * y0
    twiceArea += cross
    x += (x0 + x1) * cross
    y += (y0 + y1) * cross
  }
  if (twiceArea === 0) {
    const mean = (axis: 0 | 1) => ring.reduce((sum, point) => sum + point[axis], 0) / ring.length
    return [mean(0), mean(1)]
  }
  return [x / (3 * twiceArea), y / (3 * twiceArea)]
}

/**
 * Where an area's name stands: the centroid of its polygon of most vertices, where ECharts' geo
 * puts a region's label (GeoJSONRegion.calcCenter), so the name stays where it was.
 */
export function labelPoint(area: Area): [number, number] {
  let outer: Ring = area.polygons[0]?.[0] ?? []
  for (const [ring] of area.polygons) if (ring.length > outer.length) outer = ring
  return centroid(outer)
}

/** How the names are drawn: the text's colour, the halo's (the map's background) and the size. */
export interface AreaLabelStyle {
  text: string
  halo: string
  /** In px: the console's 11 by default; the wall display's larger, read across a room. */
  size?: number
}

/**
 * The series of the areas' names, above the stations (`z` over the scatter's 2), the `small` areas
 * (smallAreas) left out: their names show on hover and in the tooltip.
 */
export function areaLabelSeries(map: RegionMap, small: readonly string[], style: AreaLabelStyle) {
  const hidden = new Set(small)
  return {
    type: 'scatter' as const,
    coordinateSystem: 'geo' as const,
    name: '区域名称',
    z: 4,
    silent: true,
    symbolSize: 0,
    tooltip: { show: false },
    emphasis: { disabled: true },
    label: {
      show: true,
      position: 'inside' as const,
      formatter: '{b}',
      fontSize: style.size ?? 11,
      color: style.text,
      textBorderColor: style.halo,
      textBorderWidth: 3,
    },
    data: map.areas
      .filter((area) => !hidden.has(area.name))
      .map((area) => ({ name: area.name, value: labelPoint(area) })),
  }
}
