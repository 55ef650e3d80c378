/**
 * A dashboard's distribution by area as a map (issue 44 part 1): the rows of a chart's group (one
 * per district or city, keyed by its code) shade the user's region by the measure picked; a
 * dashboard declares it on the chart whose rows it draws (ChartSpec `map`). The stations of the
 * user's scope are drawn as points coloured by their state when the map is shown (read from
 * /live/station-places and /live/station-states, as every map: issue 44 part 1 — 总体数据's map
 * showed no points, its legend 故障 0 / 充电中 0 / 空闲 0 / 离网 0 座); a dashboard has no stream, so
 * they are as of its load.
 */
import { useEffect, useMemo } from 'react'
import { type ChartSpec, chartRows, type StatsData } from '../chart/spec'
import { MapCard, type MapCardMeasure } from './MapCard'
import { useMapStations } from './useMapStations'

export interface DashboardMapProps {
  spec: ChartSpec & { map: NonNullable<ChartSpec['map']> }
  data: StatsData | undefined
  loading?: boolean
  onDrill?: (to: string) => void
}

/** The map of a dashboard chart's rows. */
export function DashboardMap({ spec, data, loading, onDrill }: DashboardMapProps) {
  const { stations, reload } = useMapStations()
  useEffect(() => reload(), [reload])
  const measures: MapCardMeasure[] = useMemo(() => {
    // Every row, not only the chart's first N: the map shades every area.
    const rows = chartRows({ ...spec, limit: undefined }, data)
    return spec.map.measures.map((measure) => ({
      key: measure.key,
      label: measure.label,
      unit: measure.unit ?? '',
      values: new Map(rows.map((row) => [row.code ?? row.name, Number(row.values[measure.key]) || 0])),
    }))
  }, [spec, data])
  return (
    <MapCard
      title={spec.map.title}
      measures={measures}
      stations={stations}
      loading={loading && !data}
      onDrill={onDrill}
    />
  )
}
