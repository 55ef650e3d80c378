/**
 * The mobile-management area (issue 20): its list resources under `/api/mobile-management/…` and
 * their actions. One call for the app: `mobileRoutes(router)`.
 */
import './tables'
import { defineResourceRoutes } from '../resources'
import type { Router } from '../route'
import { contentRoutes } from './content'
import { logoRoutes } from './logo'
import { moderationRoutes } from './moderation'
import { recommendRoutes } from './recommend'
import { MOBILE_RESOURCES } from './resources'

/** Register every mobile-management route (actions first: they are more specific than `/:id`). */
export function mobileRoutes(router: Router): void {
  moderationRoutes(router)
  recommendRoutes(router)
  contentRoutes(router)
  logoRoutes(router)
  for (const resource of MOBILE_RESOURCES) defineResourceRoutes(router, resource)
}
