/**
 * Every area's route table, for the shell to merge with the route catalogue
 * (architecture.md: Routing). Adding an area is one import and one spread below:
 *
 * @example
 * import archivesManagement from './archives-management/routes'
import mobileManagement from './mobile-management/routes'
 * export const AREA_ROUTES: readonly AreaRoute[] = [...archivesManagement]
 */
import type { AreaRoute } from '../ui/screen'
import archivesManagement from './archives-management/routes'
import assessment from './assessment/routes'
import dataInput from './data-input/routes'
import feedback from './feedback/routes'
import mobileManagement from './mobile-management/routes'
import operateSupervision from './operate-supervision/routes'
import operatingServices from './operating-services/routes'
import operationSupervision from './operation-supervision/routes'
import opsServices from './ops-services/routes'
import reportStatistics from './report-statistics/routes'
import superviseServices from './supervise-services/routes'
import systemManagement from './system-management/routes'
import universalDashboards from './universal-services/dashboard-routes'
import universalServices from './universal-services/routes'

/** The screens the console can show, in no particular order (the catalogue gives the order). */
export const AREA_ROUTES: readonly AreaRoute[] = [
  ...archivesManagement,
  ...systemManagement,
  ...universalServices,
  ...operatingServices,
  ...universalDashboards,
  ...opsServices,
  ...mobileManagement,
  ...superviseServices,
  ...dataInput,
  ...feedback,
  ...assessment,
  ...operationSupervision,
  ...operateSupervision,
  ...reportStatistics,
]
