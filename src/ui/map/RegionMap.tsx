/**
 * A region's map (issue 44): the region drawn by its configuration's map type
 * (src/core/maps/regionMap.ts), its areas shaded by a measure and the stations as points coloured
 * by live state, or as a `look` draws them (故障监测's by alarm level), with the look's legend (MapLegend.tsx; swap
 * stations, where a screen has them, as diamonds), with a tooltip card each;
 * a click on a station hands it to `onStation` or `onSwapStation` (the screens open its archive). The boundaries and ECharts' map parts load on demand with the
 * component, never with a list screen. Like the dashboards' charts it holds no ECharts instance
 * while its tab is hidden (keep-alive runs the effects' cleanups) and follows its container's
 * size. Props only: a screen, or a wall display, feeds it the measure and the stations it keeps.
 */
import { Empty, Spin, theme } from 'antd'
import { useEffect, useMemo, useRef, useState } from 'react'
import { MAP_TYPE_LABELS, type MapType } from '../../core/cities'
import { loadRegionMap, type RegionMap as RegionMapData } from '../../core/maps/regionMap'
import { MapLegend } from './MapLegend'
import {
  LIVE_LOOK,
  MAP_SERIES,
  type MapColours,
  type MapMeasure,
  type MapPlace,
  type MapPoint,
  type MapStation,
  type MapSwapStation,
  mapOption,
  type StationLook,
} from './mapOption'

type MapModule = typeof import('./echartsMap')
type ECharts = ReturnType<MapModule['echarts']['init']>

/**
 * The point of the stations' or the swap stations' series whose centre is nearest `at` (pixels
 * of the chart), the hit one unless another is nearer.
 */
function nearestPoint(
  chart: ECharts,
  [stations, swapStations]: [readonly MapPlace[], readonly MapSwapStation[]],
  at: [number, number],
  hit: MapPoint,
): MapPoint {
  let best = hit
  let bestDistance = Number.POSITIVE_INFINITY
  const series = [
    [MAP_SERIES.stations, stations],
    [MAP_SERIES.swapStations, swapStations],
  ] as const
  for (const [seriesIndex, points] of series)
    points.forEach((point, index) => {
      const pixel = chart.convertToPixel({ seriesIndex }, [point.lng, point.lat]) as number[] | undefined
      if (!pixel) return
      const distance = Math.hypot(pixel[0] - at[0], pixel[1] - at[1])
      if (distance < bestDistance) {
        best = { series: seriesIndex, index }
        bestDistance = distance
      }
    })
  return best
}

export interface RegionMapProps<S extends MapPlace = MapStation> {
  /** Region code of a city configuration (120100, 130000). */
  region: string
  regionName: string
  mapType: MapType
  measure: MapMeasure
  stations: readonly S[]
  /** How the stations are drawn; without it, by live state (the stations are MapStation's). */
  look?: StationLook<S>
  onStation?: (station: S) => void
  /** Swap stations, where the screen's data has them (drawn as diamonds). */
  swapStations?: readonly MapSwapStation[]
  onSwapStation?: (station: MapSwapStation) => void
  /** Colours other than the console theme's (the wall display's). */
  colours?: Partial<MapColours>
  /**
   * The size in px of the map's own text — the areas' names, the scale's 高 / 低, the legend —
   * where it is read from afar (the wall display); the console's 11 / 12 without it.
   */
  textSize?: number
  height?: number | string
}

/** The theme's map colours. */
function useMapColours(overrides: Partial<MapColours> | undefined): MapColours {
  const { token } = theme.useToken()
  return useMemo(
    () => ({
      text: token.colorText,
      border: token.colorBorder,
      low: token.colorPrimaryBg,
      high: token.colorPrimaryBorderHover,
      halo: token.colorBgContainer,
      states: {
        fault: token.colorError,
        charging: token.colorPrimary,
        idle: token.colorSuccess,
        offline: token.colorTextQuaternary,
      },
      ...overrides,
    }),
    [token, overrides],
  )
}

/** The map of a region with its stations. */
export function RegionMap<S extends MapPlace = MapStation>({
  region,
  regionName,
  mapType,
  measure,
  stations,
  look: given,
  onStation,
  swapStations,
  onSwapStation,
  colours,
  textSize,
  height = 480,
}: RegionMapProps<S>) {
  // Without a look the stations are MapStation's (the props' default type).
  const look = given ?? (LIVE_LOOK as unknown as StationLook<S>)
  const host = useRef<HTMLDivElement>(null)
  const instance = useRef<ECharts | null>(null)
  const [loaded, setLoaded] = useState<{ map: RegionMapData; module: MapModule } | null>(null)
  const palette = useMapColours(colours)
  /** Where the pointer is over the chart (pixels), read before ECharts handles the move. */
  const pointer = useRef<[number, number] | null>(null)

  useEffect(() => {
    let current = true
    setLoaded(null)
    Promise.all([loadRegionMap(region, mapType), import('./echartsMap')]).then(([map, module]) => {
      if (current) setLoaded({ map, module })
    })
    return () => {
      current = false
    }
  }, [region, mapType])

  const option = useMemo(() => {
    if (!loaded?.map.areas.length) return null
    const name = loaded.module.registerRegionMap(loaded.map)
    // The card is the nearest point's, as the click opens it (ECharts hands over the top one).
    const pointAt = (hit: MapPoint) => {
      const chart = instance.current
      const at = pointer.current
      return chart && at ? nearestPoint(chart, [stations, swapStations ?? []], at, hit) : hit
    }
    return mapOption(name, loaded.map, measure, stations, palette, look, swapStations, pointAt, textSize)
  }, [loaded, measure, stations, palette, look, swapStations, textSize])
  const latest = useRef({ option, stations, onStation, swapStations, onSwapStation })
  latest.current = { option, stations, onStation, swapStations, onSwapStation }

  const drawn = option !== null
  useEffect(() => {
    const element = host.current
    if (!drawn || !loaded || !element) return
    const chart = loaded.module.echarts.init(element, undefined, { renderer: 'canvas' })
    instance.current = chart
    if (latest.current.option) chart.setOption(latest.current.option, true)
    chart.on('click', (event) => {
      const { stations, onStation, swapStations = [], onSwapStation } = latest.current
      if (event.seriesIndex !== MAP_SERIES.stations && event.seriesIndex !== MAP_SERIES.swapStations) return
      // ECharts hands over the point drawn on top; where points overlap (a dense centre) the one
      // whose centre is nearest the pointer is the one meant.
      const at = event.event as { offsetX?: number; offsetY?: number } | undefined
      const hit = { series: event.seriesIndex, index: event.dataIndex }
      const { series, index } =
        at?.offsetX === undefined || at.offsetY === undefined
          ? hit
          : nearestPoint(chart, [stations, swapStations], [at.offsetX, at.offsetY], hit)
      if (series === MAP_SERIES.stations && stations[index]) onStation?.(stations[index])
      if (series === MAP_SERIES.swapStations && swapStations[index]) onSwapStation?.(swapStations[index])
    })
    // Captured on the host, so that the position is known before the chart's own handlers run.
    const track = (event: MouseEvent) => {
      const box = element.getBoundingClientRect()
      pointer.current = [event.clientX - box.left, event.clientY - box.top]
    }
    const forget = () => {
      pointer.current = null
    }
    for (const type of ['pointermove', 'mousemove'] as const) element.addEventListener(type, track, true)
    element.addEventListener('pointerleave', forget)
    const observer = new ResizeObserver(() => chart.resize())
    observer.observe(element)
    return () => {
      for (const type of ['pointermove', 'mousemove'] as const) element.removeEventListener(type, track, true)
      element.removeEventListener('pointerleave', forget)
      observer.disconnect()
      chart.dispose()
      instance.current = null
    }
  }, [drawn, loaded])

  useEffect(() => {
    const chart = instance.current
    if (!option || !chart) return
    // Replaced, not merged: a merged option left the areas unshaded when the measure changed
    // (ECharts kept the geo's old colours); the user's zoom and pan are carried over.
    const [view] = (chart.getOption()?.geo ?? []) as { center?: unknown; zoom?: unknown }[]
    const geo = view?.center ? { ...option.geo, center: view.center, zoom: view.zoom } : option.geo
    chart.setOption({ ...option, geo }, true)
  }, [option])

  const legend = useMemo(() => look.legend(stations, palette), [look, stations, palette])

  if (loaded && !loaded.map.areas.length) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`暂无${regionName}的地图`} />
  }
  const areas = loaded?.map.areas.length ?? 0
  return (
    <div className="evc-region-map" data-map-type={mapType} data-region={region}>
      <Spin spinning={!loaded}>
        <div
          ref={host}
          role="img"
          aria-label={`${regionName}${MAP_TYPE_LABELS[mapType]}，${areas}个区域，${stations.length}座充电站，${swapStations ? `${swapStations.length}座换电站，` : ''}按${measure.label}着色`}
          style={{ width: '100%', height }}
        />
      </Spin>
      <MapLegend entries={legend} swapStations={swapStations?.length} textSize={textSize} />
    </div>
  )
}
