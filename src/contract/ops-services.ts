/**
 * The ops-services area's calls (issue 16): the disposal steps of trouble-monitor's alarms
 * (待处理 → 处理中 → 已处理 → 已确认; a step from another status answers 409), one by one or many
 * at once. Framework-free.
 */
import { z } from 'zod'
import { batchStepCall } from './batch-steps'
import { DASHBOARD_CALLS } from './dashboards'
import { defineCall } from './define'

/** Body of a disposal step: the alarm's version as read (a concurrent step → 409), the result. */
export const alarmStepBody = z.strictObject({
  version: z.number().int().min(1),
  result: z.string().trim().max(500, '处理结果不能超过500个字符').optional(),
})

/** The alarm after the step. */
export const alarmRow = z.object({ id: z.number(), disposal: z.string(), version: z.number() }).passthrough()

const step = (name: string, summary: string) =>
  defineCall({
    method: 'post',
    path: `/ops-services/alarms/:id/${name}`,
    summary: `故障处置：${summary}（不允许的步骤返回409且不做任何修改）`,
    body: alarmStepBody,
    data: alarmRow,
  })

/** 受理: 待处理 → 处理中. */
export const acceptAlarm = step('accept', '受理（待处理 → 处理中）')
/** 处理完成 (with the result): 处理中 → 已处理. */
export const handleAlarm = step('handle', '处理完成（处理中 → 已处理）')
/** 确认: 已处理 → 已确认. */
export const confirmAlarm = step('confirm', '确认（已处理 → 已确认）')

/**
 * 批量受理 / 确认 of 故障监测 (issue 44 part 3): one step on many alarms, each `applyId` an alarm's
 * id; `opinion` is 处理完成's result. Per alarm as its single step, each in its own transaction.
 */
export const alarmBatch = batchStepCall('/ops-services/alarms/batch')

/**
 * 故障监测's map (issue 44 part 3): the stations with open alarms (待处理, 处理中, 已处理) that the
 * list's filters select within the caller's scope — where each stands, its open alarms by level
 * (`counts`, keyed by ALARM_LEVEL's value) and its newest open alarm.
 */
export const openAlarmStation = z.object({
  stationId: z.string(),
  stationName: z.string(),
  areaCode: z.string(),
  lng: z.number(),
  lat: z.number(),
  counts: z.record(z.string(), z.number()),
  newest: z.object({
    id: z.number(),
    alarmTime: z.string(),
    alarmLevel: z.number(),
    alarmType: z.number(),
    alarmCode: z.number(),
  }),
})

/** The list's filters the map takes (the server checks each value as the list does). */
const openAlarmQuery = z.strictObject({
  alarmLevel: z.string().optional(),
  alarmType: z.string().optional(),
  alarmCode: z.string().optional(),
  stationId: z.string().optional(),
})

export const openAlarmStations = defineCall({
  method: 'get',
  path: '/ops-services/trouble-monitor/open-stations',
  summary: '故障监测地图：有未确认告警的充电站（按告警等级计数，最新一条告警）',
  query: openAlarmQuery,
  data: z.object({ rows: z.array(openAlarmStation) }),
})

/** trouble-statistics: alarms by type, level, code, operator, district; fault rate; mean time to repair. */
export const troubleStats = DASHBOARD_CALLS['trouble-statistics']

/** Every call of the area, keyed for the contract. */
export const OPS_SERVICES_CALLS = {
  'ops-services.acceptAlarm': acceptAlarm,
  'ops-services.handleAlarm': handleAlarm,
  'ops-services.confirmAlarm': confirmAlarm,
  'ops-services.alarmBatch': alarmBatch,
  'ops-services.openAlarmStations': openAlarmStations,
}
