/**
 * ops-services trouble-monitor (issue 16): the alarms list (open ones first in the screen's
 * default filter), and their disposal 待处理 → 处理中 → 已处理 → 已确认 (domain.md: Alarm), ALARM_FLOW's
 * steps taken by the one engine (workflow/step.ts): a step from any other status, or on a row
 * changed meanwhile (version), answers 409 and changes nothing; each step is journaled, kept in
 * flow_steps and published to the live screens.
 */
import { type Call, routeOf } from '../../../src/contract/define'
import { ALARMS } from '../../../src/contract/lists/ops-services/alarms'
import { acceptAlarm, confirmAlarm, handleAlarm } from '../../../src/contract/ops-services'
import { ALARM_FLOW } from '../../../src/core/domain/flows-ops'
import { now as clockNow } from '../clock/clock'
import { ApiError, CODES } from '../errors'
import type { Router } from '../http/router'
import { ALARM_SUBJECT } from '../live/alarm-subject'
import { publishAlarm } from '../live/simulator'
import { detailOf, type ResourceDef } from '../resources'
import { describedFields, describedLookups, describedResource } from '../resources/described'
import { OPERATOR_NAME, STATION_NAME } from '../resources/fields'
import { takeStep } from '../workflow/step'

/** The alarms of trouble-monitor. */
export const alarmsResource: ResourceDef = {
  page: 'trouble-monitor',
  title: '故障告警',
  table: 'alarms',
  numericKey: true,
  ...describedResource(ALARMS),
  fields: describedFields(ALARMS, {
    stationId: { width: 16 },
    equipmentId: { width: 18 },
    connectorId: { width: 20 },
    operatorId: { width: 12 },
    result: { width: 30 },
    version: { export: false },
  }),
  lookups: describedLookups(ALARMS, [STATION_NAME, OPERATOR_NAME]),
  keyword: { prefix: ['stationId', 'equipmentId'] },
  scope: { area: 'areaCode', operator: 'operatorId' },
  defaultSort: ['alarmTime', 'desc'],
}

/** Each step's contract call. */
const CALLS: Record<string, Call> = { accept: acceptAlarm, handle: handleAlarm, confirm: confirmAlarm }

/** Register the disposal steps of trouble-monitor (ALARM_FLOW). */
export function alarmRoutes(router: Router): void {
  for (const { action, permission } of ALARM_FLOW.transitions) {
    router.route({
      ...routeOf(CALLS[action] as typeof acceptAlarm),
      tag: 'ops-services',
      access: { permission },
      journal: `alarm.${action}`,
      handler: async ({ db, params, body, principal, record }) => {
        if (action === 'handle' && !body.result)
          throw new ApiError(CODES.badInput, '请填写处理结果', { result: '请填写处理结果' })
        const now = clockNow()
        const { row } = await takeStep(
          {
            flow: ALARM_FLOW,
            subject: ALARM_SUBJECT,
            action,
            load: () =>
              detailOf(alarmsResource, params.id ?? '', {
                db,
                postgres: router.deps.dialect === 'postgres',
                now,
                principal,
              }),
            version: body.version,
            changes: () => {
              const who = principal.user.name || principal.user.username
              const time = now.toISOString()
              if (action === 'confirm') return { confirmer: who, confirmTime: time }
              if (action === 'accept') return { handler: who, disposeTime: time }
              return { handler: who, result: body.result ?? '', disposeTime: time }
            },
            history: (changes, opinion) => ({ opinion: String(changes.result ?? opinion) }),
            journal: (alarm, changes) => ({ before: { disposal: alarm.disposal }, after: changes }),
          },
          { db, principal, record, now },
        )
        const alarm = await db
          .selectFrom('alarms')
          .selectAll()
          .where('id', '=', Number(row.id))
          .executeTakeFirstOrThrow()
        await publishAlarm(router.deps.db, alarm, 'disposed', db)
        return alarm
      },
    })
  }
}
