/**
 * The archives-management area (issue 5): 13 list resources under
 * `/api/archives-management/…`, the file-management and rural-tagging actions, and the export
 * routes. One call for the app: `archivesRoutes(router)`.
 */
import './tables'
import { areaLists } from '../../../src/contract/lists/titles'
import type { Router } from '../http/router'
import { defineResourceRoutes, type ResourceDef } from '../resources'
import { describedResources } from '../resources/described'
import { connectorsResource, equipmentResource, noPowerResource, stationsResource } from './charging'
import { fileRoutes } from './files'
import { operatorsResource } from './operators'
import { ordersResource } from './orders'
import { assessmentsResource, filesResource } from './records'
import { ruralRoutes, ruralStationsResource } from './rural'
import { batteriesResource, swapOrdersResource, swapStationsResource } from './swap'

/**
 * The area's resources the server adds to or computes beyond their descriptions; the others
 * (platform operators) are built from theirs (src/contract/lists/archives-management).
 */
const OWN: readonly ResourceDef[] = [
  stationsResource,
  equipmentResource,
  connectorsResource,
  ordersResource,
  operatorsResource,
  swapStationsResource,
  swapOrdersResource,
  batteriesResource,
  noPowerResource,
  filesResource,
  assessmentsResource,
  ruralStationsResource,
]

/** Register every archives route. */
export function archivesRoutes(router: Router): void {
  // Actions first: `/files/:id/delete` and the tagging steps are more specific than `/:id`.
  fileRoutes(router)
  ruralRoutes(router)
  for (const resource of describedResources(areaLists('archives-management'), OWN))
    defineResourceRoutes(router, resource)
}
