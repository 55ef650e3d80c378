/**
 * The area's list descriptions, one entry per list: the contract's list calls, the journal's
 * 导出… labels and the area's list resources on the server are built from them
 * (server/src/resources/described.ts: describedResources).
 */
import { ACCESS_APPLIES } from './access-applies'
import { ACCESSPROOF_APPLIES } from './accessproof-applies'
import { ACCESSPROOF_RECORDS } from './accessproof-records'
import { ACCESSPROOF_RELEASES } from './accessproof-releases'
import { CERTIFICATIONS } from './certifications'
import { ENTERPRISE_APPLIES } from './enterprise-applies'
import { ENTERPRISE_RECORDS } from './enterprise-records'
import { OPERATOR_INFO } from './operator-info'

export const LISTS = [
  OPERATOR_INFO,
  CERTIFICATIONS,
  ACCESS_APPLIES,
  ENTERPRISE_APPLIES,
  ENTERPRISE_RECORDS,
  ACCESSPROOF_APPLIES,
  ACCESSPROOF_RECORDS,
  ACCESSPROOF_RELEASES,
] as const
