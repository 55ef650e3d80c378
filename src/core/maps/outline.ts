/**
 * The outline of adjoining areas (issue 44 part 1, step 5): a spliced province draws each city as
 * one shape, not as its counties. The counties of a city's file share their borders point for
 * point, so an edge that two counties' outer rings both have lies inside the city and is dropped;
 * the edges left are the city's outline, chained back into closed rings (an exclave or an island
 * is a ring of its own). Rings of fewer than three edges enclose nothing and are left out.
 */
import type { Polygon, Ring } from '../geo'

type Point = readonly [number, number]

const keyOf = (point: Point) => `${point[0]},${point[1]}`
const edgeKey = (from: string, to: string) => (from < to ? `${from}|${to}` : `${to}|${from}`)

/** The outline of the polygons' union, as polygons of one outer ring each. */
export function outlineOf(polygons: readonly Polygon[]): Polygon[] {
  const points = new Map<string, Point>()
  const edges: [string, string][] = []
  const shared = new Map<string, number>()
  for (const [outer] of polygons) {
    for (let index = 0; index + 1 < outer.length; index += 1) {
      const from = keyOf(outer[index])
      const to = keyOf(outer[index + 1])
      if (from === to) continue
      points.set(from, outer[index])
      points.set(to, outer[index + 1])
      edges.push([from, to])
      shared.set(edgeKey(from, to), (shared.get(edgeKey(from, to)) ?? 0) + 1)
    }
  }
  const next = new Map<string, string[]>()
  for (const [from, to] of edges) {
    if (shared.get(edgeKey(from, to)) !== 1) continue
    next.set(from, [...(next.get(from) ?? []), to])
  }
  const rings: Polygon[] = []
  for (const [start, ends] of next) {
    while (ends.length) {
      const ring: Point[] = [points.get(start) as Point]
      let at = start
      let to = ends.shift() as string
      while (to !== start) {
        ring.push(points.get(to) as Point)
        at = to
        const onward = next.get(at)
        if (!onward?.length) break
        to = onward.shift() as string
      }
      if (to === start && ring.length >= 3) rings.push([[...ring, ring[0]] as Ring])
    }
  }
  return rings
}
