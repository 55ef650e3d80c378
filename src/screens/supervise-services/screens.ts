/**
 * The subsidy flow screens (issue 17): supervise-apply (the operator's applications, created
 * through ApplyDialog with the server's computation) and supervise-audit (district and city
 * review, with the batches above the list), each a `defineFlowScreen` definition.
 */
import { SUBSIDY_FLOW } from '../../core/domain/flows-supervise'
import { defineFlowScreen } from '../../ui/flow/defineFlowScreen'
import { ApplyDialog } from './ApplyDialog'
import { BatchPanel } from './BatchPanel'
import { SUBSIDY_FIELDS } from './fields'

export const superviseApply = defineFlowScreen({
  resource: 'supervise-services/subsidy-applies',
  flow: SUBSIDY_FLOW,
  fields: SUBSIDY_FIELDS,
  titleLabel: '充电站名称',
  apply: true,
  typeFixed: true,
  createDialog: ApplyDialog,
})

export const superviseAudit = defineFlowScreen({
  resource: 'supervise-services/subsidy-audits',
  flow: SUBSIDY_FLOW,
  fields: SUBSIDY_FIELDS,
  titleLabel: '充电站名称',
  operatorColumn: true,
  typeFixed: true,
  above: BatchPanel,
})
