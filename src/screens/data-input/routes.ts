/**
 * The data-input area's route table (issue 17): holidays-management and reporting-manager, each
 * loaded lazily.
 */
import type { AreaRoute } from '../../ui/screen'

const routes: AreaRoute[] = [
  { path: '/data-input/holidays-management', load: () => import('./holidays-management') },
  { path: '/data-input/reporting-manager', load: () => import('./reporting-manager') },
]

export default routes
