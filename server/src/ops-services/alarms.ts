/**
 * ops-services trouble-monitor (issue 16): the alarms list (open ones first in the screen's
 * default filter), and their disposal 待处理 → 处理中 → 已处理 → 已确认 (domain.md: Alarm), ALARM_FLOW's
 * steps taken by the one engine (workflow/step.ts): a step from any other status, or on a row
 * changed meanwhile (version), answers 409 and changes nothing; each step is journaled, kept in
 * flow_steps and published to the live screens. 故障监测's batch (issue 44 part 3) takes one step
 * on many alarms, each as its single step in its own transaction (workflow/batch.ts: stepEach).
 */
import { type Call, routeOf } from '../../../src/contract/define'
import { ALARMS } from '../../../src/contract/lists/ops-services/alarms'
import { acceptAlarm, alarmBatch, confirmAlarm, handleAlarm } from '../../../src/contract/ops-services'
import { transitionOf } from '../../../src/core/domain/flows'
import { ALARM_FLOW } from '../../../src/core/domain/flows-ops'
import { requirePermission } from '../auth/permissions'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { now as clockNow } from '../kernel/clock'
import { ApiError, CODES, fieldError } from '../kernel/errors'
import { ALARM_SUBJECT, publishAlarm } from '../live/alarm-subject'
import { detailOf, type ResourceDef, type Row } from '../resources'
import { describedFields, describedLookups, describedResource } from '../resources/described'
import { OPERATOR_NAME, STATION_NAME } from '../resources/fields'
import { stepEach } from '../workflow/batch'
import { type EngineContext, query } from '../workflow/records'
import { takeStep } from '../workflow/step'

/** The alarms of trouble-monitor. */
export const alarmsResource: ResourceDef = {
  page: 'trouble-monitor',
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

/**
 * One disposal step on one alarm within `context` (its transaction), published to the live
 * screens of `root` when it commits: the single step's route and the batch run it alike.
 */
async function stepAlarm(
  root: Db,
  id: string,
  action: string,
  input: { version: number; result?: string },
  context: EngineContext,
): Promise<Row> {
  const { db, principal, now } = context
  if (action === 'handle' && !input.result?.trim())
    throw new ApiError(CODES.badInput, '请填写处理结果', { result: '请填写处理结果' })
  const { row } = await takeStep(
    {
      flow: ALARM_FLOW,
      subject: ALARM_SUBJECT,
      action,
      load: () => detailOf(alarmsResource, id, query(context)),
      version: input.version,
      changes: () => {
        const who = principal.user.name || principal.user.username
        const time = now.toISOString()
        if (action === 'confirm') return { confirmer: who, confirmTime: time }
        if (action === 'accept') return { handler: who, disposeTime: time }
        return { handler: who, result: input.result?.trim() ?? '', disposeTime: time }
      },
      history: (changes, opinion) => ({ opinion: String(changes.result ?? opinion) }),
      journal: (alarm, changes) => ({ before: { disposal: alarm.disposal }, after: changes }),
    },
    context,
  )
  const alarm = await db
    .selectFrom('alarms')
    .selectAll()
    .where('id', '=', Number(row.id))
    .executeTakeFirstOrThrow()
  await publishAlarm(root, alarm, 'disposed', db)
  return alarm
}

/** Register the disposal steps of trouble-monitor (ALARM_FLOW), one alarm or many. */
export function alarmRoutes(router: Router): void {
  const root = router.deps.db
  const postgres = router.deps.dialect === 'postgres'
  for (const { action, permission } of ALARM_FLOW.transitions) {
    router.route({
      ...routeOf(CALLS[action] as typeof acceptAlarm),
      tag: 'ops-services',
      access: { permission },
      journal: `alarm.${action}`,
      handler: ({ db, params, body, principal, record }) =>
        stepAlarm(root, params.id ?? '', action, body, { db, postgres, now: clockNow(), principal, record }),
    })
  }

  router.route({
    ...routeOf(alarmBatch),
    tag: 'ops-services',
    access: { permission: [...new Set(ALARM_FLOW.transitions.map((step) => step.permission))] },
    journal: 'alarm.batch',
    // Each alarm commits or refuses on its own (workflow/batch.ts).
    transaction: false,
    handler: async ({ body, principal, client, record }) => {
      const step = transitionOf(ALARM_FLOW, body.action)
      if (!step) throw fieldError('action', '该页面不支持此操作')
      requirePermission(principal, step.permission)
      return stepEach(root, { principal, client, record }, body.items, {
        action: step.action,
        summary: 'batch:alarms',
        // Each alarm's entry is its single step's (alarm.accept, …).
        journalAction: `alarm.${step.action}`,
        target: (id) => `alarm:${id}`,
        run: async (item, context) => {
          const input = { version: item.version, result: body.opinion }
          return String((await stepAlarm(root, item.applyId, step.action, input, context)).disposal)
        },
      })
    },
  })
}
