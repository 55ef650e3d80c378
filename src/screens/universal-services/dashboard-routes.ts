/**
 * The universal-services dashboards' route table (issue 16): real-time-data and over-all-data.
 * The area's flow screens have their own table (./routes.ts).
 */
import type { AreaRoute } from '../../ui/screen'

const routes: AreaRoute[] = [
  { path: '/universal-services/over-all-data', load: () => import('./dashboards/over-all-data') },
  { path: '/universal-services/real-time-data', load: () => import('./dashboards/real-time-data') },
]

export default routes
