/**
 * 充电设备运行 (domain.md: charging-devices — piles and connectors with live status): the
 * connectors of the scope with filters; status, power now and SOC follow the stream while the
 * screen is shown (a changed cell repaints, the list is not reloaded); above the table the counts
 * by status and the power drawn now; a row opens its detail with today's orders and energy and its
 * recent orders.
 */
import { Space, Tag, Typography } from 'antd'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { CONNECTOR_STATUS, CONNECTOR_TYPE, colorOf, labelOf } from '../../core/domain/enums'
import { formatDateTime } from '../../core/format'
import { col } from '../../ui/fields/builders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'
import { LiveBadge } from '../../ui/live/LiveBadge'
import { useLiveStream } from '../../ui/live/useLiveStream'
import { areaColumn, operatorColumn, powerColumn } from '../archives-management/fields'
import { ordersOfConnector } from '../archives-management/related'
import { createLiveRows, type LiveConnector, useLiveConnector } from './liveRows'

const STREAM = '/operating-services/charging-devices/stream'

interface ConnectorEvent {
  connectorId: string
  previous: number
  status: number
  power: number
  previousPower?: number
  soc: number | null
  time: string
}

const live = createLiveRows()
/** Reloads the list when the stream starts again from a snapshot (it may have missed changes). */
const reloaders = new Set<() => void>()

/** A cell that shows the connector's live value once an event came, else the list's value. */
function LiveCell({ id, render }: { id: string; render: (now: LiveConnector | undefined) => ReactNode }) {
  return render(useLiveConnector(live, id))
}

const cell = (record: Record<string, unknown>, show: (now: LiveConnector | undefined) => ReactNode) => (
  <LiveCell id={String(record.connectorId)} render={show} />
)

/** Counts by status and the power drawn now, from the snapshot and every change after it. */
function LiveSummary() {
  const [counts, setCounts] = useState<Map<number, number>>(new Map())
  const [power, setPower] = useState(0)
  const snapshots = useRef(0)
  const state = useLiveStream(STREAM, {
    snapshot: (data) => {
      const snapshot = data as { byStatus: { status: number; count: number }[]; livePower: number }
      setCounts(new Map(snapshot.byStatus.map((row) => [row.status, row.count])))
      setPower(snapshot.livePower)
      live.clear()
      // The first snapshot comes with the list's first load; a later one means changes were missed.
      snapshots.current += 1
      if (snapshots.current > 1) for (const reload of reloaders) reload()
    },
    connector: (data) => {
      const event = data as ConnectorEvent
      live.set(event.connectorId, {
        status: event.status,
        power: event.power,
        soc: event.soc,
        time: event.time,
      })
      setPower((value) =>
        Math.max(0, Math.round((value + event.power - (event.previousPower ?? 0)) * 10) / 10),
      )
      if (event.previous === event.status) return
      setCounts((current) => {
        const next = new Map(current)
        next.set(event.previous, Math.max(0, (next.get(event.previous) ?? 0) - 1))
        next.set(event.status, (next.get(event.status) ?? 0) + 1)
        return next
      })
    },
  })
  useEffect(() => () => live.clear(), [])
  return (
    <Space size={[16, 8]} wrap style={{ marginBottom: 12 }}>
      <LiveBadge state={state} />
      {CONNECTOR_STATUS.map((status) => (
        <Tag key={status.value} color={status.color}>
          {status.label} {counts.get(status.value) ?? 0}
        </Tag>
      ))}
      <Typography.Text>
        实时充电功率 <Typography.Text strong>{power.toLocaleString('zh-CN')}</Typography.Text> kW
      </Typography.Text>
    </Space>
  )
}

export default defineListScreen({
  resource: 'operating-services/charging-devices',
  rowKey: 'connectorId',
  keyword: { placeholder: '接口编码或设备编码' },
  columns: [
    col.text('connectorId', '接口编码', { width: 170, fixed: 'left', sortable: true }),
    col.enum('status', '实时状态', CONNECTOR_STATUS, {
      search: true,
      render: (value, record) =>
        cell(record, (now) => {
          const status = now?.status ?? value
          return <Tag color={colorOf(CONNECTOR_STATUS, status)}>{labelOf(CONNECTOR_STATUS, status)}</Tag>
        }),
    }),
    col.number('livePower', '实时功率', {
      unit: ' kW',
      width: 120,
      sortable: true,
      render: (value, record) => cell(record, (now) => `${now?.power ?? value ?? 0} kW`),
    }),
    col.number('soc', 'SOC', {
      sortable: true,
      render: (value, record) =>
        cell(record, (now) => {
          const soc = now ? now.soc : value
          return soc === null || soc === undefined ? '-' : `${soc}%`
        }),
    }),
    powerColumn('power', '额定功率'),
    col.text('stationName', '充电站名称', { width: 220 }),
    col.text('equipmentId', '设备编码', { width: 160, search: true }),
    col.text('connectorName', '接口名称'),
    operatorColumn(),
    areaColumn(),
    col.enum('connectorType', '接口类型', CONNECTOR_TYPE, { search: true }),
    col.datetime('statusTime', '状态更新时间', {
      sortable: true,
      render: (value, record) => cell(record, (now) => formatDateTime((now?.time ?? value) as string)),
    }),
    col.text('stationId', '充电站编号', { width: 130, search: true, hideInTable: true }),
  ],
  detailFields: [
    col.number('todayOrders', '今日订单', { unit: ' 笔' }),
    col.energy('todayEnergy', '今日充电量'),
  ],
  detail: { title: (connector) => `充电接口 ${connector.connectorId}`, related: [ordersOfConnector] },
  actions: [action.view(), action.export()],
  above: LiveSummary,
  subscribe: (reload) => {
    reloaders.add(reload)
    return () => {
      reloaders.delete(reload)
    }
  },
})
