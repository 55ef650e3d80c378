/**
 * The shape of every flow (decisions: Workflow engine; issue 39 item 2): a flow is data — its
 * statuses and its steps (from-states → to-state, the page action each needs, the opinion it
 * asks, who may not take it) — declared once with `defineFlow` (flows.ts) and run by the server's one engine
 * (server/src/workflow/step.ts) over the flow's subject table. Framework-free: console and server
 * read the same declarations.
 */
import type { StepNotice } from './flow-notices'

/**
 * Where to look for whoever may act next: `area`, the subject's area (its district examiner
 * first, the city's otherwise); `city`, city-level holders; `company`, the subject's operator;
 * `creator`, whoever created the subject; `staff`, every staff holder who sees it at any level
 * below the whole platform (a duty desk: the first to take it closes the others' to-dos), the
 * platform-wide ones only when nobody nearer does; `any`, every holder of the right.
 */
export type ActorScope = 'area' | 'city' | 'company' | 'creator' | 'staff' | 'any'

/**
 * Who may act once a step is taken: a right and the scope it is looked up in; the engine gives
 * each of them a to-do (server/src/workflow/todos.ts). Empty when the flow ends with the step.
 */
export interface NextActor {
  permission: string
  scope: ActorScope
  /**
   * What the actor is asked to do when it is no step of this flow (公示 of an approved subsidy,
   * 填报 of an issued task): the to-do says 补贴申请待公示, not 待办理.
   */
  asks?: string
}

/**
 * A separation-of-duties rule: `applicant`, the accounts that created, received, submitted or (as
 * the applicant) edited the subject; `step:<action>`, whoever took that step since the subject
 * was last submitted.
 */
export type NotBy = 'applicant' | `step:${string}`

/**
 * `district`: taken by an examiner scoped to the subject's district where that district has one
 * (a city-level examiner stands in otherwise); `city`: never by a district-scoped examiner.
 */
export type ReviewLevel = 'district' | 'city'

/** The record a step condition reads: the subject's row (status, validUntil, …). */
export type StepRecord = Readonly<Record<string, unknown>>

/** A step's condition on the record, and the 409 message when it does not hold. */
export interface StepCondition {
  holds: (record: StepRecord, now: Date) => boolean
  refusal: string
  /**
   * The same condition as data, for queries (issue 41's 待我处理): the record's time column that
   * must have passed. A condition without it never puts a record in anyone's queue.
   */
  passed?: string
}

/** 到期失效's condition: the proof's validity (`validUntil`) has passed. */
export const VALIDITY_PASSED: StepCondition = {
  holds: (record, now) => typeof record.validUntil === 'string' && record.validUntil <= now.toISOString(),
  refusal: '接入证明尚未到期，不能置为已过期',
  passed: 'validUntil',
}

/** One step of a flow. */
export interface FlowStep<S extends string = string> {
  /** Step name: the last path segment of its route. */
  action: string
  /** Button label. */
  label: string
  from: readonly S[]
  to: S
  /** The page action it needs. */
  permission: string
  /** `required`: refused without an opinion; `optional`: may carry one; absent: none asked. */
  opinion?: 'required' | 'optional'
  /**
   * A condition on the record beyond its status (an access proof's 到期失效 only once its validity
   * has passed): the step is offered only while it holds, and taken otherwise it answers 409.
   */
  when?: StepCondition
  /**
   * Whose field the taker and opinion go to: the review's (`examinerName`, `opinion`; the default
   * for a step that asks an opinion) or the release's (`issuerName`, `issuerOpinion`), so that
   * 发放 never overwrites who reviewed (issue 42 item 4).
   */
  actor?: 'examiner' | 'issuer'
  /** A danger step (red button, confirmation). */
  danger?: boolean
  /** Who may not take it (decisions: Separation of duties); the engine answers 403. */
  notBy?: readonly NotBy[]
  /** The review level it belongs to (decisions: Separation of duties). */
  level?: ReviewLevel
  /** Who may act next (issue 41). */
  next: readonly NextActor[]
  /** What the applicant and earlier actors are told (issue 41). */
  notice: StepNotice | null
}

/** A flow: its key, its statuses in order and its steps. */
export interface StepFlow<S extends string = string> {
  /** Unique over every flow (the history's `flow`, the conformance suite's name). */
  key: string
  title: string
  statuses: readonly S[]
  transitions: readonly FlowStep<S>[]
  /**
   * Deadlines in working days from entering a status (issue 41 item 4: 截止日期, overdue), where
   * the rules give one. The spec gives none for the application flows, so none declares it yet.
   */
  deadlines?: Partial<Record<S, number>>
  /**
   * The page the applicant follows the subject on, when no step's right names it (feedback's
   * submitters work in operation-staff-feedback): a notice to the applicant links there.
   */
  applicantPage?: string
  /**
   * Who is asked in a status its subjects enter without a step, where the steps from it do not
   * say (a round's launch puts its stations in 待上传材料: the companies are asked, not staff).
   */
  waits?: Partial<Record<S, readonly NextActor[]>>
}

/**
 * Declare a flow of its own subject table (identity, types kept). Application flows declare with
 * flows.ts's `defineFlow`; a flow of another table takes this one, so that a screen reading its
 * declaration (trouble-monitor's step button) does not load every application flow with it.
 */
export function defineStepFlow<S extends string>(flow: StepFlow<S>): StepFlow<S> {
  return flow
}

/** The step of a flow by name. */
export function transitionOf<S extends string>(flow: StepFlow<S>, action: string): FlowStep<S> | undefined {
  return flow.transitions.find((step) => step.action === action)
}

/** The page action of a step's right (`<page>/<action>`): what a screen's granted actions name. */
export const pageActionOf = (step: FlowStep): string =>
  step.permission.slice(step.permission.indexOf('/') + 1)

/** Whether a step may be taken on the record now: from its status, and its condition holds. */
export function stepOpen(step: FlowStep, record: StepRecord, now: Date): boolean {
  return (
    (step.from as readonly string[]).includes(String(record.status)) &&
    (!step.when || step.when.holds(record, now))
  )
}

/** The steps a record offers now to a holder of the given resPaths (`<page>/<action>`). */
export function stepsFrom<S extends string>(
  flow: StepFlow<S>,
  record: StepRecord,
  holds: (permission: string) => boolean,
  now: Date = new Date(),
): FlowStep<S>[] {
  return flow.transitions.filter((step) => stepOpen(step, record, now) && holds(step.permission))
}

/**
 * The steps that put a record in a queue (issue 41: 待我处理): neither a danger step (撤销 is
 * offered on every issued proof, it is nobody's pending work) nor one whose condition cannot be
 * queried. The statuses they start from are a queue's; the others wait for nobody.
 */
export function queueSteps<S extends string>(flow: StepFlow<S>): FlowStep<S>[] {
  return flow.transitions.filter((step) => !step.danger && (!step.when || step.when.passed))
}

/**
 * Who is asked to act on a subject waiting in `status`: whom the steps leading there name; for a
 * status entered without a step, whom the flow's `waits` names, else (an alarm raised, a feedback
 * submitted) the holders of the rights
 * of the steps from it, each looked up in the scope the flow declares for that right (`area`
 * where it declares none).
 */
export function askedIn(flow: StepFlow, status: string): NextActor[] {
  const unique = (actors: readonly NextActor[]) =>
    actors.filter(
      (actor, index) =>
        actors.findIndex((other) => other.permission === actor.permission && other.scope === actor.scope) ===
        index,
    )
  const led = flow.transitions.filter((step) => step.to === status).flatMap((step) => step.next)
  if (led.length) return unique(led)
  const waiting = (flow.waits as Partial<Record<string, readonly NextActor[]>> | undefined)?.[status]
  if (waiting?.length) return unique(waiting)
  const declared = flow.transitions.flatMap((step) => step.next)
  return unique(
    flow.transitions
      .filter((step) => (step.from as readonly string[]).includes(status))
      .map((step) => ({
        permission: step.permission,
        scope: declared.find((actor) => actor.permission === step.permission)?.scope ?? 'area',
      })),
  )
}

/** Nobody acts after this step: the flow ends. */
export const ENDS: readonly NextActor[] = []
