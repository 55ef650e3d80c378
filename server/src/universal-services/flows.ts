/**
 * The universal-services flows as the engine runs them: each declaration of
 * src/core/domain/flows.ts with its field schema (src/contract/universal-services.ts), and the
 * screens that show them, one list resource each (src/contract/lists/universal-services).
 */
import { FLOW_FIELDS } from '../../../src/contract/universal-services'
import {
  ACCESS_FLOW,
  ACCESS_PROOF_FLOW,
  CERTIFICATION_FLOW,
  ENTERPRISE_FLOW,
} from '../../../src/core/domain/flows-universal'
import { type FlowScreenSpec, type FlowSpec, flowScreens } from '../workflow/resource'

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

/**
 * The flow screens of the area, one list resource each (`/api/universal-services/<name>`): one
 * for each flow list of src/contract/lists/universal-services, its page named there.
 */
export const UNIVERSAL_SCREENS: readonly FlowScreenSpec[] = flowScreens('universal-services', [
  CERTIFICATION,
  ACCESS,
  ENTERPRISE,
  ACCESS_PROOF,
])
