/**
 * The console's work signal and its alarm notifications (issue 41; issue 44 part 3), loaded after
 * the first screen: the server's work stream keeps the badge, the menu's counts, 消息 and the
 * workbench current, and a new alarm the user is asked to dispose of shows a notification
 * (src/ui/alarms/useAlarmNotices.ts) when the console shows them — `<ev-console>` always, a
 * screen or area element when its host set `alarm-notifications` — and tells the host (`ev-alarm`)
 * either way. Its link opens 故障监测 on the alarm; a single-screen element, which cannot leave its
 * screen, asks its host to (`ev-alarm-open`, detail `{ id, path }`).
 */
import { useEffect } from 'react'
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
  useEffect(() => watchWorkSignal(api.http, (alarm) => void notify(alarm)), [api.http, notify])
  return <>{holder}</>
}

export default WorkSignal
