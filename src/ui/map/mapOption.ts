/**
 * What a region map draws (issue 44), as an ECharts option: the region's areas shaded by a
 * measure (a continuous visual map from the theme's lightest to its primary colour), the stations
 * as points drawn by a StationLook — by default coloured by live state (src/core/domain/station-live.ts),
 * on 故障监测's map by alarm level (ui/alarms/alarmMapLook.ts) — on top, swap stations as
 * diamonds coloured alike, the areas' names above them all (areaLabels.ts), and a tooltip card
 * for each (mapCards.ts). Pure data: the map component and its tests build it alike.
 */
import {
  STATION_LIVE_STATE,
  type StationConnectorCounts,
  type StationLiveState,
  type SwapSlotCounts,
  stationLiveState,
  swapLiveState,
} from '../../core/domain/station-live'
import type { RegionMap } from '../../core/maps/regionMap'
import { areaLabelSeries, smallAreas } from './areaLabels'
import { escapeHtml, stationCard, swapStationCard } from './mapCards'

/** Where a station stands on a map. */
export interface MapPlace {
  stationId: string
  stationName: string
  areaCode: string
  lng: number
  lat: number
}

/** A station on a map: where it stands and its connectors by live status. */
export interface MapStation extends MapPlace, StationConnectorCounts {}

/** How a station's point is drawn (ECharts' scatter: symbol, size, fill and border). */
export interface PointStyle {
  color: string
  symbol?: string
  symbolSize?: number
  borderWidth?: number
  borderColor?: string
}

/** A legend entry: a kind of point, its marker (a glyph, or a dot) and how many stations. */
export interface LegendEntry {
  key: string
  label: string
  colour: string
  glyph?: string
  count: number
}

/**
 * How a map draws its stations (issue 44): each point's style, its tooltip card (HTML, escaped)
 * and the legend's entries. The live state's by default; 故障监测's map draws open alarms.
 */
export interface StationLook<S extends MapPlace> {
  point: (station: S, colours: MapColours) => PointStyle
  card: (station: S, areaName: string) => string
  legend: (stations: readonly S[], colours: MapColours) => LegendEntry[]
}

/** A swap station on a map: where it stands, its battery slots by state and the vehicles waiting. */
export interface MapSwapStation extends SwapSlotCounts {
  stationId: string
  stationName: string
  areaCode: string
  lng: number
  lat: number
  queueLength: number
}

/** The series of a map's option: the areas, the charging stations, the swap stations, the areas' names. */
export const MAP_SERIES = { areas: 0, stations: 1, swapStations: 2, names: 3 } as const

/** A point of a map: its series (MAP_SERIES) and its index there. */
export interface MapPoint {
  series: number
  index: number
}

/** The measure the areas are shaded by (e.g. 充电站 座 by district). */
export interface MapMeasure {
  label: string
  unit: string
  values: ReadonlyMap<string, number>
}

/** The colours a map is drawn in (the console's theme, or the wall display's dark one). */
export interface MapColours {
  text: string
  border: string
  /** The areas' shade from the measure's lowest to its highest value. */
  low: string
  high: string
  states: Readonly<Record<StationLiveState, string>>
  /** The halo around the areas' names, the map's background (none without it). */
  halo?: string
}

/** The live state's look: points coloured by state, the connectors' card, stations by state. */
export const LIVE_LOOK: StationLook<MapStation> = {
  point: (station, colours) => ({ color: colours.states[stationLiveState(station)] }),
  card: stationCard,
  legend: (stations, colours) =>
    STATION_LIVE_STATE.map((state) => ({
      key: state.value,
      label: state.label,
      colour: colours.states[state.value],
      count: stations.filter((station) => stationLiveState(station) === state.value).length,
    })),
}

/** The ECharts option of a region map registered as `name`. */
export function mapOption<S extends MapPlace>(
  name: string,
  map: RegionMap,
  measure: MapMeasure,
  stations: readonly S[],
  colours: MapColours,
  look: StationLook<S>,
  swapStations: readonly MapSwapStation[] = [],
  /** The point a tooltip is for, given the one under the pointer (the map picks the nearest). */
  pointAt: (hit: MapPoint) => MapPoint = (hit) => hit,
  /** The size of the areas' names and the scale's 高 / 低 in px (the console's 11 and 12 without it). */
  textSize?: number,
) {
  const names = new Map(map.areas.map((area) => [area.code, area.name]))
  const small = smallAreas(map)
  const values = map.areas.map((area) => measure.values.get(area.code) ?? 0)
  return {
    animation: false,
    tooltip: {
      trigger: 'item' as const,
      confine: true,
      formatter: (params: { seriesIndex: number; name: string; value: unknown; dataIndex: number }) => {
        const point =
          params.seriesIndex === MAP_SERIES.areas
            ? null
            : pointAt({ series: params.seriesIndex, index: params.dataIndex })
        if (point?.series === MAP_SERIES.stations) {
          const station = stations[point.index]
          return look.card(station, names.get(station.areaCode) ?? '')
        }
        if (point?.series === MAP_SERIES.swapStations) {
          const station = swapStations[point.index]
          return swapStationCard(station, names.get(station.areaCode) ?? '')
        }
        return `<b>${escapeHtml(params.name)}</b><br/>${escapeHtml(measure.label)}：${Number(params.value) || 0} ${escapeHtml(measure.unit)}`
      },
    },
    geo: {
      map: name,
      roam: true,
      // Degrees of longitude are shorter than degrees of latitude at these latitudes (cos 39° ≈ 0.78).
      aspectScale: 0.78,
      layoutCenter: ['50%', '50%'],
      layoutSize: '95%',
      // The names are the last series' (above the stations); the geo's own would lie under them.
      label: { show: false, fontSize: 10, color: colours.text },
      itemStyle: { borderColor: colours.border, borderWidth: 1 },
      emphasis: { label: { show: false }, itemStyle: { areaColor: colours.low } },
      select: { disabled: true },
      // Areas too small for their name at the region's zoom (天津市's six central districts) show it
      // on hover and in the tooltip, not over each other.
      regions: small.map((area) => ({
        name: area,
        emphasis: { label: { show: true, color: colours.text } },
      })),
    },
    visualMap: {
      type: 'continuous' as const,
      seriesIndex: 0,
      min: 0,
      max: Math.max(1, ...values),
      // The whole scale is in range (none of the measure's values shows as out of range).
      range: [0, Math.max(1, ...values)],
      text: ['高', '低'],
      textStyle: { color: colours.text, ...(textSize ? { fontSize: textSize } : {}) },
      left: 8,
      bottom: 8,
      itemHeight: 80,
      inRange: { color: [colours.low, colours.high] },
    },
    series: [
      {
        type: 'map' as const,
        geoIndex: 0,
        name: measure.label,
        data: map.areas.map((area, index) => ({ name: area.name, value: values[index] })),
      },
      {
        type: 'scatter' as const,
        coordinateSystem: 'geo' as const,
        name: '充电站',
        symbolSize: 8,
        cursor: 'pointer',
        itemStyle: { borderColor: '#fff', borderWidth: 1 },
        data: stations.map((station) => {
          const { color, symbol, symbolSize, borderWidth, borderColor } = look.point(station, colours)
          return {
            id: station.stationId,
            name: station.stationName,
            value: [station.lng, station.lat],
            ...(symbol ? { symbol } : {}),
            ...(symbolSize ? { symbolSize } : {}),
            itemStyle: {
              color,
              ...(borderWidth ? { borderWidth } : {}),
              ...(borderColor ? { borderColor } : {}),
            },
          }
        }),
      },
      {
        type: 'scatter' as const,
        coordinateSystem: 'geo' as const,
        name: '换电站',
        symbol: 'diamond',
        symbolSize: 13,
        cursor: 'pointer',
        itemStyle: { borderColor: colours.text, borderWidth: 1 },
        data: swapStations.map((station) => ({
          id: station.stationId,
          name: station.stationName,
          value: [station.lng, station.lat],
          itemStyle: { color: colours.states[swapLiveState(station)] },
        })),
      },
      areaLabelSeries(map, small, {
        text: colours.text,
        halo: colours.halo ?? 'transparent',
        size: textSize,
      }),
    ],
  }
}
