/**
 * The wall display of the supervision centre (issue 44 part 2, `<ev-bigscreen>`): the signed-in
 * user's area within their data scope — the map at the centre (stations coloured by live state,
 * districts shaded by today's energy), the connectors by live state, today's orders and energy,
 * the alarms not recovered by level, the districts ranked by today's energy, and a ticker of the
 * newest alarms. It keeps 实时数据's
 * stream state (real-time-state.ts) and 故障监测's alarms; designed at 1920×1080 and scaled whole
 * to any viewport (a CSS transform, never a re-layout); no interaction needed. Bounded for days:
 * the state is replaced, never appended to, the ticker holds at most TICKER_CAP, the map keeps
 * one ECharts instance (setOption), and every timer, observer and stream ends on unmount.
 */
import { useMemo, useState } from 'react'
import { regionPrefix } from '../../../core/domain/region-code'
import { energyParts, formatDateTime } from '../../../core/format'
import { useAreaNames } from '../../../ui/live/areaNames'
import { LiveBadge } from '../../../ui/live/LiveBadge'
import { useLiveStream } from '../../../ui/live/useLiveStream'
import { useMapRegions } from '../../../ui/map/mapRegions'
import { RegionMap } from '../../../ui/map/RegionMap'
import { useMapStations } from '../../../ui/map/useMapStations'
import {
  type RealTimeState,
  type RealTimeSwapState,
  withConnector,
  withSwap,
} from '../dashboards/real-time-state'
import { useAlarmTicker } from './alarms'
import { Figure, OpenAlarms, Panel, Ranking, Ticker, WALL } from './panels'
import { useClock, useStageScale } from './stage'
import { COUNTER_STATES, connectorsByState, energyRanking, STAGE, stateLabel, TICKER_CAP } from './wall'

const number = (value: number) => value.toLocaleString('zh-CN')

/** The wall's map colours (the stations' states as the counters show them). */
const MAP_COLOURS = {
  text: WALL.text,
  border: WALL.border,
  low: '#0b2447',
  high: '#1f7ae0',
  states: WALL.states,
  halo: WALL.background,
}

/**
 * The size of the map's district names, scale and legend on the 1920×1080 stage (the panels' own
 * text; the console's 11 px names could not be read from across a room). The stage's scale carries
 * it to larger walls: 36 px on a 3840×2160 one. The map is 866 px high to leave the legend's line room.
 */
const MAP_TEXT_SIZE = 18

export interface BigScreenProps {
  /** The alarms the ticker shows at most (1 to TICKER_CAP). */
  tickerSize?: number
}

/** The wall display. */
export default function BigScreen({ tickerSize }: BigScreenProps) {
  const cap = Math.min(TICKER_CAP, Math.max(1, Math.floor(tickerSize ?? TICKER_CAP)))
  const [snapshot, setSnapshot] = useState<(RealTimeState & RealTimeSwapState) | null>(null)
  const map = useMapStations()
  const state = useLiveStream('/universal-services/real-time-data/stream', {
    // Only what the wall shows is kept (operators' data access is left out).
    snapshot: ({ totals, districts, swapStations }) => {
      setSnapshot({ totals, districts, swapStations })
      map.reload()
    },
    connector: (event) => {
      setSnapshot((current) => current && withConnector(current, event))
      map.connector(event)
    },
    swap: (event) => setSnapshot((current) => current && withSwap(current, event)),
  })
  const { ticker, open } = useAlarmTicker(cap)
  const { outer, scale } = useStageScale()
  const now = useClock()
  const regions = useMapRegions()
  const region = regions[0]
  const districts = snapshot?.districts ?? []
  const { stations } = map
  const codes = useMemo(() => districts.map((row) => row.areaCode), [districts])
  const names = useAreaNames(codes)
  const stationNames = useMemo(
    () => new Map(stations.map((row) => [row.stationId, row.stationName])),
    [stations],
  )
  const swapStations = snapshot?.swapStations
  const [shown, shownSwap] = useMemo(() => {
    const inRegion = (row: { areaCode: string }) =>
      Boolean(region && row.areaCode.startsWith(regionPrefix(region.code)))
    return [stations.filter(inRegion), (swapStations ?? []).filter(inRegion)]
  }, [stations, swapStations, region])
  const measure = useMemo(
    () => ({
      label: '今日充电量',
      unit: 'kWh',
      values: new Map(districts.map((row) => [row.areaCode, row.energyToday])),
    }),
    [districts],
  )
  const byState = useMemo(() => connectorsByState(stations), [stations])
  const ranking = useMemo(() => energyRanking(districts, names, 8), [districts, names])
  const totals = snapshot?.totals
  const energy = energyParts(totals?.energyToday ?? 0)
  return (
    <div
      ref={outer}
      className="evc-bigscreen"
      data-ready={snapshot && map.loaded ? 'true' : undefined}
      style={{
        position: 'relative',
        width: '100%',
        height: '100%',
        overflow: 'hidden',
        background: WALL.background,
      }}
    >
      <div
        className="evc-bigscreen-stage"
        data-scale={scale.toFixed(4)}
        style={{
          position: 'absolute',
          left: '50%',
          top: '50%',
          width: STAGE.width,
          height: STAGE.height,
          transform: `translate(-50%, -50%) scale(${scale})`,
          color: WALL.text,
          display: 'grid',
          gridTemplateRows: '88px 1fr',
          fontFamily: 'inherit',
        }}
      >
        <header
          style={{
            display: 'grid',
            gridTemplateColumns: '1fr auto 1fr',
            alignItems: 'center',
            padding: '0 28px',
            borderBottom: `2px solid ${WALL.border}`,
            background: 'linear-gradient(180deg, rgba(29, 79, 145, 0.45), transparent)',
          }}
        >
          <span style={{ fontSize: 20 }}>
            <LiveBadge state={state} />
          </span>
          <h1 style={{ margin: 0, fontSize: 38, letterSpacing: 6, color: '#fff' }}>
            {/* A user of one region names it; one who sees every area does not (the map shows the first). */}
            {regions.length === 1 ? region?.name : ''}充换电设施实时监管
          </h1>
          <span style={{ justifySelf: 'end', fontSize: 24, color: WALL.muted }}>
            {formatDateTime(now, 'YYYY-MM-DD HH:mm:ss')}
          </span>
        </header>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: '440px 1fr 460px',
            gap: 16,
            padding: 16,
            minHeight: 0,
          }}
        >
          <div style={{ display: 'grid', gridTemplateRows: 'auto auto 1fr', gap: 16, minHeight: 0 }}>
            <Panel title="充电接口实时状态">
              <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 20 }}>
                {COUNTER_STATES.map((key) => (
                  <Figure
                    key={key}
                    name={key}
                    label={stateLabel(key)}
                    value={number(byState[key])}
                    unit="个"
                    color={WALL.states[key]}
                  />
                ))}
              </div>
            </Panel>
            <Panel title="今日运行">
              <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 20 }}>
                <Figure
                  name="ordersToday"
                  label="今日订单"
                  value={number(totals?.ordersToday ?? 0)}
                  unit="笔"
                />
                <Figure
                  name="energyToday"
                  label="今日充电量"
                  value={String(energy.value)}
                  unit={energy.unit}
                />
                <Figure
                  name="livePower"
                  label="实时充电功率"
                  value={number(totals?.livePower ?? 0)}
                  unit="kW"
                />
                <Figure name="stations" label="充电站" value={number(totals?.stations ?? 0)} unit="座" />
                <Figure name="piles" label="充电桩" value={number(totals?.piles ?? 0)} unit="台" />
                <Figure
                  name="connectors"
                  label="充电接口"
                  value={number(totals?.connectors ?? 0)}
                  unit="个"
                />
              </div>
            </Panel>
            <Panel title="未恢复告警">
              <OpenAlarms counts={open} />
            </Panel>
          </div>
          <Panel title={`${region?.name ?? ''}充换电站分布`}>
            {region && (
              <RegionMap
                region={region.code}
                regionName={region.name}
                mapType={region.mapType}
                measure={measure}
                stations={shown}
                swapStations={shownSwap}
                colours={MAP_COLOURS}
                textSize={MAP_TEXT_SIZE}
                height={866}
              />
            )}
          </Panel>
          <div style={{ display: 'grid', gridTemplateRows: 'auto 1fr', gap: 16, minHeight: 0 }}>
            <Panel title="今日充电量排行">
              <Ranking rows={ranking} />
            </Panel>
            <Panel title="最新告警" style={{ overflow: 'hidden' }}>
              <Ticker alarms={ticker} names={stationNames} now={now} />
            </Panel>
          </div>
        </div>
      </div>
    </div>
  )
}
