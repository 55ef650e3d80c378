/**
 * The subsidy flow as the engine runs it (src/core/domain/flows-supervise.ts) and its screens:
 * supervise-apply (the operator's applications, drafts included) and supervise-audit (submitted
 * applications under district and city review, and what followed).
 */
import { subsidyFields } from '../../../src/contract/supervise-services'
import { SUBSIDY_FLOW } from '../../../src/core/domain/flows-supervise'
import { type FlowScreenSpec, type FlowSpec, flowScreens } from '../workflow/resource'

export const AREA = 'supervise-services'

export const SUBSIDY: FlowSpec = {
  declaration: SUBSIDY_FLOW,
  fields: subsidyFields,
  titleOf: (fields) =>
    typeof fields.stationName === 'string' ? fields.stationName : String(fields.stationId ?? ''),
}

/** supervise-apply and supervise-audit, from their lists' descriptions (src/contract/lists/supervise-services). */
export const SUBSIDY_SCREENS: readonly FlowScreenSpec[] = flowScreens(AREA, [SUBSIDY])
