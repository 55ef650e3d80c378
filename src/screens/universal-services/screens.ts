/**
 * The flow screens of universal services (issue 15), each a definition: the list and its
 * catalogue sub-pages (detail, examine, edit) come from `defineFlowScreen`, the list's columns
 * from its description (src/contract/lists/universal-services).
 */
import { ACCESS_APPLIES } from '../../contract/lists/universal-services/access-applies'
import { ACCESSPROOF_APPLIES } from '../../contract/lists/universal-services/accessproof-applies'
import { ACCESSPROOF_RECORDS } from '../../contract/lists/universal-services/accessproof-records'
import { ACCESSPROOF_RELEASES } from '../../contract/lists/universal-services/accessproof-releases'
import { CERTIFICATIONS } from '../../contract/lists/universal-services/certifications'
import { ENTERPRISE_APPLIES } from '../../contract/lists/universal-services/enterprise-applies'
import { ENTERPRISE_RECORDS } from '../../contract/lists/universal-services/enterprise-records'
import {
  ACCESS_FLOW,
  ACCESS_PROOF_FLOW,
  CERTIFICATION_FLOW,
  ENTERPRISE_FLOW,
} from '../../core/domain/flows-universal'
import { defineFlowScreen } from '../../ui/flow/defineFlowScreen'
import { documentAction } from './documentAction'
import { ACCESS_FIELDS, ACCESS_PROOF_FIELDS, CERTIFICATION_FIELDS, ENTERPRISE_FIELDS } from './fields'

export const certificationManagement = defineFlowScreen({
  list: CERTIFICATIONS,
  flow: CERTIFICATION_FLOW,
  fields: CERTIFICATION_FIELDS,
  operatorColumn: true,
})

export const accessAudit = defineFlowScreen({
  list: ACCESS_APPLIES,
  flow: ACCESS_FLOW,
  fields: ACCESS_FIELDS,
  operatorColumn: true,
})

export const enterpriseApply = defineFlowScreen({
  list: ENTERPRISE_APPLIES,
  flow: ENTERPRISE_FLOW,
  fields: ENTERPRISE_FIELDS,
  apply: true,
  rowActions: documentAction('enterprise', ENTERPRISE_APPLIES.resource),
})

export const enterpriseRecord = defineFlowScreen({
  list: ENTERPRISE_RECORDS,
  flow: ENTERPRISE_FLOW,
  fields: ENTERPRISE_FIELDS,
  operatorColumn: true,
  rowActions: documentAction('enterprise', ENTERPRISE_RECORDS.resource),
})

export const accessproofApply = defineFlowScreen({
  list: ACCESSPROOF_APPLIES,
  flow: ACCESS_PROOF_FLOW,
  fields: ACCESS_PROOF_FIELDS,
  apply: true,
  rowActions: documentAction('accessproof', ACCESSPROOF_APPLIES.resource),
})

export const accessproofRecord = defineFlowScreen({
  list: ACCESSPROOF_RECORDS,
  flow: ACCESS_PROOF_FLOW,
  fields: ACCESS_PROOF_FIELDS,
  operatorColumn: true,
})

export const accessproofRelease = defineFlowScreen({
  list: ACCESSPROOF_RELEASES,
  flow: ACCESS_PROOF_FLOW,
  fields: ACCESS_PROOF_FIELDS,
  operatorColumn: true,
  rowActions: documentAction('accessproof', ACCESSPROOF_RELEASES.resource),
})
