/**
 * A flow's steps as a list screen's row step buttons (issue 39 item 2): each step's label, page
 * action, from-statuses and condition come from its declaration (src/core/domain/flow-kit.ts), the
 * same the server's one engine checks, so a screen states only its forms and confirmations.
 */
import { pageActionOf, type StepFlow, stepOpen } from '../../core/domain/flow-kit'
import type { Field, Row } from '../fields/types'
import { type ActionDefinition, action } from './definition'

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

/** The row step buttons of a flow's declaration. */
export function flowSteps(flow: StepFlow, options: FlowStepsOptions = {}): ActionDefinition[] {
  const statusOf = options.status ?? ((record: Row) => String(record.status))
  return flow.transitions
    .filter((step) => !options.page || step.permission.startsWith(`${options.page}/`))
    .map((step) =>
      action.step(step.action, step.label, {
        permission: pageActionOf(step),
        fields: options.fields?.[step.action],
        confirm: options.confirm?.[step.action],
        when: (record) => stepOpen(step, { ...record, status: statusOf(record) }, new Date()),
      }),
    )
}
