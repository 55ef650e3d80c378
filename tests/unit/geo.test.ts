/** The point-in-polygon helper the maps, the seed and its tests share (src/core/geo.ts). */
import { describe, expect, it } from 'vitest'
import { areaAt, featureCollectionOf, inArea, type MapArea } from '../../src/core/geo'

const square = (x: number, y: number, size: number) =>
  [
    [x, y],
    [x + size, y],
    [x + size, y + size],
    [x, y + size],
    [x, y],
  ] as [number, number][]

const ring: MapArea = { code: '1', name: '环', polygons: [[square(0, 0, 10), square(3, 3, 4)]] }
const islands: MapArea = { code: '2', name: '岛', polygons: [[square(20, 0, 2)], [square(30, 0, 2)]] }

describe('inArea', () => {
  it('is inside the outer ring and outside its holes', () => {
    expect(inArea([1, 1], ring)).toBe(true)
    expect(inArea([5, 5], ring)).toBe(false)
    expect(inArea([11, 5], ring)).toBe(false)
  })
  it('takes any polygon of a multi-polygon area', () => {
    expect(inArea([21, 1], islands)).toBe(true)
    expect(inArea([31, 1], islands)).toBe(true)
    expect(inArea([25, 1], islands)).toBe(false)
  })
  it('finds the area of a point and gives ECharts a feature per area', () => {
    expect(areaAt([31, 1], [ring, islands])?.code).toBe('2')
    expect(areaAt([50, 50], [ring, islands])).toBeUndefined()
    const collection = featureCollectionOf([ring, islands])
    expect(collection.features.map((feature) => feature.properties.name)).toEqual(['环', '岛'])
  })
})
