/**
 * 故障监测 as an alarm centre (issue 44 part 3): pause and resume of the live list — paused, new
 * alarms are held and counted, and "N 条新告警" resumes — and one step on the selected alarms at
 * once (批量受理 of the 待处理, 批量确认 of the 已处理): the server runs each as its single step,
 * in its own transaction, and answers per alarm (POST /ops-services/alarms/batch).
 */
import { Button, Space } from 'antd'
import { useState } from 'react'
import { alarmBatch } from '../../contract/endpoints/ops-services'
import { useDataClient } from '../../ui/dataClient'
import { useToasts } from '../../ui/toasts'
import { type Alarm, NEXT } from './trouble-columns'

/** The steps taken on many alarms at once (处理完成 wants each its own result). */
const BATCH_STEPS = ['accept', 'confirm'] as const

export interface AlarmCentreBarProps {
  paused: boolean
  /** New alarms held while paused. */
  held: number
  onPause: (paused: boolean) => void
  /** The selected alarms (none without the disposal right). */
  selected: readonly Alarm[] | null
  /** After a batch: the list reads again, the selection is cleared. */
  onDone: () => void
}

/** Pause and resume, and the batch steps on the selection. */
export function AlarmCentreBar({ paused, held, onPause, selected, onDone }: AlarmCentreBarProps) {
  const data = useDataClient()
  const toasts = useToasts()
  const [busy, setBusy] = useState<string | null>(null)
  const run = async (step: string, alarms: readonly Alarm[]) => {
    setBusy(step)
    try {
      const answer = await data.call(alarmBatch, {
        body: {
          action: step,
          items: alarms.map((alarm) => ({ applyId: String(alarm.id), version: alarm.version })),
        },
      })
      const refused = answer.results.filter((result) => !result.ok)
      if (refused.length)
        toasts.warning(`已办理${answer.done}条，${refused.length}条未办理：${refused[0].message ?? ''}`)
      else toasts.success(`已办理${answer.done}条`)
    } catch {
      // The client showed the server's message.
    } finally {
      setBusy(null)
      onDone()
    }
  }
  return (
    <Space size={8} wrap>
      <Button aria-pressed={paused} onClick={() => onPause(!paused)}>
        {paused ? '继续刷新' : '暂停刷新'}
      </Button>
      {paused && held > 0 && (
        <Button type="primary" onClick={() => onPause(false)}>
          {held} 条新告警
        </Button>
      )}
      {selected &&
        BATCH_STEPS.map((step) => {
          const ready = selected.filter((alarm) => NEXT[alarm.disposal]?.step === step)
          const label = Object.values(NEXT).find((next) => next?.step === step)?.label ?? step
          return (
            <Button
              key={step}
              disabled={ready.length === 0 || busy !== null}
              loading={busy === step}
              onClick={() => run(step, ready)}
            >
              批量{label}
              {ready.length ? `（${ready.length}）` : ''}
            </Button>
          )
        })}
    </Space>
  )
}
