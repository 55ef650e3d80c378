/**
 * The alarms table as the one engine moves it (ALARM_FLOW; status column `disposal`, history in
 * flow_steps): read by the disposal steps (ops-services/alarms.ts), by the simulator that raises
 * alarms (their to-dos) and by the seed's replay; and a new alarm's card for its notification.
 */
import type { AlarmEvent, AlarmNotice } from '../../../src/contract/live-events'
import { labelOf } from '../../../src/core/domain/enum-kit'
import { ALARM_CODE, ALARM_DISPOSAL } from '../../../src/core/domain/enums'
import { ALARM_FLOW } from '../../../src/core/domain/flows-ops'
import type { Db } from '../db/types'
import { hubOf } from '../push/hub'
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

/** A new alarm's card for the work stream (src/contract/live.ts: alarmNotice), its station named. */
export async function alarmNoticeOf(
  db: Db,
  alarm: {
    id: number
    alarmLevel: number
    alarmType: number
    alarmCode: number
    alarmTime: string
    stationId: string
    connectorId: string | null
  },
): Promise<AlarmNotice> {
  const station = await db
    .selectFrom('stations')
    .select('stationName')
    .where('stationId', '=', alarm.stationId)
    .executeTakeFirst()
  const { id, alarmLevel, alarmType, alarmCode, alarmTime, stationId, connectorId } = alarm
  return {
    id,
    alarmLevel,
    alarmType,
    alarmCode,
    alarmTime,
    stationId,
    stationName: station?.stationName ?? null,
    connectorId,
  }
}

/**
 * Publish an alarm's new state to the live screens of the server's database `root`; `via` is the
 * transaction that changed it, if any.
 */
export async function publishAlarm(
  root: Db,
  row: Omit<AlarmEvent['alarm'], 'alarmCodeLabel'>,
  change: AlarmEvent['change'],
  via?: Db,
): Promise<void> {
  await hubOf(root).publish(
    {
      topic: 'alarm',
      areaCode: row.areaCode,
      operatorId: row.operatorId,
      data: {
        change,
        alarm: { ...row, alarmCodeLabel: ALARM_CODE.find((code) => code.value === row.alarmCode)?.label },
      },
    },
    via,
  )
}
