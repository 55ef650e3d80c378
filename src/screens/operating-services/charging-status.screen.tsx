/**
 * 充电状态监测 (domain.md: connector counts by status, charging power, per district; drill-down
 * list), also on the map of the user's region (issue 44: stations as live points, read on each
 * snapshot by useMapStations and moved by the same events). Counts come
 * from the stream's snapshot and change with every status event while the screen is shown;
 * hidden, the stream pauses and resumes with the last event id.
 */
import { Card, Col, Row, Space, Statistic, Typography } from 'antd'
import { useMemo, useState } from 'react'
import { useLocation } from 'wouter'
import type { ConnectorEvent } from '../../contract/live-events'
import { CONNECTOR, CONNECTOR_STATUS } from '../../core/domain/enums'
import { Chart } from '../../ui/chart/Chart'
import type { ChartSpec, StatsData } from '../../ui/chart/spec'
import { useAreaNames } from '../../ui/live/areaNames'
import { LiveBadge } from '../../ui/live/LiveBadge'
import { useLiveStream } from '../../ui/live/useLiveStream'
import { MapCard, type MapCardMeasure } from '../../ui/map/MapCard'
import { useMapStations } from '../../ui/map/useMapStations'
import { PAGE_STACK_STYLE } from '../../ui/pageStyle'

const CONNECTORS = '/archives-management/connector-archives-management'

/** Connectors and rated kW by `areaCode|status`. */
type Counts = ReadonlyMap<string, { count: number; power: number }>

const keyOf = (areaCode: string, status: number) => `${areaCode}|${status}`

/** Counts after one connector moved from `previous` to `status`. */
export function applyChange(
  counts: Counts,
  event: Pick<ConnectorEvent, 'areaCode' | 'previous' | 'status'>,
  ratedPower: number,
): Counts {
  if (event.previous === event.status) return counts
  const next = new Map(counts)
  const from = next.get(keyOf(event.areaCode, event.previous)) ?? { count: 0, power: 0 }
  const to = next.get(keyOf(event.areaCode, event.status)) ?? { count: 0, power: 0 }
  next.set(keyOf(event.areaCode, event.previous), {
    count: Math.max(0, from.count - 1),
    power: from.power - ratedPower,
  })
  next.set(keyOf(event.areaCode, event.status), { count: to.count + 1, power: to.power + ratedPower })
  return next
}

const DISTRICT_CHART: ChartSpec = {
  key: 'byDistrict',
  title: '各区域充电接口状态',
  kind: 'bar',
  group: 'byDistrict',
  wide: true,
  measures: [
    { key: 'charging', label: '充电中', unit: '个' },
    { key: 'idle', label: '空闲', unit: '个' },
    { key: 'fault', label: '故障', unit: '个' },
    { key: 'offline', label: '离网', unit: '个' },
  ],
  drill: (row) => (row.code ? `${CONNECTORS}?areaCode=${row.code}` : null),
}

export default function ChargingStatus() {
  const [counts, setCounts] = useState<Counts>(new Map())
  const [charging, setCharging] = useState(0)
  const map = useMapStations()
  const [, navigate] = useLocation()
  const state = useLiveStream('/operating-services/charging-status/stream', {
    snapshot: ({ rows }) => {
      map.reload()
      setCounts(
        new Map(rows.map((row) => [keyOf(row.areaCode, row.status), { count: row.count, power: row.power }])),
      )
      setCharging(0)
    },
    connector: (event) => {
      // Rated power is not in the event; the live power of the session is.
      setCounts((current) => applyChange(current, event, 0))
      map.connector(event)
      if (event.status === CONNECTOR.charging) setCharging((value) => value + 1)
    },
  })
  const byStatus = useMemo(() => {
    const totals = new Map<number, number>()
    for (const [key, value] of counts) {
      const status = Number(key.split('|')[1])
      totals.set(status, (totals.get(status) ?? 0) + value.count)
    }
    return totals
  }, [counts])
  const areaCodes = useMemo(() => [...new Set([...counts.keys()].map((key) => key.split('|')[0]))], [counts])
  const names = useAreaNames(areaCodes)
  const all = [...byStatus.values()].reduce((sum, value) => sum + value, 0)
  const online = all - (byStatus.get(0) ?? 0)
  const data: StatsData = useMemo(() => {
    const of = (area: string, status: number) => counts.get(keyOf(area, status))?.count ?? 0
    return {
      from: '',
      to: '',
      granularity: 'day',
      totals: [],
      groups: {
        byDistrict: areaCodes
          .map((code) => ({
            name: names.get(code) ?? code,
            code,
            values: { charging: of(code, 3), idle: of(code, 1), fault: of(code, 255), offline: of(code, 0) },
          }))
          .sort((a, b) => b.values.charging - a.values.charging),
      },
    }
  }, [counts, areaCodes, names])
  const measures: MapCardMeasure[] = useMemo(() => {
    const by = (status: number) =>
      new Map(areaCodes.map((code) => [code, counts.get(keyOf(code, status))?.count ?? 0]))
    return [
      { key: 'charging', label: '充电中', unit: '个', values: by(3) },
      { key: 'fault', label: '故障', unit: '个', values: by(255) },
      { key: 'offline', label: '离网', unit: '个', values: by(0) },
    ]
  }, [counts, areaCodes])
  const rate = (part: number) => (all ? `${((part / all) * 100).toFixed(2)}%` : '-')
  return (
    <Space direction="vertical" size={12} style={PAGE_STACK_STYLE}>
      <Space size={16}>
        <LiveBadge state={state} />
        <Typography.Text type="secondary">
          在线率 {rate(online)}，故障率 {rate(byStatus.get(255) ?? 0)}；本次打开后开始充电 {charging} 次
        </Typography.Text>
      </Space>
      <Row gutter={[12, 12]}>
        <Col xs={12} md={6} xl={3}>
          <Card size="small">
            <Statistic title="接口总数" value={all} suffix="个" />
          </Card>
        </Col>
        {CONNECTOR_STATUS.map((status) => (
          <Col key={status.value} xs={12} md={6} xl={3}>
            {/* The card is a link to the connectors of that status, named by what it shows (the
                status and its count); a Card's title would be drawn as a heading. */}
            <Card
              size="small"
              hoverable
              role="link"
              tabIndex={0}
              onClick={() => navigate(`${CONNECTORS}?status=${status.value}`)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') navigate(`${CONNECTORS}?status=${status.value}`)
              }}
            >
              <Statistic title={status.label} value={byStatus.get(status.value) ?? 0} suffix="个" />
            </Card>
          </Col>
        ))}
      </Row>
      <MapCard
        title="各区域充电接口状态分布图"
        measures={measures}
        stations={map.stations}
        loading={!counts.size || !map.loaded}
        onDrill={navigate}
      />
      <Chart
        spec={DISTRICT_CHART}
        data={counts.size ? data : undefined}
        loading={!counts.size}
        onDrill={navigate}
      />
    </Space>
  )
}
