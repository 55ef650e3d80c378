/**
 * 换电站监测 (domain.md: swap station cards — online, slot states, queue): one card per swap station
 * of the scope with its slot counts, slots (满电, 充电中, 空仓, 故障) and the vehicles waiting
 * (排队), following the stream while
 * the screen is shown; filters by district, online state and stations with faulty slots; a card
 * opens its slots as a table (battery, SOC).
 */
import {
  Button,
  Card,
  Col,
  Drawer,
  Empty,
  Input,
  Row,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd'
import { useMemo, useState } from 'react'
import type { EventData, swapStationsStream } from '../../contract/live'
import type { SwapEvent } from '../../contract/live-events'
import { BATTERY_SLOT_STATE, colorOf, labelOf, ONLINE_STATUS } from '../../core/domain/enums'
import { regionName } from '../../core/domain/regions'
import { LiveBadge } from '../../ui/live/LiveBadge'
import { useLiveStream } from '../../ui/live/useLiveStream'
import { PAGE_STACK_STYLE } from '../../ui/pageStyle'
import { SlotStates } from '../archives-management/SlotStates'

/** A swap station with its slots, as the stream's snapshot sends it. */
type Station = EventData<typeof swapStationsStream, 'snapshot'>['stations'][number]
type Counts = SwapEvent['counts']
type Slot = SwapEvent['slots'][number]

/** A queue this long or longer is shown as a warning. */
const LONG_QUEUE = 3

const STATES = ['full', 'charging', 'empty', 'fault'] as const

export default function MonitoringPowerExchangeStations() {
  const [stations, setStations] = useState<Station[] | null>(null)
  const [changed, setChanged] = useState<ReadonlyMap<string, number>>(new Map())
  const [area, setArea] = useState<string | undefined>()
  const [online, setOnline] = useState<number | undefined>()
  const [faultOnly, setFaultOnly] = useState(false)
  const [keyword, setKeyword] = useState('')
  const [open, setOpen] = useState<string | null>(null)
  const state = useLiveStream('/operating-services/monitoring-power-exchange-stations/stream', {
    snapshot: (data) => setStations(data.stations),
    swap: (event) => {
      setStations(
        (current) =>
          current?.map((station) =>
            station.stationId === event.stationId
              ? { ...station, slots: event.slots, counts: event.counts, queueLength: event.queueLength }
              : station,
          ) ?? current,
      )
      setChanged((current) => new Map(current).set(event.stationId, (current.get(event.stationId) ?? 0) + 1))
    },
  })
  const areas = useMemo(
    () => [...new Set((stations ?? []).map((station) => station.areaCode))].sort(),
    [stations],
  )
  const shown = useMemo(
    () =>
      (stations ?? []).filter(
        (station) =>
          (!area || station.areaCode === area) &&
          (online === undefined || station.onlineStatus === online) &&
          (!faultOnly || station.counts.fault > 0) &&
          (!keyword.trim() ||
            station.stationName.includes(keyword.trim()) ||
            station.stationId.startsWith(keyword.trim())),
      ),
    [stations, area, online, faultOnly, keyword],
  )
  const totals = useMemo(() => {
    const sum: Counts = { full: 0, charging: 0, empty: 0, fault: 0 }
    for (const station of shown) for (const key of STATES) sum[key] += station.counts[key]
    return sum
  }, [shown])
  const waiting = shown.reduce((sum, station) => sum + station.queueLength, 0)
  const opened = stations?.find((station) => station.stationId === open)
  return (
    <Space direction="vertical" size={12} style={PAGE_STACK_STYLE}>
      <Space size={[16, 8]} wrap>
        <LiveBadge state={state} />
        <Typography.Text type="secondary">
          换电站 {shown.length} 座，在线 {shown.filter((station) => station.onlineStatus === 1).length} 座
        </Typography.Text>
        {STATES.map((key) => (
          <Tag key={key} color={colorOf(BATTERY_SLOT_STATE, key)}>
            {labelOf(BATTERY_SLOT_STATE, key)} {totals[key]}
          </Tag>
        ))}
        <Typography.Text>排队车辆 {waiting} 辆</Typography.Text>
      </Space>
      <Space size={[12, 8]} wrap>
        <Select
          aria-label="行政区域"
          placeholder="行政区域"
          allowClear
          style={{ width: 160 }}
          value={area}
          onChange={setArea}
          options={areas.map((code) => ({ value: code, label: regionName(code) }))}
        />
        <Select
          aria-label="在线状态"
          placeholder="在线状态"
          allowClear
          style={{ width: 120 }}
          value={online}
          onChange={setOnline}
          options={ONLINE_STATUS.map((status) => ({ value: status.value, label: status.label }))}
        />
        <Input.Search
          aria-label="换电站编号或名称"
          placeholder="换电站编号或名称"
          allowClear
          style={{ width: 220 }}
          onSearch={setKeyword}
        />
        <Space size={6}>
          <Switch
            aria-label="只看有故障仓位的换电站"
            checked={faultOnly}
            onChange={setFaultOnly}
            size="small"
          />
          <Typography.Text>只看有故障仓位的换电站</Typography.Text>
        </Space>
      </Space>
      {stations && shown.length === 0 ? (
        <Empty description="没有符合条件的换电站" />
      ) : (
        <Row gutter={[12, 12]}>
          {(stations === null ? [] : shown).map((station) => (
            <Col key={station.stationId} xs={24} md={12} xl={8}>
              <Card
                size="small"
                style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
                styles={{ body: { flex: 1 } }}
                data-station={station.stationId}
                data-changes={changed.get(station.stationId) ?? 0}
                title={station.stationName}
                extra={
                  <Tag color={colorOf(ONLINE_STATUS, station.onlineStatus)}>
                    {labelOf(ONLINE_STATUS, station.onlineStatus)}
                  </Tag>
                }
                actions={[
                  <Button
                    key="slots"
                    type="link"
                    size="small"
                    aria-label={`${station.stationName}仓位明细`}
                    onClick={() => setOpen(station.stationId)}
                  >
                    仓位明细
                  </Button>,
                ]}
              >
                <Typography.Paragraph type="secondary" ellipsis style={{ marginBottom: 8 }}>
                  {station.operatorName ?? '-'} · {regionName(station.areaCode)} · {station.positionNum}{' '}
                  个仓位
                </Typography.Paragraph>
                <Space size={[12, 4]} wrap style={{ marginBottom: 8 }}>
                  {STATES.map((key) => (
                    <Typography.Text key={key}>
                      {labelOf(BATTERY_SLOT_STATE, key)} <strong>{station.counts[key]}</strong>
                    </Typography.Text>
                  ))}
                  <Tag
                    data-queue={station.queueLength}
                    color={station.queueLength >= LONG_QUEUE ? 'warning' : 'default'}
                  >
                    排队 {station.queueLength} 辆
                  </Tag>
                </Space>
                <SlotStates slots={station.slots} />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      {stations === null && <Card loading size="small" />}
      <Drawer
        open={Boolean(opened)}
        onClose={() => setOpen(null)}
        title={opened ? `${opened.stationName} 仓位明细` : ''}
        width={560}
      >
        {opened && (
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            <Typography.Text type="secondary">
              {opened.stationId} · {opened.address}
            </Typography.Text>
            <Table<Slot>
              rowKey="slotNo"
              size="small"
              pagination={false}
              dataSource={opened.slots}
              columns={[
                { title: '仓位', dataIndex: 'slotNo', width: 70, render: (value) => `${value}号` },
                {
                  title: '状态',
                  dataIndex: 'state',
                  width: 90,
                  render: (value) => (
                    <Tag color={colorOf(BATTERY_SLOT_STATE, value)}>{labelOf(BATTERY_SLOT_STATE, value)}</Tag>
                  ),
                },
                { title: '电池编码', dataIndex: 'batteryCode', render: (value) => value ?? '-' },
                {
                  title: 'SOC',
                  dataIndex: 'soc',
                  width: 70,
                  render: (value) => (value === null ? '-' : `${value}%`),
                },
              ]}
            />
          </Space>
        )}
      </Drawer>
    </Space>
  )
}
