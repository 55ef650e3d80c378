/**
 * The data-input area's route table (issue 17): holidays-management. reporting-manager is not
 * built yet and stays on the shell's not-available page.
 */
import type { AreaRoute } from '../../ui/screen'

const routes: AreaRoute[] = [
  { path: '/data-input/holidays-management', load: () => import('./holidays-management') },
]

export default routes
