/**
 * 故障监测's rows and columns: the alarm as the list answers it, its level's label weighted so that
 * grey mode keeps it readable (src/ui/alarms/levelWeight.ts), and the next disposal step's button.
 */
import { Button } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { ALARMS } from '../../contract/lists/ops-services/alarms'
import {
  ALARM_CODE,
  ALARM_DISPOSAL,
  ALARM_LEVEL,
  ALARM_TYPE,
  colorOf,
  labelOf,
} from '../../core/domain/enums'
import { ALARM_FLOW } from '../../core/domain/flows-ops'
import { formatDateTime } from '../../core/format'
import { levelWeight } from '../../ui/alarms/levelWeight'
import { ColorTag } from '../../ui/looks'

/** An alarm as the list answers it. */
export interface Alarm {
  id: number
  alarmTime: string
  alarmLevel: number
  alarmType: number
  alarmCode: number
  alarmStatus: number
  recoveryTime: string | null
  disposal: string
  stationId: string
  stationName?: string
  equipmentId: string
  connectorId: string | null
  operatorName?: string
  handler: string | null
  result: string | null
  confirmer: string | null
  version: number
}

/** A column's title: the alarm list's label of the field (src/contract/lists). */
const labelOfField = (key: keyof typeof ALARMS.fields) => ALARMS.fields[key].label

/** The next step from a disposal status, with its button label (the flow's declaration). */
export const NEXT: Record<string, { step: string; label: string } | undefined> = Object.fromEntries(
  ALARM_FLOW.transitions.flatMap((step) =>
    step.from.map((status) => [status, { step: step.action, label: step.label }]),
  ),
)

/** The list's columns; `onNext` takes an alarm's next step (none without the disposal right). */
export function alarmColumns(onNext: ((alarm: Alarm, step: string) => void) | null): ColumnsType<Alarm> {
  return [
    {
      title: labelOfField('alarmTime'),
      dataIndex: 'alarmTime',
      width: 170,
      render: (value) => formatDateTime(value),
    },
    {
      title: labelOfField('alarmLevel'),
      dataIndex: 'alarmLevel',
      width: 130,
      // The label and its weight keep the level readable in grey mode (no colour).
      render: (value) => (
        <ColorTag color={colorOf(ALARM_LEVEL, value)} style={{ fontWeight: levelWeight(value) }}>
          {labelOf(ALARM_LEVEL, value)}
        </ColorTag>
      ),
    },
    {
      title: labelOfField('alarmType'),
      dataIndex: 'alarmType',
      width: 120,
      render: (value) => labelOf(ALARM_TYPE, value),
    },
    {
      title: labelOfField('alarmCode'),
      dataIndex: 'alarmCode',
      width: 150,
      render: (value) => `${labelOf(ALARM_CODE, value)}（${value}）`,
    },
    {
      title: labelOfField('alarmStatus'),
      dataIndex: 'alarmStatus',
      width: 150,
      render: (value, alarm) =>
        value === 1 ? (
          <ColorTag color="error">发生</ColorTag>
        ) : (
          <ColorTag color="success">
            {alarm.disposal === 'pending' ? '已自行恢复' : '已恢复'}
            {alarm.recoveryTime ? ` ${formatDateTime(alarm.recoveryTime, 'HH:mm')}` : ''}
          </ColorTag>
        ),
    },
    {
      title: labelOfField('stationName'),
      dataIndex: 'stationName',
      width: 200,
      render: (value, alarm) => value ?? alarm.stationId,
    },
    { title: labelOfField('connectorId'), dataIndex: 'connectorId', width: 200 },
    { title: labelOfField('operatorId'), dataIndex: 'operatorName', width: 180 },
    {
      title: labelOfField('disposal'),
      dataIndex: 'disposal',
      width: 100,
      render: (value) => (
        <ColorTag color={colorOf(ALARM_DISPOSAL, value)}>{labelOf(ALARM_DISPOSAL, value)}</ColorTag>
      ),
    },
    {
      title: labelOfField('handler'),
      dataIndex: 'handler',
      width: 90,
      render: (value) => value ?? '-',
    },
    { title: labelOfField('result'), dataIndex: 'result', width: 200, render: (value) => value ?? '-' },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 110,
      render: (_, alarm) => {
        const next = NEXT[alarm.disposal]
        if (!onNext || !next) return '-'
        return (
          <Button size="small" type="link" onClick={() => onNext(alarm, next.step)}>
            {next.label}
          </Button>
        )
      },
    },
  ]
}
