/**
 * The subsidy flow as the engine runs it (src/core/domain/flows-supervise.ts) and its screens:
 * supervise-apply (the operator's applications, drafts included) and supervise-audit (submitted
 * applications under district and city review, and what followed).
 */
import { SUBSIDY_APPLIES } from '../../../src/contract/lists/supervise-services/subsidy-applies'
import { SUBSIDY_AUDITS } from '../../../src/contract/lists/supervise-services/subsidy-audits'
import { subsidyFields } from '../../../src/contract/supervise-services'
import { SUBSIDY_FLOW } from '../../../src/core/domain/flows-supervise'
import { type FlowScreenSpec, type FlowSpec, flowScreen } from '../workflow/resource'

export const AREA = 'supervise-services'

export const SUBSIDY: FlowSpec = {
  declaration: SUBSIDY_FLOW,
  fields: subsidyFields,
  titleOf: (fields) =>
    typeof fields.stationName === 'string' ? fields.stationName : String(fields.stationId ?? ''),
}

export const SUBSIDY_APPLY: FlowScreenSpec = flowScreen({
  page: 'supervise-apply',
  flow: SUBSIDY,
  list: SUBSIDY_APPLIES,
})

export const SUBSIDY_AUDIT: FlowScreenSpec = flowScreen({
  page: 'supervise-audit',
  flow: SUBSIDY,
  list: SUBSIDY_AUDITS,
})

export const SUBSIDY_SCREENS: readonly FlowScreenSpec[] = [SUBSIDY_APPLY, SUBSIDY_AUDIT]
