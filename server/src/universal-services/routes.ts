/**
 * The universal-services area (issue 15): the flow screens' calls through the workflow engine,
 * and operator-info. One call for the app: `universalServicesRoutes(router)`.
 */
import '../workflow/tables'
import { universalBatch } from '../../../src/contract/batch-steps'
import { areaLists } from '../../../src/contract/lists/titles'
import {
  attachmentFile,
  createApplication,
  saveApplication,
  stepApplication,
  uploadAttachment,
} from '../../../src/contract/universal-services'
import type { Router } from '../http/router'
import { defineResourceRoutes } from '../resources'
import { describedResources } from '../resources/described'
import { flowRoutes } from '../workflow/routes'
import { documentRoutes } from './documents'
import { UNIVERSAL_SCREENS } from './flows'
import { operatorInfoResource } from './operator-info'
import { realTimeDataRoutes } from './real-time-data'

/** Register every universal-services route. */
export function universalServicesRoutes(router: Router): void {
  // Its flow screens' lists are the engine's (flowRoutes).
  for (const def of describedResources(areaLists('universal-services'), [operatorInfoResource]))
    defineResourceRoutes(router, def)
  realTimeDataRoutes(router)
  documentRoutes(router)
  flowRoutes(router, 'universal-services', UNIVERSAL_SCREENS, {
    create: createApplication,
    save: saveApplication,
    step: stepApplication,
    upload: uploadAttachment,
    file: attachmentFile,
    batch: universalBatch,
  })
}
