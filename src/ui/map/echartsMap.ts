/**
 * The parts of Apache ECharts the maps use (issue 44): the map series on a geo coordinate system,
 * stations as a scatter series on it, the continuous visual map that shades the areas, and the
 * tooltip, drawn on canvas. Imported only through `import()` by the map component, so the maps'
 * code lands in a chunk of its own that no list screen loads.
 */
import { MapChart, ScatterChart } from 'echarts/charts'
import { GeoComponent, TooltipComponent, VisualMapComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'
import { featureCollectionOf } from '../../core/geo'
import type { RegionMap } from '../../core/maps/regionMap'

echarts.use([MapChart, ScatterChart, GeoComponent, TooltipComponent, VisualMapComponent, CanvasRenderer])

/** The name a region's map is registered under in ECharts. */
export function mapName(map: Pick<RegionMap, 'code' | 'mapType'>): string {
  return `ev-${map.code}-${map.mapType}`
}

/** Register a region's map with ECharts (once per name) and give its name. */
export function registerRegionMap(map: RegionMap): string {
  const name = mapName(map)
  if (!echarts.getMap(name)) {
    // ECharts' types want its own GeoJSON type; the collection is GeoJSON of that shape.
    echarts.registerMap(
      name,
      featureCollectionOf(map.areas) as unknown as Parameters<typeof echarts.registerMap>[1],
    )
  }
  return name
}

export { echarts }
