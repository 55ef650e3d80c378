/**
 * The flow screens of universal services (issue 15), each a definition: the list and its
 * catalogue sub-pages (detail, examine, edit) come from `defineFlowScreen`.
 */
import { ACCESS_FLOW, ACCESS_PROOF_FLOW, CERTIFICATION_FLOW, ENTERPRISE_FLOW } from '../../core/domain/flows'
import { defineFlowScreen } from '../../ui/flow/defineFlowScreen'
import { ACCESS_FIELDS, ACCESS_PROOF_FIELDS, CERTIFICATION_FIELDS, ENTERPRISE_FIELDS } from './fields'

const AREA = 'universal-services'

export const certificationManagement = defineFlowScreen({
  resource: `${AREA}/certifications`,
  flow: CERTIFICATION_FLOW,
  fields: CERTIFICATION_FIELDS,
  titleLabel: '企业名称',
  operatorColumn: true,
})

export const accessAudit = defineFlowScreen({
  resource: `${AREA}/access-applies`,
  flow: ACCESS_FLOW,
  fields: ACCESS_FIELDS,
  titleLabel: '平台名称',
  operatorColumn: true,
})

export const enterpriseApply = defineFlowScreen({
  resource: `${AREA}/enterprise-applies`,
  flow: ENTERPRISE_FLOW,
  fields: ENTERPRISE_FIELDS,
  titleLabel: '企业名称',
  apply: true,
})

export const enterpriseRecord = defineFlowScreen({
  resource: `${AREA}/enterprise-records`,
  flow: ENTERPRISE_FLOW,
  fields: ENTERPRISE_FIELDS,
  titleLabel: '企业名称',
  operatorColumn: true,
})

export const accessproofApply = defineFlowScreen({
  resource: `${AREA}/accessproof-applies`,
  flow: ACCESS_PROOF_FLOW,
  fields: ACCESS_PROOF_FIELDS,
  titleLabel: '平台名称',
  apply: true,
})

export const accessproofRecord = defineFlowScreen({
  resource: `${AREA}/accessproof-records`,
  flow: ACCESS_PROOF_FLOW,
  fields: ACCESS_PROOF_FIELDS,
  titleLabel: '平台名称',
  operatorColumn: true,
})

export const accessproofRelease = defineFlowScreen({
  resource: `${AREA}/accessproof-releases`,
  flow: ACCESS_PROOF_FLOW,
  fields: ACCESS_PROOF_FIELDS,
  titleLabel: '平台名称',
  operatorColumn: true,
})
