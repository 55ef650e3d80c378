/** The ops-services area's route table (architecture.md: Routing). */
import type { AreaRoute } from '../../ui/screen'

const routes: AreaRoute[] = [
  { path: '/ops-services/trouble-monitor', load: () => import('./trouble-monitor') },
]

export default routes
