/**
 * Every flow with the table its subjects live in: the seed replays their histories into to-dos
 * (seed-work.ts), and the workbench reads the deadlines they declare (workflow/queue-counts.ts).
 */
import type { StepFlow } from '../../src/core/domain/flow-kit'
import { RURAL_FLOW } from '../../src/core/domain/flows-archives'
import { EXAMINE_FLOW } from '../../src/core/domain/flows-objectives'
import { ALARM_FLOW } from '../../src/core/domain/flows-ops'
import { REPORTING_FLOW, REPORTING_TASK_FLOW } from '../../src/core/domain/flows-reporting'
import { SUBSIDY_FLOW } from '../../src/core/domain/flows-supervise'
import { UNIVERSAL_FLOWS } from '../../src/core/domain/flows-universal'
import { ASSESSMENT_FLOW, FEEDBACK_FLOW } from '../../src/core/domain/flows-work'
import { RURAL_SUBJECT } from './archives-management/rural'
import { ASSESSMENT_ITEMS } from './assessment/steps'
import { REPORTING_TASKS_SUBJECT } from './data-input/reporting-task-rules'
import { FEEDBACKS } from './feedback/flow'
import { ALARM_SUBJECT } from './live/alarm-subject'
import { EXAMINES } from './operation-supervision/examine'
import { APPLICATIONS } from './workflow/records'
import type { FlowSubject } from './workflow/subject'

/** Where a flow's subjects may wait without any step in their history: the statuses, and since when. */
export interface Unstepped {
  statuses: readonly string[]
  /** The column of the time they entered it (several: the first not null). */
  at: string | readonly string[]
}

/**
 * Every flow with the table its subjects live in; `unstepped`, where subjects wait in the flow
 * without any step (an alarm raised, evidence the seed wrote as submitted).
 */
export const FLOW_SUBJECTS: readonly { flow: StepFlow; subject: FlowSubject; unstepped?: Unstepped }[] = [
  ...[...UNIVERSAL_FLOWS, SUBSIDY_FLOW, REPORTING_FLOW].map((flow) => ({ flow, subject: APPLICATIONS })),
  { flow: FEEDBACK_FLOW, subject: FEEDBACKS },
  {
    flow: ASSESSMENT_FLOW,
    subject: ASSESSMENT_ITEMS,
    // Awaiting evidence since the round's launch (its item's updateTime): the company is asked.
    unstepped: { statuses: ['awaiting', 'submitted', 'scored'], at: ['submitTime', 'updateTime'] },
  },
  {
    flow: ALARM_FLOW,
    subject: ALARM_SUBJECT,
    unstepped: { statuses: ['pending', 'processing', 'handled'], at: 'alarmTime' },
  },
  { flow: RURAL_FLOW, subject: RURAL_SUBJECT, unstepped: { statuses: ['pending'], at: 'ruralTagTime' } },
  { flow: EXAMINE_FLOW, subject: EXAMINES, unstepped: { statuses: ['open'], at: 'examineTime' } },
  {
    flow: REPORTING_TASK_FLOW,
    subject: REPORTING_TASKS_SUBJECT,
    unstepped: { statuses: ['issued'], at: 'issueTime' },
  },
]
