/** The ops-services area's route table (architecture.md: Routing). */
import type { AreaRoute } from '../../ui/screen'

const routes: AreaRoute[] = [
  { path: '/ops-services/trouble-monitor', load: () => import('./trouble-monitor') },
  { path: '/ops-services/trouble-statistics', load: () => import('./trouble-statistics') },
]

export default routes
