/**
 * Every flow of the platform, in one list (issue 39 item 2): each is declared once with
 * `defineFlow` and run by the server's one engine (server/src/workflow/step.ts); the conformance
 * suite (tests/server/flow-conformance.test.ts) runs over this list, and the console's step
 * buttons read their labels, rights and from-states from the same declarations.
 */
import type { StepFlow } from './flow-kit'
import { RURAL_FLOW } from './flows-archives'
import { ARTICLE_FLOWS } from './flows-articles'
import { APP_FEEDBACK_FLOW, APP_USER_FLOW, EVALUATION_FLOW } from './flows-mobile'
import { EXAMINE_FLOW } from './flows-objectives'
import { ALARM_FLOW } from './flows-ops'
import { REPORTING_FLOW, REPORTING_TASK_FLOW } from './flows-reporting'
import { SCORE_PERIOD_FLOWS } from './flows-scoring'
import { SUBSIDY_FLOW } from './flows-supervise'
import { UNIVERSAL_FLOWS } from './flows-universal'
import { ASSESSMENT_FLOW, FEEDBACK_FLOW } from './flows-work'

/** Every flow declaration. */
export const ALL_FLOWS: readonly StepFlow[] = [
  ...UNIVERSAL_FLOWS,
  SUBSIDY_FLOW,
  REPORTING_FLOW,
  REPORTING_TASK_FLOW,
  FEEDBACK_FLOW,
  ASSESSMENT_FLOW,
  ALARM_FLOW,
  RURAL_FLOW,
  EVALUATION_FLOW,
  EXAMINE_FLOW,
  APP_USER_FLOW,
  APP_FEEDBACK_FLOW,
  ...Object.values(ARTICLE_FLOWS),
  ...Object.values(SCORE_PERIOD_FLOWS),
]
