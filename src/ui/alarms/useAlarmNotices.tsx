/**
 * The notifications of new alarms (issue 44 part 3): antd's notification, at most three at once
 * (the oldest goes), one per alarm across the user's tabs of this browser (the tabs' claims,
 * src/core/alarmNotices.ts), 人身安全级 highlighted — it stays until closed, and sounds when the
 * user keeps the sound on — and each with a link that opens the alarm. The host is told of every
 * alarm (`ev-alarm`, detail `{ id, level }`) whether or not a notification shows.
 */
import { Button, notification, theme } from 'antd'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import type { AlarmNotice } from '../../contract/live'
import {
  type AlarmClaims,
  alarmNotices,
  createAlarmClaims,
  openTabChannel,
  type TabChannel,
} from '../../core/alarmNotices'
import { ALARM_CODE, ALARM_LEVEL, colorOf, labelOf } from '../../core/domain/enums'
import { formatDateTime } from '../../core/format'
import { levelLook, SAFETY_LEVEL } from './AlarmLevel'
import { playAlarmSound } from './alarmSound'

/** Most notifications shown at once. */
export const MAX_ALARM_NOTICES = 3
/** How long a notification of a lower level stays (seconds); 人身安全级 stays until closed. */
const NOTICE_SECONDS = 10
/**
 * At the bottom right, 16 px from the edges: the top of every screen holds its controls (the
 * header's badge and user menu, the tabs, a list's filter row and toolbar), which a notification
 * at the top right covered (issue 42 walk). What it may cover at the bottom (a pager, the last
 * rows) can be scrolled out from under it: see NOTICE_ROOM.
 */
const NOTICE_BOTTOM = 16
/**
 * The room a shown notification takes at the bottom of the screen (its height with the gap):
 * while notifications show, the console's content (`.evc-content`) ends in as much empty room as
 * they take, so whatever lies beneath them scrolls into view above them.
 */
export const NOTICE_ROOM = 136
/** The host event of every new alarm. */
export const ALARM_EVENT = 'ev-alarm'

export interface AlarmNoticeOptions {
  /** Whether this console shows notifications (its element's choice; 告警提醒 decides too). */
  show: boolean
  /** Dispatch a DOM event on the element. */
  emit: (type: string, detail?: unknown) => void
  /** Open the alarm (故障监测 on it). */
  open: (id: number) => void
  /** The tabs' channel (default the browser's; tests give a fake, null: no other tabs). */
  channel?: TabChannel | null
  /** The 人身安全级 sound (default the Web Audio tones). */
  sound?: () => void
}

/** The notification holder to render, and `notify` for each alarm of the work stream. */
export function useAlarmNotices(options: AlarmNoticeOptions): {
  holder: ReactNode
  notify: (alarm: AlarmNotice) => Promise<void>
} {
  const [api, holder] = notification.useNotification({
    maxCount: MAX_ALARM_NOTICES,
    stack: false,
    placement: 'bottomRight',
    bottom: NOTICE_BOTTOM,
  })
  // The notifications shown now (the newest MAX_ALARM_NOTICES, as antd keeps them).
  const [shown, setShown] = useState<readonly string[]>([])
  const { token } = theme.useToken()
  const latest = useRef({ options, token })
  latest.current = { options, token }
  // The tabs' claims while mounted (a ref: the work stream is not opened again when they start).
  const claims = useRef<AlarmClaims | null>(null)
  const channel = options.channel
  useEffect(() => {
    const made = createAlarmClaims(channel === undefined ? openTabChannel() : channel)
    claims.current = made
    return () => {
      claims.current = null
      made.close()
    }
  }, [channel])

  const notify = useCallback(
    async (alarm: AlarmNotice) => {
      const { options: now, token: colours } = latest.current
      now.emit(ALARM_EVENT, { id: alarm.id, level: alarm.alarmLevel })
      const { settings } = alarmNotices
      const tabs = claims.current
      if (!now.show || !settings.enabled || !tabs) return
      if (!(await tabs.claim(alarm.id))) return
      const look = levelLook(alarm.alarmLevel)
      const safety = alarm.alarmLevel === SAFETY_LEVEL
      const preset = colorOf(ALARM_LEVEL, alarm.alarmLevel)
      const colour =
        preset === 'error'
          ? colours.colorError
          : preset === 'warning'
            ? colours.colorWarning
            : colours.colorPrimary
      const key = `alarm-${alarm.id}`
      setShown((keys) => [...keys.filter((item) => item !== key), key].slice(-MAX_ALARM_NOTICES))
      const openIt = () => {
        setShown((keys) => keys.filter((item) => item !== key))
        api.destroy(key)
        latest.current.options.open(alarm.id)
      }
      api.open({
        key,
        role: 'alert',
        className: `evc-alarm-notice evc-alarm-level-${alarm.alarmLevel}`,
        icon: <span style={{ color: colour }}>{look.icon}</span>,
        title: (
          <span style={{ fontWeight: look.weight }}>
            {labelOf(ALARM_LEVEL, alarm.alarmLevel)} · {labelOf(ALARM_CODE, alarm.alarmCode)}
          </span>
        ),
        description: (
          <>
            <div>
              {alarm.stationName ?? alarm.stationId}
              {alarm.connectorId ? ` · ${alarm.connectorId}` : ''}
            </div>
            <div>{formatDateTime(alarm.alarmTime)}</div>
          </>
        ),
        actions: (
          <Button type="link" size="small" onClick={openIt}>
            查看告警
          </Button>
        ),
        duration: safety ? false : NOTICE_SECONDS,
        onClose: () => setShown((keys) => keys.filter((item) => item !== key)),
        style: {
          borderInlineStart: `${look.border} ${colour}`,
          ...(safety && { background: colours.colorErrorBg }),
        },
        props: { 'data-testid': key, 'aria-label': `${labelOf(ALARM_LEVEL, alarm.alarmLevel)}告警` },
      })
      if (safety && settings.sound) (now.sound ?? playAlarmSound)()
    },
    [api],
  )
  const room = shown.length ? shown.length * NOTICE_ROOM + NOTICE_BOTTOM : 0
  return {
    holder: (
      <>
        {holder}
        {room > 0 && (
          <style>{`.evc-content::after { content: ''; display: block; height: ${room}px; }`}</style>
        )}
      </>
    ),
    notify,
  }
}
