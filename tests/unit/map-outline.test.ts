/**
 * The outline of a spliced province's cities (src/core/maps/outline.ts): adjoining polygons become
 * one ring without their shared border, apart ones stay apart; on 河北省's splice every city is
 * drawn as its outline, and a point inside any of its counties lies inside that outline.
 */
import { describe, expect, it } from 'vitest'
import { inArea, type Polygon } from '../../src/core/geo'
import { outlineOf } from '../../src/core/maps/outline'
import { loadRegionMap } from '../../src/core/maps/regionMap'

const square = (x: number, y: number): Polygon => [
  [
    [x, y],
    [x + 1, y],
    [x + 1, y + 1],
    [x, y + 1],
    [x, y],
  ],
]

describe('outlineOf', () => {
  it('joins two squares sharing an edge into one ring of six edges', () => {
    const [ring, ...rest] = outlineOf([square(0, 0), square(1, 0)])
    expect(rest).toEqual([])
    expect(ring[0]).toHaveLength(7)
    expect(ring[0][0]).toEqual(ring[0][6])
    expect(new Set(ring[0].map(String))).toEqual(new Set(['0,0', '1,0', '2,0', '2,1', '1,1', '0,1']))
    expect(inArea([1, 0.5], { polygons: [ring] })).toBe(true)
    expect(inArea([2.5, 0.5], { polygons: [ring] })).toBe(false)
  })

  it('keeps a square apart from the others as a ring of its own', () => {
    expect(outlineOf([square(0, 0), square(1, 0), square(5, 5)])).toHaveLength(2)
  })
})

describe("河北省's splice", () => {
  it('draws each city as the outline of its counties, every county inside it', async () => {
    const map = await loadRegionMap('130000', 'splice')
    expect(map.areas).toHaveLength(11)
    for (const city of map.areas) {
      const counties = (await loadRegionMap(city.code, 'common')).areas
      const edges = counties.reduce((sum, county) => sum + county.polygons[0][0].length, 0)
      // Fewer points than its counties together: the borders between them are gone.
      expect(city.polygons.reduce((sum, polygon) => sum + polygon[0].length, 0)).toBeLessThan(edges)
      for (const county of counties) {
        const [x, y] = county.polygons[0][0][0]
        // A point just beside a county's first vertex, inside the county, is inside the city.
        const inside = [
          [x + 0.001, y],
          [x - 0.001, y],
          [x, y + 0.001],
          [x, y - 0.001],
        ].find((point) => inArea(point as [number, number], county))
        if (inside)
          expect(inArea(inside as [number, number], city), `${county.code} in ${city.code}`).toBe(true)
      }
    }
  })
})
