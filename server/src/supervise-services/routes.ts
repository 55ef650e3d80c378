/**
 * The supervise-services area (issue 17): subsidy batches, applications and their review on the
 * workflow engine, publicity and disbursement. Every route first settles publicities whose
 * period has ended (publicity.ts). One call for the app: `superviseServicesRoutes(router)`.
 */

import type { Router } from '../http/router'
import { settlingRouter } from '../http/settling'
import { defineResourceRoutes } from '../resources'
import { subsidyApplicationRoutes } from './applications'
import { batchRoutes } from './batches'
import { feeRoutes } from './fees'
import { paymentRoutes } from './payments'
import { publicityRoutes } from './publicity'
import { settlePublicities } from './settlement'
import { supervisedResource } from './supervised'

/** Register every supervise-services route (specific paths before `/:resource`). */
export function superviseServicesRoutes(router: Router): void {
  const settling = settlingRouter(router, settlePublicities)
  batchRoutes(settling)
  publicityRoutes(settling)
  paymentRoutes(settling)
  feeRoutes(router)
  defineResourceRoutes(settling, supervisedResource)
  subsidyApplicationRoutes(settling)
}
