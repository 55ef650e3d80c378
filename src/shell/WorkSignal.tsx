/**
 * The console's work signal and its alarm notifications (issue 41; issue 44 part 3), loaded after
 * the first screen: the server's work stream keeps the badge, the menu's counts, 消息 and the
 * workbench current, and a new alarm the user is asked to dispose of shows a notification
 * (src/ui/alarms/useAlarmNotices.ts) when the console shows them — `<ev-console>` always, a
 * screen or area element when its host set `alarm-notifications` — and tells the host (`ev-alarm`)
 * either way. Its link opens 故障监测 on the alarm; a single-screen element, which cannot leave its
 * screen, asks its host to (`ev-alarm-open`, detail `{ id, path }`).
 */
import { useEffect, useRef } from 'react'
import { loadAlarmNotices } from '../core/alarmNotices'
import { useAlarmNotices } from '../ui/alarms/useAlarmNotices'
import { watchWorkSignal } from '../ui/queueCounts'
import { useShell } from './context'

/** Where a notification's link goes: 故障监测 on the one alarm (its `id` filter). */
export const alarmPath = (id: number) => `/ops-services/trouble-monitor?id=${id}`

/** The host event of a single-screen element's notification link. */
export const ALARM_OPEN_EVENT = 'ev-alarm-open'

export interface WorkSignalProps {
  /** Whether notifications show (the element's choice). */
  show: boolean
  /** The link opens the alarm in this console (false: the host is asked to). */
  openHere: boolean
}

/** The work stream of this console, and its notifications' holder. */
export function WorkSignal({ show, openHere }: WorkSignalProps) {
  const { api, emit, navigate } = useShell()
  const { holder, notify } = useAlarmNotices({
    show,
    emit,
    open: (id) => (openHere ? navigate(alarmPath(id)) : emit(ALARM_OPEN_EVENT, { id, path: alarmPath(id) })),
  })
  useEffect(() => {
    if (show) void loadAlarmNotices(api.http)
  }, [api.http, show])
  // The stream stays open for the console's life: a new `notify` (antd's notification API may be
  // made again once a notification shows) must not close it and open another, or the alarms
  // raised while the new one connects are told to nobody (the work stream does not replay them).
  const latestNotify = useRef(notify)
  latestNotify.current = notify
  useEffect(() => watchWorkSignal(api.http, (alarm) => void latestNotify.current(alarm)), [api.http])
  return <>{holder}</>
}

export default WorkSignal
