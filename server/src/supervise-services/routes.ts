/**
 * The supervise-services area (issue 17): subsidy batches, applications and their review on the
 * workflow engine, publicity and disbursement. Every route first settles publicities whose
 * period has ended (publicity.ts). One call for the app: `superviseServicesRoutes(router)`.
 */

import type { Router } from '../http/router'
import { settlingRouter } from '../http/settling'
import { defineResourceRoutes } from '../resources'
import { describedRest } from '../resources/described'
import { subsidyApplicationRoutes } from './applications'
import { batchesResource, batchRoutes } from './batches'
import { feeRoutes, feesResource } from './fees'
import { paymentRoutes, subsidiesResource } from './payments'
import { publicitiesResource, publicityRoutes } from './publicity'
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
  // A list served from its description alone (the area's own are registered among their routes;
  // the flow screens' lists are the engine's).
  const own = [batchesResource, publicitiesResource, subsidiesResource, feesResource, supervisedResource]
  for (const def of describedRest('supervise-services', own)) defineResourceRoutes(settling, def)
  subsidyApplicationRoutes(settling)
}
