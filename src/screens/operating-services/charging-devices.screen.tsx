/**
 * 充电设备运行 (domain.md: charging-devices — piles and connectors with live status): the
 * connectors of the scope with filters; status, power now and SOC follow the stream while the
 * screen is shown (a changed cell repaints, the list is not reloaded); above the table the counts
 * by status and the power drawn now; a row opens its detail with today's orders and energy and its
 * recent orders.
 */
import { Space, theme } from 'antd'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { CHARGING_DEVICES } from '../../contract/lists/operating-services/charging-devices'
import { CONNECTOR_STATUS, colorOf, labelOf } from '../../core/domain/enums'
import { formatDateTime } from '../../core/format'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'
import { AREA_LAYOUT, OPERATOR_LAYOUT, POWER_LAYOUT } from '../../ui/list/layouts'
import { LiveBadge } from '../../ui/live/LiveBadge'
import { useLiveStream } from '../../ui/live/useLiveStream'
import { ColorTag } from '../../ui/looks'
import { ordersOfConnector } from '../archives-management/related'
import { createLiveRows, type LiveConnector, useLiveConnector } from './liveRows'

const STREAM = '/operating-services/charging-devices/stream'

const f = fieldsOf(CHARGING_DEVICES)
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
    snapshot: (snapshot) => {
      setCounts(new Map(snapshot.byStatus.map((row) => [row.status, row.count])))
      setPower(snapshot.livePower)
      live.clear()
      // The first snapshot comes with the list's first load; a later one means changes were missed.
      snapshots.current += 1
      if (snapshots.current > 1) for (const reload of reloaders) reload()
    },
    connector: (event) => {
      live.set(event.connectorId, {
        status: event.status,
        power: event.power,
        soc: event.soc,
        time: event.time,
      })
      setPower((value) => Math.max(0, Math.round((value + event.power - event.previousPower) * 10) / 10))
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
  const { token } = theme.useToken()
  return (
    <Space size={[16, 8]} wrap style={{ marginBottom: 12 }}>
      <LiveBadge state={state} />
      {CONNECTOR_STATUS.map((status) => (
        <ColorTag key={status.value} color={status.color}>
          {status.label} {counts.get(status.value) ?? 0}
        </ColorTag>
      ))}
      {/* Typography.Text's look, without antd's Typography on the rows' path (issue 14). */}
      <span style={{ color: token.colorText, wordBreak: 'break-word', lineHeight: token.lineHeight }}>
        实时充电功率{' '}
        <strong style={{ fontWeight: token.fontWeightStrong }}>{power.toLocaleString('zh-CN')}</strong> kW
      </span>
    </Space>
  )
}

export default defineListScreen({
  resource: CHARGING_DEVICES.resource,
  rowKey: 'connectorId',
  keyword: { placeholder: '接口编码或设备编码' },
  columns: [
    f.col('connectorId', { width: 170, fixed: 'left' }),
    f.col('status', {
      search: true,
      render: (value, record) =>
        cell(record, (now) => {
          const status = now?.status ?? value
          return (
            <ColorTag color={colorOf(CONNECTOR_STATUS, status)}>{labelOf(CONNECTOR_STATUS, status)}</ColorTag>
          )
        }),
    }),
    f.col('livePower', {
      width: 120,
      render: (value, record) => cell(record, (now) => `${now?.power ?? value ?? 0} kW`),
    }),
    f.col('soc', {
      render: (value, record) =>
        cell(record, (now) => {
          const soc = now ? now.soc : value
          return soc === null || soc === undefined ? '-' : `${soc}%`
        }),
    }),
    f.col('power', POWER_LAYOUT),
    f.col('stationName', { width: 220 }),
    f.col('equipmentId', { width: 160, search: true }),
    f.col('connectorName'),
    f.col('operatorId', OPERATOR_LAYOUT),
    f.col('areaCode', AREA_LAYOUT),
    f.col('connectorType', { search: true }),
    f.col('statusTime', {
      render: (value, record) => cell(record, (now) => formatDateTime((now?.time ?? value) as string)),
    }),
    f.col('stationId', { width: 130, search: true, hideInTable: true }),
  ],
  detailFields: [f.col('todayOrders'), f.col('todayEnergy')],
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
