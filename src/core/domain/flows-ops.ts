/**
 * 故障处置 (domain.md: Alarm), the disposal of an alarm in trouble-monitor: 受理 (待处理 → 处理中),
 * 处理完成 with the result (→ 已处理), 确认 (→ 已确认). Run by the server's one engine over the
 * alarms table (its status column is `disposal`); the console's step button reads it.
 */
import { defineStepFlow, ENDS } from './flow-kit'

const DISPOSE = 'trouble-monitor/dispose'
// Everyone on duty who sees the alarm is told; the first to 受理 closes the others' to-dos.
const DISPOSERS = [{ permission: DISPOSE, scope: 'staff' }] as const

/** 故障处置. */
export const ALARM_FLOW = defineStepFlow({
  key: 'alarm',
  title: '故障处置',
  statuses: ['pending', 'processing', 'handled', 'confirmed'],
  transitions: [
    {
      action: 'accept',
      label: '受理',
      from: ['pending'],
      to: 'processing',
      permission: DISPOSE,
      next: DISPOSERS,
      notice: null,
    },
    {
      action: 'handle',
      label: '处理完成',
      from: ['processing'],
      to: 'handled',
      permission: DISPOSE,
      next: DISPOSERS,
      notice: null,
    },
    {
      action: 'confirm',
      label: '确认',
      from: ['handled'],
      to: 'confirmed',
      permission: DISPOSE,
      next: ENDS,
      notice: { kind: 'closed', to: ['actors'] },
    },
  ],
})
