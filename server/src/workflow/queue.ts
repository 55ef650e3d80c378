/**
 * Review queues (issue 41 item 4): the one "waiting for me" query, derived from the flow
 * declarations — an application waits for the caller when its status offers a queue step
 * (flow-kit `queueSteps`) of the screen's page that the caller holds the right for, its condition
 * (`when.passed`) holds, its `notBy` does not bar the caller and its `level` fits — within the
 * caller's data scope (the list engine's). The same checks open-steps.ts and the engine make one
 * record at a time, written as one SQL condition so that a list page, its total and a menu's count
 * all come from it.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely'
import { queueSteps } from '../../../src/core/domain/flow-kit'
import type { FlowDeclaration, FlowTransition } from '../../../src/core/domain/flows'
import { can } from '../auth/permissions'
import { dataScope } from '../auth/scope'
import { fieldError } from '../kernel/errors'
import { allOf, anyOf } from '../resources'
import type { ParamDef, QueryContext } from '../resources/types'
import { applicantActions, isDistrict } from './duties'

/** The page and flow of a screen, as the queue reads them. */
export interface QueueScreen {
  page: string
  flow: { declaration: FlowDeclaration }
}

const FALSE = sql<SqlBool>`1 = 0`
const ref = (column: string) => sql.ref(`applications.${column}`)

/** Whether the caller took one of `actions` on the application (since the history row `after`, when given). */
function tookStep(
  actions: readonly string[],
  userId: number,
  after?: RawBuilder<unknown>,
): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from application_steps s where s.${sql.ref('applyId')} = ${ref('applyId')}
    and s.${sql.ref('userId')} = ${userId} and s.action in (${sql.join(actions)})${after ? sql` and s.id > ${after}` : sql``})`
}

/** The districts whose own active examiners hold `permission` (duties.ts: assertLevel), as a subquery. */
const examinedDistricts = (permission: string) => sql`(select a.${sql.ref('attrValue')} from users u
  join user_attrs a on a.${sql.ref('userId')} = u.id join user_roles r on r.${sql.ref('userId')} = u.id
  join role_strategies g on g.${sql.ref('roleId')} = r.${sql.ref('roleId')}
  join strategy_actions t on t.${sql.ref('stgId')} = g.${sql.ref('stgId')}
  where u.status = 1 and a.${sql.ref('attrKey')} = 'auth_area' and t.${sql.ref('resPath')} = ${permission})`

/** The condition under which one step of the screen waits for the caller (null: never). */
function stepWaits(flow: FlowDeclaration, step: FlowTransition, context: QueryContext) {
  const userId = context.principal.user.id
  const own = applicantActions(flow)
  const conditions: RawBuilder<SqlBool>[] = [sql<SqlBool>`${ref('status')} in (${sql.join([...step.from])})`]
  if (step.when?.passed)
    conditions.push(sql<SqlBool>`${ref(step.when.passed)} <= ${context.now.toISOString()}`)
  for (const rule of step.notBy ?? []) {
    if (rule === 'applicant') {
      conditions.push(sql<SqlBool>`coalesce(${ref('submitterId')}, 0) <> ${userId}`)
      conditions.push(sql<SqlBool>`not ${tookStep(own, userId)}`)
    } else {
      // A round starts at the applicant's last move (duties.ts: assertSeparation).
      const round = sql`coalesce((select max(r.id) from application_steps r where r.${sql.ref('applyId')} = ${ref('applyId')}
        and r.action in (${sql.join(own)})), 0)`
      conditions.push(sql<SqlBool>`not ${tookStep([rule.slice('step:'.length)], userId, round)}`)
    }
  }
  const districtActor = isDistrict(dataScope(context.principal).areaPrefix)
  if (step.level === 'city' && districtActor) return null
  // A city examiner stands in for a district step only where the district has no examiner of its own.
  if (step.level === 'district' && !districtActor)
    conditions.push(sql<SqlBool>`${ref('areaCode')} not in ${examinedDistricts(step.permission)}`)
  return allOf(conditions)
}

/** The queue steps of the screen's page the caller holds. */
const heldSteps = (screen: QueueScreen, context: Pick<QueryContext, 'principal'>) =>
  queueSteps(screen.flow.declaration).filter(
    (step) => step.permission.startsWith(`${screen.page}/`) && can(context.principal, step.permission),
  )

/** The SQL condition "waits for the caller" on a screen's applications (false when nothing can). */
export function waitingCondition(screen: QueueScreen, context: QueryContext): RawBuilder<SqlBool> {
  const each = heldSteps(screen, context)
    .map((step) => stepWaits(screen.flow.declaration, step, context))
    .filter((condition): condition is RawBuilder<SqlBool> => condition !== null)
  return each.length ? anyOf(each) : FALSE
}

/** Whether the caller may take any queue step on the screen (its list then opens on 待我处理). */
export function hasQueue(screen: QueueScreen, context: Pick<QueryContext, 'principal'>): boolean {
  return heldSteps(screen, context).length > 0
}

/** The value of the list parameter `waiting` that asks for the caller's queue. */
export const WAITING_FOR_ME = 'me'

/** The list parameter `waiting=me`: the caller's queue (issue 41 item 4). */
export function waitingParam(screen: QueueScreen): ParamDef {
  return {
    name: 'waiting',
    apply(value, context) {
      if (value === undefined || value === '') return null
      if (value !== WAITING_FOR_ME) throw fieldError('waiting', '待我处理的取值应为 me')
      return waitingCondition(screen, context)
    },
  }
}
