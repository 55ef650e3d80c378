/**
 * The mobile-management area (issue 20): its list resources under `/api/mobile-management/…` and
 * their actions. One call for the app: `mobileRoutes(router)`.
 */
import './tables'
import type { Router } from '../http/router'
import { defineResourceRoutes } from '../resources'
import { articleRoutes } from './articles'
import { articleImageRoutes } from './articles-images'
import { ARTICLE_RESOURCE_DEFS } from './articles-resources'
import { contentRoutes } from './content'
import { logoRoutes } from './logo'
import { moderationRoutes } from './moderation'
import { recommendRoutes } from './recommend'
import { MOBILE_RESOURCES } from './resources'

/**
 * Register every mobile-management route: the resources first, so `POST …/export` is never taken
 * for an update `POST …/:id`; then the recommendations' `/order` before their `/:id`.
 */
export function mobileRoutes(router: Router): void {
  for (const resource of MOBILE_RESOURCES) defineResourceRoutes(router, resource)
  for (const resource of Object.values(ARTICLE_RESOURCE_DEFS)) defineResourceRoutes(router, resource)
  moderationRoutes(router)
  recommendRoutes(router)
  contentRoutes(router)
  logoRoutes(router)
  articleImageRoutes(router)
  articleRoutes(router)
}
