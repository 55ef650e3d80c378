/**
 * The universal-services flows as the engine runs them: each declaration of
 * src/core/domain/flows.ts with its field schema (src/contract/universal-services.ts), and the
 * screens that show them, one list resource each.
 */
import { FLOW_FIELDS } from '../../../src/contract/universal-services'
import {
  ACCESS_FLOW,
  ACCESS_PROOF_FLOW,
  CERTIFICATION_FLOW,
  ENTERPRISE_FLOW,
} from '../../../src/core/domain/flows'
import type { FlowScreenSpec, FlowSpec } from '../workflow/resource'

const AREA = 'universal-services'

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

/** Staff screens do not list an applicant's drafts (they are not submitted yet). */
const SUBMITTED = ['pending', 'reviewing', 'approved', 'rejected', 'issued', 'expired', 'revoked'] as const

/** The flow screens of the area, one list resource each (`/api/universal-services/<name>`). */
export const UNIVERSAL_SCREENS: readonly FlowScreenSpec[] = [
  {
    area: AREA,
    name: 'certifications',
    page: 'certification-management',
    title: '认证管理',
    flow: CERTIFICATION,
    statuses: SUBMITTED.slice(0, 4),
  },
  {
    area: AREA,
    name: 'access-applies',
    page: 'access-audit',
    title: '接入审核',
    flow: ACCESS,
    statuses: SUBMITTED.slice(0, 4),
  },
  {
    area: AREA,
    name: 'enterprise-applies',
    page: 'enterprise-apply',
    title: '企业备案申请',
    flow: ENTERPRISE,
  },
  {
    area: AREA,
    name: 'enterprise-records',
    page: 'enterprise-record',
    title: '企业备案审核',
    flow: ENTERPRISE,
    statuses: SUBMITTED.slice(0, 4),
  },
  {
    area: AREA,
    name: 'accessproof-applies',
    page: 'accessproof-apply',
    title: '接入证明申请',
    flow: ACCESS_PROOF,
  },
  {
    area: AREA,
    name: 'accessproof-records',
    page: 'accessproof-record',
    title: '接入证明审核',
    flow: ACCESS_PROOF,
    statuses: SUBMITTED,
  },
  {
    area: AREA,
    name: 'accessproof-releases',
    page: 'accessproof-release',
    title: '接入证明发放',
    flow: ACCESS_PROOF,
    statuses: ['approved', 'issued', 'expired', 'revoked'],
  },
]
