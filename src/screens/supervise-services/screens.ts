/**
 * The subsidy flow screens (issue 17): supervise-apply (the operator's applications, created
 * through ApplyDialog with the server's computation) and supervise-audit (district and city
 * review, with the batches above the list), each a `defineFlowScreen` definition.
 */
import { SUBSIDY_APPLIES } from '../../contract/lists/supervise-services/subsidy-applies'
import { SUBSIDY_AUDITS } from '../../contract/lists/supervise-services/subsidy-audits'
import { SUBSIDY_FLOW } from '../../core/domain/flows-supervise'
import { defineFlowScreen } from '../../ui/flow/defineFlowScreen'
import { ApplyDialog } from './ApplyDialog'
import { BatchPanel } from './BatchPanel'
import { SUBSIDY_FIELDS } from './fields'

export const superviseApply = defineFlowScreen({
  list: SUBSIDY_APPLIES,
  flow: SUBSIDY_FLOW,
  fields: SUBSIDY_FIELDS,
  apply: true,
  typeFixed: true,
  createDialog: ApplyDialog,
})

export const superviseAudit = defineFlowScreen({
  list: SUBSIDY_AUDITS,
  flow: SUBSIDY_FLOW,
  fields: SUBSIDY_FIELDS,
  operatorColumn: true,
  typeFixed: true,
  above: BatchPanel,
})
