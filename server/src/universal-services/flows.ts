/**
 * The universal-services flows as the engine runs them: each declaration of
 * src/core/domain/flows.ts with its field schema (src/contract/universal-services.ts), and the
 * screens that show them, one list resource each (src/contract/lists/universal-services).
 */
import { ACCESS_APPLIES } from '../../../src/contract/lists/universal-services/access-applies'
import { ACCESSPROOF_APPLIES } from '../../../src/contract/lists/universal-services/accessproof-applies'
import { ACCESSPROOF_RECORDS } from '../../../src/contract/lists/universal-services/accessproof-records'
import { ACCESSPROOF_RELEASES } from '../../../src/contract/lists/universal-services/accessproof-releases'
import { CERTIFICATIONS } from '../../../src/contract/lists/universal-services/certifications'
import { ENTERPRISE_APPLIES } from '../../../src/contract/lists/universal-services/enterprise-applies'
import { ENTERPRISE_RECORDS } from '../../../src/contract/lists/universal-services/enterprise-records'
import { FLOW_FIELDS } from '../../../src/contract/universal-services'
import {
  ACCESS_FLOW,
  ACCESS_PROOF_FLOW,
  CERTIFICATION_FLOW,
  ENTERPRISE_FLOW,
} from '../../../src/core/domain/flows-universal'
import { type FlowScreenSpec, type FlowSpec, flowScreen } from '../workflow/resource'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export const CERTIFICATION: FlowSpec = {
  declaration: CERTIFICATION_FLOW,
  fields: FLOW_FIELDS.certification,
  titleOf: (fields) => text(fields.companyName),
}
export const ACCESS: FlowSpec = {
  declaration: ACCESS_FLOW,
  fields: FLOW_FIELDS.access,
  titleOf: (fields) => text(fields.platformName),
}
export const ENTERPRISE: FlowSpec = {
  declaration: ENTERPRISE_FLOW,
  fields: FLOW_FIELDS.enterprise,
  titleOf: (fields) => text(fields.companyName),
}
export const ACCESS_PROOF: FlowSpec = {
  declaration: ACCESS_PROOF_FLOW,
  fields: FLOW_FIELDS.accessproof,
  titleOf: (fields) => text(fields.platformName),
}

/** The flow screens of the area, one list resource each (`/api/universal-services/<name>`). */
export const UNIVERSAL_SCREENS: readonly FlowScreenSpec[] = [
  flowScreen({
    page: 'certification-management',
    flow: CERTIFICATION,
    list: CERTIFICATIONS,
  }),
  flowScreen({
    page: 'access-audit',
    flow: ACCESS,
    list: ACCESS_APPLIES,
  }),
  flowScreen({
    page: 'enterprise-apply',
    flow: ENTERPRISE,
    list: ENTERPRISE_APPLIES,
  }),
  flowScreen({
    page: 'enterprise-record',
    flow: ENTERPRISE,
    list: ENTERPRISE_RECORDS,
  }),
  flowScreen({
    page: 'accessproof-apply',
    flow: ACCESS_PROOF,
    list: ACCESSPROOF_APPLIES,
  }),
  flowScreen({
    page: 'accessproof-record',
    flow: ACCESS_PROOF,
    list: ACCESSPROOF_RECORDS,
  }),
  flowScreen({
    page: 'accessproof-release',
    flow: ACCESS_PROOF,
    list: ACCESSPROOF_RELEASES,
  }),
]
