/**
 * 故障监测 (domain.md: open alarms, dispose and confirm). Alarms not yet confirmed, newest first,
 * with level colours; the list follows the stream (a raised, recovered or disposed alarm shows
 * without reloading the page). Disposal 待处理 → 处理中 → 已处理 → 已确认 with handler and result;
 * a step the server refuses (409) is toasted by the HTTP client and the list reloads.
 * 告警等级, 告警类型 and 告警代码 narrow the list; 故障统计's slices open it with one of them set
 * in the route (`?alarmType=2`, issue 16: "a fault slice → trouble-monitor filtered"). A to-do's
 * link opens it on its one alarm (`?id=12`, issue 41), whatever that alarm's disposal. As an
 * alarm centre (issue 44 part 3): the live list pauses (new alarms held and counted) and resumes,
 * and selected alarms are taken one step at once (AlarmCentreBar); 列表 / 地图 shows the stations
 * with open alarms on the user's region, following the same reads (TroubleMap), a station's click
 * the list on its alarms. The list hidden under the map reads nothing until shown again.
 */
import { Space, Table } from 'antd'
import { useCallback, useEffect, useRef, useState } from 'react'
import { acceptAlarm, confirmAlarm, handleAlarm } from '../../contract/endpoints/ops-services'
import { ALARMS } from '../../contract/lists/ops-services/alarms'
import type { AlarmEvent } from '../../contract/live-events'
import { useDataClient } from '../../ui/dataClient'
import { ViewSwitch } from '../../ui/list/listParts'
import { SelectAll } from '../../ui/list/SelectAll'
import { LiveBadge } from '../../ui/live/LiveBadge'
import { useLiveStream } from '../../ui/live/useLiveStream'
import { PAGE_STACK_STYLE } from '../../ui/pageStyle'
import { preloadable } from '../../ui/preloadable'
import type { ScreenProps } from '../../ui/screen'
import { useToasts } from '../../ui/toasts'
import { useRequest } from '../../ui/useRequest'
import { useShownOnce } from '../../ui/useShownOnce'
import { type Alarm, alarmColumns, NEXT } from './trouble-columns'
import { AlarmSummary, type AnsweredTotal, TroubleFilters, useRouteFilters } from './trouble-filters'

/** The 处理完成 dialog (antd's Modal): loaded after the first page, or when first opened (issue 14). */
const ResultDialog = preloadable(() => import('./ResultDialog').then((module) => module.ResultDialog))
/** Pause and the batch steps (issue 44 part 3): after the first page, off the first screen's bytes. */
const AlarmCentreBar = preloadable(() => import('./AlarmCentreBar').then((module) => module.AlarmCentreBar))
/** The map of open alarms (issue 44 part 3): with ECharts and the boundaries, only when first shown. */
const TroubleMap = preloadable(() => import('./TroubleMap').then((module) => module.TroubleMap))
const VIEWS = [{ key: 'map', label: '地图' }]

const RESOURCE = ALARMS.resource
const NOT_CONFIRMED = 'pending,processing,handled'
const NO_ALARMS: Alarm[] = []

/** The disposal steps' endpoints, by the flow's action name. */
const STEPS: Readonly<Record<string, typeof acceptAlarm | typeof handleAlarm | typeof confirmAlarm>> = {
  accept: acceptAlarm,
  handle: handleAlarm,
  confirm: confirmAlarm,
}

export default function TroubleMonitor({ actions }: ScreenProps) {
  const data = useDataClient()
  const toasts = useToasts()
  const [page, setPage] = useState(1)
  const [filters, setFilters] = useRouteFilters(() => setPage(1))
  const [handling, setHandling] = useState<Alarm | null>(null)
  const [result, setResult] = useState('')
  const [resultError, setResultError] = useState('')
  // Issue 44 part 3: paused, the stream's new alarms are counted, not shown; the selection.
  const [paused, setPaused] = useState(false)
  const [held, setHeld] = useState(0)
  // Alarms held so far (it never goes down): a read answers those held before it was asked, not
  // those raised while it ran — a read asked before a pause and answered after a new alarm would
  // otherwise clear that alarm's count while its row is not listed.
  const heldSeen = useRef(0)
  const [selected, setSelected] = useState<Alarm[]>([])
  // 列表 / 地图; the map reads again with each read the stream asks for (`tick`).
  const [view, setView] = useState('list')
  const listShown = view === 'list'
  const [tick, setTick] = useState(0)
  const canDispose = actions.includes('dispose')
  const handlingUsed = useShownOnce(handling !== null)
  // The rows shown stay while the next page is asked; the screen shown again asks again. Under the
  // map the list reads nothing (the map reads its own call) and asks once when shown again.
  const request = useRequest(
    async (signal) => {
      const asked = heldSeen.current
      const answer = await data.list<Alarm>(
        RESOURCE,
        {
          pageNum: page,
          pageSize: 20,
          // The one alarm a link names is shown whatever its disposal; otherwise the unconfirmed.
          filters: filters.id === undefined ? { ...filters, disposal: NOT_CONFIRMED } : filters,
          sort: null,
          keyword: '',
        },
        { signal },
      )
      if (!signal.aborted) {
        // The rows are current: only what was held after they were asked is still held; a
        // selected row keeps its new version.
        setHeld(heldSeen.current - asked)
        setSelected((chosen) => answer.list.filter((row) => chosen.some((one) => one.id === row.id)))
      }
      // The total with the filters it answers: another query's is not shown as this one's.
      return { rows: answer.list, answered: { filters, total: answer.total } satisfies AnsweredTotal }
    },
    [data, page, filters],
    { keep: true, fresh: true, enabled: listShown },
  )
  const { loading, reload: askAgain } = request
  const rows = request.data?.rows ?? NO_ALARMS
  const answered = request.data?.answered ?? null
  const stale = answered?.filters !== filters
  const total = answered?.total ?? 0
  const shown = !loading || rows.length > 0
  useEffect(() => {
    if (shown && canDispose) ResultDialog.prefetch()
  }, [shown, canDispose])

  // Bursts of events reload once.
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined)
  const reload = useCallback(() => {
    clearTimeout(pending.current)
    pending.current = setTimeout(() => {
      askAgain()
      setTick((count) => count + 1)
    }, 200)
  }, [askAgain])
  useEffect(() => () => clearTimeout(pending.current), [])
  // The first snapshot comes with the list's first load, which is asked for already; a later one
  // (the stream opened again past its buffer) means changes were missed (as charging-devices).
  const snapshots = useRef(0)
  const snapshot = useCallback(() => {
    snapshots.current += 1
    if (snapshots.current > 1) reload()
  }, [reload])
  const pausedNow = useRef(paused)
  pausedNow.current = paused
  const onAlarm = useCallback(
    (event: AlarmEvent) => {
      if (!pausedNow.current) return reload()
      if (event.change !== 'raised') return
      heldSeen.current += 1
      setHeld((count) => count + 1)
    },
    [reload],
  )
  const state = useLiveStream('/ops-services/trouble-monitor/stream', { snapshot, alarm: onAlarm })
  const pause = (next: boolean) => {
    setPaused(next)
    if (!next) reload()
  }
  const columns = alarmColumns(
    canDispose
      ? (alarm, next) => {
          if (next !== 'handle') return void step(alarm, next)
          setResult('')
          setResultError('')
          setHandling(alarm)
        }
      : null,
  )

  const step = async (alarm: Alarm, name: string, body: { result?: string } = {}) => {
    try {
      await data.call(STEPS[name], {
        params: { id: alarm.id },
        body: { version: alarm.version, ...body },
      })
      toasts.success('操作成功')
      return true
    } catch {
      return false
    } finally {
      reload()
    }
  }

  const submitResult = async () => {
    if (!handling) return
    if (!result.trim()) {
      setResultError('请填写处理结果')
      return
    }
    if (await step(handling, 'handle', { result: result.trim() })) setHandling(null)
  }

  return (
    <Space direction="vertical" size={12} style={PAGE_STACK_STYLE}>
      <Space size={12} wrap>
        <ViewSwitch views={VIEWS} value={view} onChange={setView} />
        <TroubleFilters
          filters={filters}
          stationName={rows.find((row) => row.stationId === filters.stationId)?.stationName}
          onChange={(next) => {
            setFilters(next)
            setPage(1)
          }}
        />
      </Space>
      <Space size={16} wrap>
        <LiveBadge state={state} />
        {listShown && <AlarmSummary filters={filters} answered={answered} />}
        {shown && (
          <AlarmCentreBar
            paused={paused}
            held={held}
            onPause={pause}
            selected={canDispose ? selected : null}
            onDone={reload}
          />
        )}
      </Space>
      {view === 'map' && (
        <TroubleMap
          filters={filters}
          tick={tick}
          onStation={(station) => {
            setFilters({ ...filters, id: undefined, stationId: station.stationId })
            setPage(1)
            setView('list')
          }}
        />
      )}
      <Table<Alarm>
        style={listShown ? undefined : { display: 'none' }}
        rowKey="id"
        size="middle"
        // Rows of another query (显示全部告警 left the one alarm shown) are covered until the answer.
        loading={loading && (rows.length === 0 || stale)}
        dataSource={rows}
        scroll={{ x: 1300 }}
        pagination={{ current: page, pageSize: 20, total, showSizeChanger: false, onChange: setPage }}
        columns={columns}
        rowSelection={
          canDispose
            ? {
                selectedRowKeys: selected.map((alarm) => alarm.id),
                onChange: (_, rows) => setSelected(rows),
                // Named by the alarm, as the flow lists' rows (issue 42, item 18).
                getCheckboxProps: (alarm) =>
                  ({ disabled: !NEXT[alarm.disposal], 'aria-label': `选择告警 ${alarm.id}` }) as never,
                columnTitle: (checkbox) => <SelectAll>{checkbox}</SelectAll>,
              }
            : undefined
        }
      />
      {handlingUsed && (
        <ResultDialog
          open={Boolean(handling)}
          result={result}
          error={resultError}
          onChange={(value) => {
            setResult(value)
            setResultError('')
          }}
          onOk={submitResult}
          onCancel={() => setHandling(null)}
        />
      )}
    </Space>
  )
}
