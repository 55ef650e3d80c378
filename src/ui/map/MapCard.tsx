/**
 * A dashboard's map card (issue 44): the user's region (a choice of regions for users who see
 * every area) drawn by its configuration, shaded by the measure picked, with the stations of that
 * region as live points. A station's click opens its archive (the station list on that station).
 */
import { Card, Segmented, Select, Space } from 'antd'
import { useMemo, useState } from 'react'
import { regionPrefix } from '../../core/domain/region-code'
import type { MapMeasure, MapPlace, MapStation, MapSwapStation, StationLook } from './mapOption'
import { useMapRegions } from './mapRegions'
import { RegionMap } from './RegionMap'

/** A measure the card offers, keyed. */
export interface MapCardMeasure extends MapMeasure {
  key: string
}

/** What a card's title may name: the region shown and its stations. */
export interface MapCardView {
  regionName: string
  stations: number
}

export interface MapCardProps<S extends MapPlace = MapStation> {
  /** The card's title, or made of the region shown (a user of every area picks one). */
  title: string | ((view: MapCardView) => string)
  measures: readonly MapCardMeasure[]
  stations: readonly S[]
  /** How the stations are drawn (by live state without it). */
  look?: StationLook<S>
  /** Swap stations, where the screen's data has them. */
  swapStations?: readonly MapSwapStation[]
  /** Go to a console route (a station's archive). */
  onDrill?: (to: string) => void
  /** A station's click, instead of going to its archive (the station list's map opens its detail). */
  onStation?: (station: S) => void
  loading?: boolean
  height?: number
}

/** Where a station's click leads: the station archive searched for that station. */
export const stationArchivePath = (stationId: string) =>
  `/archives-management/station-archives-management?keyword=${encodeURIComponent(stationId)}`

/** Where a swap station's click leads: the swap station archive searched for that station. */
export const swapStationArchivePath = (stationId: string) =>
  `/archives-management/exchange-station-management?keyword=${encodeURIComponent(stationId)}`

/** The map card of a dashboard. */
export function MapCard<S extends MapPlace = MapStation>({
  title,
  measures,
  stations,
  look,
  swapStations,
  onDrill,
  onStation,
  loading,
  height,
}: MapCardProps<S>) {
  const regions = useMapRegions()
  const [regionCode, setRegionCode] = useState<string | undefined>()
  const region = regions.find((config) => config.code === regionCode) ?? regions[0]
  const [measureKey, setMeasureKey] = useState(measures[0]?.key)
  const measure = measures.find((item) => item.key === measureKey) ?? measures[0]
  const prefix = region ? regionPrefix(region.code) : ''
  const shown = useMemo(
    () => stations.filter((station) => station.areaCode.startsWith(prefix)),
    [stations, prefix],
  )
  const shownSwap = useMemo(
    () => swapStations?.filter((station) => station.areaCode.startsWith(prefix)),
    [swapStations, prefix],
  )
  if (!region || !measure) return null
  return (
    <Card
      size="small"
      title={typeof title === 'string' ? title : title({ regionName: region.name, stations: shown.length })}
      loading={loading}
      extra={
        <Space size={8} wrap>
          {regions.length > 1 && (
            <Segmented
              size="small"
              aria-label="地图区域"
              value={region.code}
              onChange={(value) => setRegionCode(String(value))}
              options={regions.map((config) => ({ value: config.code, label: config.name }))}
            />
          )}
          {measures.length > 1 && (
            <Select
              size="small"
              aria-label="着色指标"
              style={{ width: 120 }}
              value={measure.key}
              onChange={setMeasureKey}
              options={measures.map((item) => ({ value: item.key, label: item.label }))}
            />
          )}
        </Space>
      }
    >
      <RegionMap
        region={region.code}
        regionName={region.name}
        mapType={region.mapType}
        measure={measure}
        stations={shown}
        look={look}
        height={height}
        onStation={
          onStation ?? (onDrill ? (station) => onDrill(stationArchivePath(station.stationId)) : undefined)
        }
        swapStations={shownSwap}
        onSwapStation={onDrill ? (station) => onDrill(swapStationArchivePath(station.stationId)) : undefined}
      />
    </Card>
  )
}
