/**
 * The map view of 充电站档案 (issue 44; the list's 列表 / 地图 switch, ListScreenDefinition
 * `views`): the stations the list's filters and keyword select, within the user's data scope, as
 * points on the user's region coloured by live state (following the connector events of a
 * stream of its own), the areas shaded by a measure of them; the card's title names the region
 * shown and its stations; a click on a station opens its archive detail on the list; the toolbar's
 * 刷新 reads them again. Loaded only when the view is first shown: nothing of ECharts or the
 * boundaries is on the list's first screen.
 */
import { Alert } from 'antd'
import { useMemo } from 'react'
import type { ListViewProps } from '../list/views'
import type { MapCardMeasure } from './MapCard'
import { MapCard } from './MapCard'
import { sumByArea } from './stationPoints'
import { useLiveMapStations } from './useMapStations'

/** The stream whose connector events the list's map follows (its snapshot is empty). */
const STREAM = '/archives-management/station-archives-management/stream'

/** The stations of the list's query on the map. */
export function StationListMap({ params, open, reloads }: ListViewProps) {
  const { stations, loaded } = useLiveMapStations(STREAM, params, reloads)
  const measures: MapCardMeasure[] = useMemo(
    () => [
      { key: 'stations', label: '充电站', unit: '座', values: sumByArea(stations, () => 1) },
      { key: 'connectors', label: '充电接口', unit: '个', values: sumByArea(stations, (s) => s.connectors) },
      { key: 'charging', label: '正在充电', unit: '个', values: sumByArea(stations, (s) => s.charging) },
    ],
    [stations],
  )
  return (
    <div className="evc-list-map">
      {loaded && stations.length === 0 && (
        <Alert type="info" showIcon message="没有符合条件的充电站" style={{ marginBottom: 12 }} />
      )}
      <MapCard
        title={(view) => `${view.regionName}充电站分布（${view.stations} 座）`}
        measures={measures}
        stations={stations}
        loading={!loaded}
        height={560}
        onStation={(station) => open({ stationId: station.stationId, stationName: station.stationName })}
      />
    </div>
  )
}
