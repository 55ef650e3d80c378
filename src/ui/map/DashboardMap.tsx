/**
 * A dashboard's distribution by area as a map (issue 44 part 1): the rows of a chart's group (one
 * per district or city, keyed by its code) shade the user's region by the measure picked; a
 * dashboard declares it on the chart whose rows it draws (ChartSpec `map`). No station points:
 * a stats answer has none.
 */
import { useMemo } from 'react'
import { type ChartSpec, chartRows, type StatsData } from '../chart/spec'
import { MapCard, type MapCardMeasure } from './MapCard'

const NO_STATIONS: never[] = []

export interface DashboardMapProps {
  spec: ChartSpec & { map: NonNullable<ChartSpec['map']> }
  data: StatsData | undefined
  loading?: boolean
  onDrill?: (to: string) => void
}

/** The map of a dashboard chart's rows. */
export function DashboardMap({ spec, data, loading, onDrill }: DashboardMapProps) {
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
      stations={NO_STATIONS}
      loading={loading && !data}
      onDrill={onDrill}
    />
  )
}
