/**
 * ops-services trouble-monitor (issue 16): the alarms list (open ones first in the screen's
 * default filter), and their disposal 待处理 → 处理中 → 已处理 → 已确认 (domain.md: Alarm). A step
 * from any other status, or on a row changed meanwhile (version), answers 409 and changes
 * nothing; each step is journaled and published to the live screens.
 */
import { type Call, routeOf } from '../../../src/contract/define'
import { acceptAlarm, confirmAlarm, handleAlarm } from '../../../src/contract/ops-services'
import {
  ALARM_CODE,
  ALARM_DISPOSAL,
  ALARM_LEVEL,
  ALARM_STATUS,
  ALARM_TYPE,
} from '../../../src/core/domain/enums'
import { ApiError, CODES, conflict } from '../errors'
import type { Router } from '../http/router'
import { publishAlarm } from '../live/simulator'
import { detailOf, type ResourceDef } from '../resources'
import { areaField, field, OPERATOR_NAME, operatorField, STATION_NAME, timeField } from '../resources/fields'

/** The alarms of trouble-monitor. */
export const alarmsResource: ResourceDef = {
  area: 'ops-services',
  name: 'alarms',
  page: 'trouble-monitor',
  title: '故障告警',
  table: 'alarms',
  key: 'id',
  numericKey: true,
  fields: [
    field('id', '告警编号', { kind: 'int', sortable: true }),
    timeField('alarmTime', '告警时间'),
    field('alarmLevel', '告警等级', { kind: 'int', filter: 'eq', enum: ALARM_LEVEL, sortable: true }),
    field('alarmType', '告警类型', { kind: 'int', filter: 'eq', enum: ALARM_TYPE }),
    field('alarmCode', '告警代码', { kind: 'int', filter: 'eq', enum: ALARM_CODE }),
    field('alarmStatus', '告警状态', { kind: 'int', filter: 'eq', enum: ALARM_STATUS }),
    field('disposal', '处置状态', { filter: 'eq', enum: ALARM_DISPOSAL }),
    field('stationId', '充电站ID', { filter: 'eq', width: 16 }),
    field('equipmentId', '设备编码', { filter: 'eq', width: 18 }),
    field('connectorId', '接口编码', { width: 20 }),
    operatorField(),
    areaField(),
    timeField('recoveryTime', '恢复时间', { filter: undefined }),
    field('handler', '处理人'),
    field('result', '处理结果', { width: 30 }),
    timeField('disposeTime', '处理时间', { filter: undefined }),
    field('confirmer', '确认人'),
    timeField('confirmTime', '确认时间', { filter: undefined, sortable: false }),
    field('version', '版本', { kind: 'int', export: false }),
  ],
  lookups: [STATION_NAME, OPERATOR_NAME],
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
