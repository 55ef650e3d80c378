/**
 * The mobile-management area (issue 20): its list resources under `/api/mobile-management/…` (one
 * per description of src/contract/lists/mobile-management) and their actions. One call for the app: `mobileRoutes(router)`.
 */
import './tables'
import { areaLists } from '../../../src/contract/lists/titles'
import type { Router } from '../http/router'
import { defineResourceRoutes } from '../resources'
import { describedResources } from '../resources/described'
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
  const own = [...MOBILE_RESOURCES, ...Object.values(ARTICLE_RESOURCE_DEFS)]
  for (const resource of describedResources(areaLists('mobile-management'), own))
    defineResourceRoutes(router, resource)
  moderationRoutes(router)
  recommendRoutes(router)
  contentRoutes(router)
  logoRoutes(router)
  articleImageRoutes(router)
  articleRoutes(router)
}
