/**
 * 故障监测's 地图 (issue 44 part 3: "the map of open alarms"): the user's region (a user of every
 * area picks one, MapCard) with the stations that have open alarms — 待处理, 处理中, 已处理 — within
 * the list's filters and the user's data scope (GET /ops-services/trouble-monitor/open-stations),
 * each drawn by its most severe open level (shape, size and weight as well as colour: grey mode
 * keeps severity, ui/alarms/alarmMapLook.ts), the areas shaded by their open alarms; a station's
 * card names its alarms by level and its newest; a click shows the list on that station's alarms.
 * It reads again whenever the list does on the stream (`tick`), so a new or confirmed alarm moves
 * it without a reload. Loaded when first shown: nothing of ECharts or the boundaries is on the
 * list's first screen.
 */
import { Alert, theme } from 'antd'
import { useMemo } from 'react'
import { openAlarmStations } from '../../contract/endpoints/ops-services'
import { type AlarmStation, alarmLook, bySeverity, openCount } from '../../ui/alarms/alarmMapLook'
import { useDataClient } from '../../ui/dataClient'
import { MapCard, type MapCardMeasure } from '../../ui/map/MapCard'
import { sumByArea } from '../../ui/map/stationPoints'
import { useRequest } from '../../ui/useRequest'
import type { AlarmFilters } from './trouble-filters'

const NONE: readonly AlarmStation[] = []

export interface TroubleMapProps {
  filters: AlarmFilters
  /** Moves on with every read of the list the stream asks for: the map reads again. */
  tick: number
  /** A station's click: the list on its alarms. */
  onStation: (station: AlarmStation) => void
}

/** The map of the stations with open alarms. */
export function TroubleMap({ filters, tick, onStation }: TroubleMapProps) {
  const data = useDataClient()
  const { token } = theme.useToken()
  // The list's filters but the one alarm of a link (the map is of open alarms).
  const query = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(filters)
          .filter(([key, value]) => key !== 'id' && value !== undefined)
          .map(([key, value]) => [key, String(value)]),
      ),
    [filters],
  )
  const request = useRequest(
    (signal) => data.call(openAlarmStations, { query }, { signal }),
    [data, query, tick],
    { keep: true },
  )
  const stations = useMemo(() => bySeverity(request.data?.rows ?? NONE), [request.data])
  const look = useMemo(
    () => alarmLook({ 1: token.colorError, 2: token.colorWarning, 3: token.colorPrimary }),
    [token],
  )
  const measures: MapCardMeasure[] = useMemo(
    () => [
      { key: 'alarms', label: '未确认告警', unit: '条', values: sumByArea(stations, openCount) },
      { key: 'stations', label: '告警充电站', unit: '座', values: sumByArea(stations, () => 1) },
    ],
    [stations],
  )
  const loaded = request.data !== undefined
  return (
    <div className="evc-alarm-map">
      {loaded && stations.length === 0 && (
        <Alert type="info" showIcon message="没有符合条件的未确认告警" style={{ marginBottom: 12 }} />
      )}
      <MapCard<AlarmStation>
        title={(view) => `${view.regionName}未确认告警分布（${view.stations} 座充电站）`}
        measures={measures}
        stations={stations}
        look={look}
        loading={!loaded}
        height={560}
        onStation={onStation}
      />
    </div>
  )
}
