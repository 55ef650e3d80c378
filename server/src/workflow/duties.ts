/**
 * Separation of duties (decisions: Separation of duties; issue 38 item 10): a step's `notBy`
 * names who may not take it — the applicant, or whoever took another step since the last
 * submission — and its `level` which examiner (district or city) takes it. Checked by the engine
 * from the application's history before anything is written; steps outside the engine (a
 * subsidy's payment, an assessment's scoring) call `assertNotApplicant` with their record's applicants.
 */
import { sql } from 'kysely'
import type { FlowStep } from '../../../src/core/domain/flow-kit'
import { type FlowDeclaration, type NotBy, transitionOf } from '../../../src/core/domain/flows'
import type { Principal } from '../auth/permissions'
import { dataScope } from '../auth/scope'
import type { Db } from '../db/types'
import { forbidden } from '../kernel/errors'

/** One row of a record's history: who took which step, from which status. */
export interface DutyRow {
  action: string
  fromStatus: string | null
  userId: number | null
}

/** 403 unless the actor is none of the record's applicants (`message`: what it may not do). */
export function assertNotApplicant(
  actorId: number,
  applicantIds: Iterable<number | null | undefined>,
  message = '不能审核本人提交的申请：请由其他审核人员办理',
): void {
  for (const id of applicantIds) if (id === actorId) throw forbidden(message)
}

/** An application's submitter and history (oldest first), as the duty checks read them. */
export async function dutiesOf(
  db: Db,
  applyId: string,
): Promise<{ submitterId: number | null; history: DutyRow[] }> {
  const app = await db
    .selectFrom('applications')
    .select('submitterId')
    .where('applyId', '=', applyId)
    .executeTakeFirst()
  const history = await db
    .selectFrom('application_steps')
    .select(['action', 'fromStatus', 'userId'])
    .where('applyId', '=', applyId)
    .orderBy('id')
    .execute()
  return { submitterId: app?.submitterId ?? null, history }
}

/** The accounts on the applicant's side of an application: its submitter and who took the applicant's steps. */
export function applicantsOf(
  flow: FlowDeclaration,
  record: { submitterId: number | null; history: readonly DutyRow[] },
): (number | null)[] {
  const own = applicantPermissions(flow)
  return [
    record.submitterId,
    ...record.history.filter((row) => byApplicant(flow, row, own)).map((row) => row.userId),
  ]
}

/** The history actions of the applicant's side (create, receive, and its submit steps), as queues query them. */
export function applicantActions(flow: FlowDeclaration): string[] {
  const own = applicantPermissions(flow)
  return ['create', 'receive', ...flow.transitions.filter((s) => own.has(s.permission)).map((s) => s.action)]
}

/** The permissions the applicant's side acts with: the create permission and edits of its page. */
function applicantPermissions(flow: FlowDeclaration): Set<string> {
  const create = flow.create?.permission
  if (!create) return new Set()
  const page = create.split('/')[0]
  return new Set([
    create,
    ...flow.edits.map((edit) => edit.permission).filter((p) => p.startsWith(`${page}/`)),
  ])
}

/** Whether a history row is the applicant's own work (creating, receiving, submitting, editing). */
function byApplicant(flow: FlowDeclaration, row: DutyRow, own: Set<string>): boolean {
  if (row.action === 'create' || row.action === 'receive') return true
  if (row.action === 'save')
    return flow.edits.some(
      (edit) =>
        own.has(edit.permission) && (edit.statuses as readonly string[]).includes(row.fromStatus ?? ''),
    )
  const step = transitionOf(flow, row.action)
  return step !== undefined && own.has(step.permission)
}

/** 403 when the step's `notBy` bars the actor, judged from the submitter and history (oldest first). */
export function assertSeparation(
  flow: FlowDeclaration,
  step: FlowStep,
  actorId: number,
  record: { submitterId: number | null; history: readonly DutyRow[] },
): void {
  const rules: readonly NotBy[] = step.notBy ?? []
  if (!rules.length) return
  if (rules.includes('applicant')) assertNotApplicant(actorId, applicantsOf(flow, record))
  // A round starts at the applicant's last move (a submission or a resubmission).
  const own = applicantPermissions(flow)
  const mine = record.history.map((row) => byApplicant(flow, row, own))
  const round = record.history.slice(mine.lastIndexOf(true) + 1)
  for (const rule of rules) {
    if (!rule.startsWith('step:')) continue
    const action = rule.slice('step:'.length)
    if (round.some((row) => row.action === action && row.userId === actorId)) {
      const label = transitionOf(flow, action)?.label ?? action
      throw forbidden(`已办理本申请的「${label}」，不能再办理「${step.label}」：两级审核须由不同人员办理`)
    }
  }
}

/** Active accounts holding a permission, with their area attribute (`a.attrValue`). */
function ownExaminers(db: Db, permission: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('user_attrs as a', 'a.userId', 'u.id')
    .innerJoin('user_roles as r', 'r.userId', 'u.id')
    .innerJoin('role_strategies as s', 's.roleId', 'r.roleId')
    .innerJoin('strategy_actions as g', 'g.stgId', 's.stgId')
    .where('u.status', '=', 1)
    .where('a.attrKey', '=', 'auth_area')
    .where('g.resPath', '=', permission)
}

/** Whether an area code is a district's (not a city's `…00`). */
export const isDistrict = (code: string | null | undefined) =>
  !!code && /^\d{6}$/.test(code) && !code.endsWith('00')

/**
 * 403 when the actor's level does not fit the step's: a district-scoped examiner never takes a
 * city-level step; a district-level step is the district's own examiner's when the application's
 * district has an active account holding the step's permission with that district as its area.
 */
export async function assertLevel(
  db: Db,
  step: FlowStep,
  principal: Principal,
  areaCode: string,
): Promise<void> {
  if (!step.level) return
  const prefix = dataScope(principal).areaPrefix
  const districtActor = isDistrict(prefix)
  if (step.level === 'city') {
    if (districtActor) throw forbidden(`区级审核人员不能办理「${step.label}」，请由市级审核人员办理`)
    return
  }
  if (districtActor || !isDistrict(areaCode)) return
  const own = await ownExaminers(db, step.permission)
    .select(sql<number>`1`.as('one'))
    .where('a.attrValue', '=', areaCode)
    .limit(1)
    .executeTakeFirst()
  if (own) throw forbidden(`该区已有区级审核人员，「${step.label}」须由区级审核人员办理`)
}
