/**
 * The wall display's alarms (issue 44 part 2), from 故障监测's list and stream in the user's scope:
 * the ticker of the newest alarms (the list's first page, then the stream's `raised` events), and
 * the alarms not recovered (告警状态 发生) counted by level — the list's totals, read on each
 * snapshot and again a second after alarm events (a burst reads once). Bounded for days: the
 * ticker holds at most its cap, one timer at a time, everything ends on unmount.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { ALARM_LEVEL } from '../../../core/domain/enums'
import { useDataClient } from '../../../ui/dataClient'
import { useLiveStream } from '../../../ui/live/useLiveStream'
import { type TickerAlarm, withAlarms } from './wall'

const ALARMS = 'ops-services/alarms'
/** An alarm event's counts are read again this long after it (the events of a burst once). */
const RECOUNT_MS = 1000

/** Alarms not recovered by level (ALARM_LEVEL's values); null until read or when not allowed. */
export type OpenAlarmCounts = Readonly<Record<number, number>> | null

/** The ticker of the newest alarms and the open alarms by level, with the stream's state. */
export function useAlarmTicker(cap: number) {
  const data = useDataClient()
  const [ticker, setTicker] = useState<TickerAlarm[]>([])
  const [open, setOpen] = useState<OpenAlarmCounts>(null)
  const live = useRef(true)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => {
    live.current = true
    return () => {
      live.current = false
      clearTimeout(timer.current)
    }
  }, [])
  const recount = useCallback(() => {
    Promise.all(
      ALARM_LEVEL.map((level) =>
        data
          .list(ALARMS, { pageNum: 1, pageSize: 1, filters: { alarmStatus: 1, alarmLevel: level.value } })
          .then((page) => [level.value, page.total] as const),
      ),
    ).then(
      (counts) => live.current && setOpen(Object.fromEntries(counts)),
      () => undefined,
    )
  }, [data])
  // Each (re)connection's snapshot reads the newest page again: nothing missed while away.
  const reload = useCallback(() => {
    data
      .list<TickerAlarm>(ALARMS, { pageNum: 1, pageSize: 20, sort: { field: 'alarmTime', order: 'desc' } })
      .then(
        (page) => live.current && setTicker((current) => withAlarms(current, page.list, cap)),
        () => undefined,
      )
    recount()
  }, [data, cap, recount])
  const state = useLiveStream('/ops-services/trouble-monitor/stream', {
    snapshot: reload,
    alarm: ({ change, alarm }) => {
      if (change === 'raised') setTicker((current) => withAlarms(current, [alarm], cap))
      clearTimeout(timer.current)
      timer.current = setTimeout(recount, RECOUNT_MS)
    },
  })
  return { ticker, open, state }
}
