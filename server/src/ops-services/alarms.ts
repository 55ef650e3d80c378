/**
 * ops-services trouble-monitor (issue 16): the alarms list (open ones first in the screen's
 * default filter), and their disposal 待处理 → 处理中 → 已处理 → 已确认 (domain.md: Alarm). A step
 * from any other status, or on a row changed meanwhile (version), answers 409 and changes
 * nothing; each step is journaled and published to the live screens.
 */
import { type Call, routeOf } from '../../../src/contract/define'
import { ALARMS } from '../../../src/contract/lists/ops-services/alarms'
import { acceptAlarm, confirmAlarm, handleAlarm } from '../../../src/contract/ops-services'
import { ALARM_DISPOSAL } from '../../../src/core/domain/enums'
import { ApiError, CODES, conflict } from '../errors'
import type { Router } from '../http/router'
import { publishAlarm } from '../live/simulator'
import { detailOf, type ResourceDef } from '../resources'
import { describedFields, describedLookups, describedResource } from '../resources/described'
import { OPERATOR_NAME, STATION_NAME } from '../resources/fields'

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

type Step = 'accept' | 'handle' | 'confirm'

/** Each step: its contract call, the status it starts from and the one it leads to. */
const STEPS: Record<Step, { call: Call; from: string; to: string; title: string }> = {
  accept: { call: acceptAlarm, from: 'pending', to: 'processing', title: '受理' },
  handle: { call: handleAlarm, from: 'processing', to: 'handled', title: '处理完成' },
  confirm: { call: confirmAlarm, from: 'handled', to: 'confirmed', title: '确认' },
}

/** Register the disposal steps of trouble-monitor. */
export function alarmRoutes(router: Router): void {
  for (const step of Object.keys(STEPS) as Step[]) {
    const { call, from, to, title } = STEPS[step]
    router.route({
      ...routeOf(call as typeof acceptAlarm),
      tag: 'ops-services',
      access: { permission: 'trouble-monitor/dispose' },
      journal: `alarm.${step}`,
      handler: async ({ db, params, body, principal, record }) => {
        if (step === 'handle' && !body.result)
          throw new ApiError(CODES.badInput, '请填写处理结果', { result: '请填写处理结果' })
        const alarm = await detailOf(alarmsResource, params.id ?? '', {
          db,
          postgres: router.deps.dialect === 'postgres',
          now: new Date(),
          principal,
        })
        if (alarm.disposal !== from) {
          const label = ALARM_DISPOSAL.find((item) => item.value === alarm.disposal)?.label ?? '-'
          throw conflict(`当前处置状态为“${label}”，不能${title}`)
        }
        const now = new Date().toISOString()
        const who = principal.user.name || principal.user.username
        const changes =
          step === 'confirm'
            ? { disposal: to, confirmer: who, confirmTime: now }
            : step === 'accept'
              ? { disposal: to, handler: who, disposeTime: now }
              : { disposal: to, handler: who, result: body.result ?? '', disposeTime: now }
        const result = await db
          .updateTable('alarms')
          .set({ ...changes, version: body.version + 1 })
          .where('id', '=', Number(alarm.id))
          .where('version', '=', body.version)
          .where('disposal', '=', from)
          .executeTakeFirst()
        if (Number(result.numUpdatedRows) !== 1) throw conflict('告警已被他人处置，请刷新后重试')
        record({ target: `alarm:${alarm.id}`, before: { disposal: from }, after: changes })
        const row = await db
          .selectFrom('alarms')
          .selectAll()
          .where('id', '=', Number(alarm.id))
          .executeTakeFirstOrThrow()
        await publishAlarm(router.deps.db, row, 'disposed', db)
        return row
      },
    })
  }
}
