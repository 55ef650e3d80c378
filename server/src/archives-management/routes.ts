/**
 * The archives-management area (issue 5): 13 list resources under
 * `/api/archives-management/…`, the file-management and rural-tagging actions, and the export
 * routes. One call for the app: `archivesRoutes(router)`.
 */
import './tables'
import type { Router } from '../http/router'
import { defineResourceRoutes, type ResourceDef } from '../resources'
import { connectorsResource, equipmentResource, noPowerResource, stationsResource } from './charging'
import { fileRoutes } from './files'
import { operatorsResource, platformOperatorsResource } from './operators'
import { ordersResource } from './orders'
import { assessmentsResource, filesResource } from './records'
import { ruralRoutes, ruralStationsResource } from './rural'
import { batteriesResource, swapOrdersResource, swapStationsResource } from './swap'

/** The resources of the area, in menu order. */
export const ARCHIVE_RESOURCES: readonly ResourceDef[] = [
  stationsResource,
  equipmentResource,
  connectorsResource,
  ordersResource,
  operatorsResource,
  platformOperatorsResource,
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
  for (const resource of ARCHIVE_RESOURCES) defineResourceRoutes(router, resource)
}
