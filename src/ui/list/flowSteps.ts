/**
 * A flow's steps as a list screen's row step buttons (issue 39 item 2): each step's label, page
 * action, from-statuses and condition come from its declaration (src/core/domain/flow-kit.ts), the
 * same the server's one engine checks, so a screen states only its forms and confirmations.
 */
import {
  type FlowStep,
  pageActionOf,
  type StepFlow,
  stepOpen,
  transitionOf,
} from '../../core/domain/flow-kit'
import type { Field, Row } from '../fields/types'
import { action } from './actionBuilders'
import type { ActionDefinition } from './definition'

/** How a screen shows a flow's steps. */
export interface FlowStepsOptions {
  /** The screen's page: only steps whose right is on it (default every step of the flow). */
  page?: string
  /** The record's status as the flow names it (default its `status` field). */
  status?: (record: Row) => string
  /** Each step's form by action; a step without one asks a confirmation. */
  fields?: Readonly<Record<string, readonly Field[]>>
  /** A confirmation's text by action (default 确定<label>吗？). */
  confirm?: Readonly<Record<string, string>>
}

/** Reads a record's status as the flow names it (default its `status` field). */
type StatusOf = (record: Row) => string
const ownStatus: StatusOf = (record) => String(record.status)

/** A step's label, page action and when a record offers it, as its declaration says. */
function offer(step: FlowStep, statusOf: StatusOf) {
  return {
    label: step.label,
    permission: pageActionOf(step),
    when: (record: Row) => stepOpen(step, { ...record, status: statusOf(record) }, new Date()),
  }
}

/** The row step buttons of a flow's declaration. */
export function flowSteps(flow: StepFlow, options: FlowStepsOptions = {}): ActionDefinition[] {
  return flow.transitions
    .filter((step) => !options.page || step.permission.startsWith(`${options.page}/`))
    .map((step) => {
      const { label, ...rest } = offer(step, options.status ?? ownStatus)
      return action.step(step.action, label, {
        ...rest,
        fields: options.fields?.[step.action],
        confirm: options.confirm?.[step.action],
      })
    })
}

/**
 * One declared step for a screen's own dialog or confirmation (a handling form, a score sheet):
 * its label, page action and when a record offers it.
 */
export function declaredStep(flow: StepFlow, name: string, status: StatusOf = ownStatus) {
  const step = transitionOf(flow, name)
  if (!step) throw new Error(`${flow.key} declares no step ${name}`)
  return offer(step, status)
}
