/**
 * The alarms table as the one engine moves it (ALARM_FLOW; status column `disposal`, history in
 * flow_steps): read by the disposal steps (ops-services/alarms.ts), by the simulator that raises
 * alarms (their to-dos) and by the seed's replay.
 */
import { labelOf } from '../../../src/core/domain/enum-kit'
import { ALARM_CODE, ALARM_DISPOSAL } from '../../../src/core/domain/enums'
import { ALARM_FLOW } from '../../../src/core/domain/flows-ops'
import { type FlowSubject, sharedHistory } from '../workflow/subject'

/** The alarms table as the engine reads and moves it. */
export const ALARM_SUBJECT: FlowSubject = {
  table: 'alarms',
  key: 'id',
  status: 'disposal',
  version: 'version',
  history: sharedHistory(ALARM_FLOW),
  target: 'alarm',
  stale: '告警已被他人处置，请刷新后重试',
  wrongState: (label, action) => `当前处置状态为“${label}”，不能${action}`,
  // 「120101000012-01 枪过温」: the connector and what it reported.
  nameOf: (row) => `${row.connectorId} ${labelOf(ALARM_CODE, row.alarmCode)}`,
  statusLabel: (status) => ALARM_DISPOSAL.find((item) => item.value === status)?.label ?? '-',
}
