/**
 * 实时数据 (domain.md: headline numbers and station distribution, live): facilities, connectors
 * charging and the power drawn now, today's orders and energy; stations by district (a bar opens
 * that district's stations) and on the map of the user's region (issue 44: stations and swap stations as live points,
 * a point opens its archive); and each connected operator's data access today — messages, failures,
 * last push — as they arrive. Everything within the user's data scope, following the stream while
 * the screen is shown.
 */
import { Card, Col, Row, Space, Statistic, Table, Tag, Typography } from 'antd'
import { useMemo, useState } from 'react'
import { useLocation } from 'wouter'
import { colorOf, labelOf } from '../../../core/domain/enums'
import { OPERATOR_ACCESS_STATUS } from '../../../core/domain/flows'
import { energyParts, formatDateTime } from '../../../core/format'
import { Chart } from '../../../ui/chart/Chart'
import type { ChartSpec, StatsData } from '../../../ui/chart/spec'
import { useAreaNames } from '../../../ui/live/areaNames'
import { LiveBadge } from '../../../ui/live/LiveBadge'
import { useLiveStream } from '../../../ui/live/useLiveStream'
import { chargingByArea } from '../../../ui/map/liveStations'
import { MapCard, type MapCardMeasure } from '../../../ui/map/MapCard'
import { useMapStations } from '../../../ui/map/useMapStations'
import { PAGE_STACK_STYLE } from '../../../ui/pageStyle'
import { type RealTimeSnapshot, withConnector, withSwap } from './real-time-state'

const STATIONS = '/archives-management/station-archives-management'

type Snapshot = RealTimeSnapshot
type Access = Snapshot['operators'][number]

const DISTRICT_CHART: ChartSpec = {
  key: 'byDistrict',
  title: '各区域充换电站分布',
  kind: 'bar',
  group: 'byDistrict',
  wide: true,
  measures: [
    { key: 'stations', label: '充电站', unit: '座' },
    { key: 'swapStations', label: '换电站', unit: '座' },
  ],
  drill: (row) => (row.code ? `${STATIONS}?areaCode=${row.code}` : null),
}

const rate = (failures: number, messages: number) =>
  messages ? `${((failures / messages) * 100).toFixed(2)}%` : '-'

export default function RealTimeData() {
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null)
  const map = useMapStations()
  const [, navigate] = useLocation()
  const state = useLiveStream('/universal-services/real-time-data/stream', {
    snapshot: (data) => {
      setSnapshot(data)
      map.reload()
    },
    connector: (event) => {
      setSnapshot((current) => current && withConnector(current, event))
      map.connector(event)
    },
    swap: (event) => setSnapshot((current) => current && withSwap(current, event)),
    access: (event) => {
      setSnapshot(
        (current) =>
          current && {
            ...current,
            operators: current.operators.map((row) =>
              row.operatorId === event.operatorId ? { ...row, ...event } : row,
            ),
          },
      )
    },
  })
  const codes = useMemo(() => (snapshot?.districts ?? []).map((row) => row.areaCode), [snapshot?.districts])
  const names = useAreaNames(codes)
  const chartData: StatsData | undefined = useMemo(
    () =>
      snapshot
        ? {
            from: '',
            to: '',
            granularity: 'day',
            totals: [],
            groups: {
              byDistrict: snapshot.districts
                .map((row) => ({
                  name: names.get(row.areaCode) ?? row.areaCode,
                  code: row.areaCode,
                  values: { stations: row.stations, swapStations: row.swapStations },
                }))
                .sort((a, b) => b.values.stations - a.values.stations),
            },
          }
        : undefined,
    [snapshot, names],
  )
  const measures: MapCardMeasure[] = useMemo(() => {
    const districts = snapshot?.districts ?? []
    const by = (key: 'stations' | 'swapStations') => new Map(districts.map((row) => [row.areaCode, row[key]]))
    return [
      { key: 'stations', label: '充电站', unit: '座', values: by('stations') },
      { key: 'swapStations', label: '换电站', unit: '座', values: by('swapStations') },
      { key: 'charging', label: '正在充电', unit: '个', values: chargingByArea(map.stations) },
    ]
  }, [snapshot?.districts, map.stations])
  const totals = snapshot?.totals
  const energy = energyParts(totals?.energyToday ?? 0)
  const messages = (snapshot?.operators ?? []).reduce((sum, row) => sum + row.messagesToday, 0)
  const failures = (snapshot?.operators ?? []).reduce((sum, row) => sum + row.failuresToday, 0)
  const cards: { title: string; value: number | string; suffix: string }[] = [
    { title: '充电站', value: totals?.stations ?? 0, suffix: '座' },
    { title: '换电站', value: totals?.swapStations ?? 0, suffix: '座' },
    { title: '充电桩', value: totals?.piles ?? 0, suffix: '台' },
    { title: '充电接口', value: totals?.connectors ?? 0, suffix: '个' },
    { title: '正在充电', value: totals?.charging ?? 0, suffix: '个' },
    { title: '实时充电功率', value: totals?.livePower ?? 0, suffix: 'kW' },
    { title: '今日订单', value: totals?.ordersToday ?? 0, suffix: '笔' },
    { title: '今日充电量', value: energy.value, suffix: energy.unit },
  ]
  return (
    <Space direction="vertical" size={12} style={PAGE_STACK_STYLE}>
      <Space size={16} wrap>
        <LiveBadge state={state} />
        <Typography.Text type="secondary">
          今日接收报文 {messages.toLocaleString('zh-CN')} 条，失败 {failures.toLocaleString('zh-CN')}{' '}
          条，失败率 {rate(failures, messages)}
        </Typography.Text>
      </Space>
      <Row gutter={[12, 12]}>
        {cards.map((card) => (
          <Col key={card.title} xs={12} md={6} xxl={3}>
            <Card size="small" loading={!snapshot} style={{ height: '100%' }}>
              <Statistic title={card.title} value={card.value} suffix={card.suffix} />
            </Card>
          </Col>
        ))}
      </Row>
      <MapCard
        title="各区域充电站分布图"
        measures={measures}
        stations={map.stations}
        swapStations={snapshot?.swapStations ?? []}
        loading={!snapshot || !map.loaded}
        onDrill={navigate}
      />
      <Chart spec={DISTRICT_CHART} data={chartData} loading={!snapshot} onDrill={navigate} />
      <Card size="small" title="运营商数据接入（今日）">
        <Table<Access>
          rowKey="operatorId"
          size="small"
          loading={!snapshot}
          dataSource={snapshot?.operators ?? []}
          pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
          scroll={{ x: 900 }}
          columns={[
            { title: '运营商', dataIndex: 'operatorName', width: 260 },
            {
              title: '接入状态',
              dataIndex: 'accessStatus',
              width: 100,
              render: (value) => (
                <Tag color={colorOf(OPERATOR_ACCESS_STATUS, value)}>
                  {labelOf(OPERATOR_ACCESS_STATUS, value)}
                </Tag>
              ),
            },
            {
              title: '今日报文(条)',
              dataIndex: 'messagesToday',
              width: 120,
              align: 'right',
              render: (value: number) => value.toLocaleString('zh-CN'),
            },
            {
              title: '今日失败(条)',
              dataIndex: 'failuresToday',
              width: 120,
              align: 'right',
              render: (value: number) => value.toLocaleString('zh-CN'),
            },
            {
              title: '失败率',
              key: 'rate',
              width: 90,
              align: 'right',
              render: (_, row) => rate(row.failuresToday, row.messagesToday),
            },
            {
              title: '日均报文(条)',
              dataIndex: 'messagesPerDay',
              width: 120,
              align: 'right',
              render: (value: number) => value.toLocaleString('zh-CN'),
            },
            {
              title: '最后推送时间',
              dataIndex: 'lastPushTime',
              width: 170,
              render: (value) => (value ? formatDateTime(value) : '-'),
            },
          ]}
        />
      </Card>
    </Space>
  )
}
