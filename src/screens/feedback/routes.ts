/**
 * The feedback area's route table (architecture.md: Routing). The handling page is also the
 * assessment area's /station-assessment/equipment-operator-feedback (src/screens/assessment).
 */
import type { AreaRoute } from '../../ui/screen'

const AREA = '/feedback'

const routes: AreaRoute[] = [
  { path: `${AREA}/operation-staff-feedback`, load: () => import('./staff') },
  { path: `${AREA}/operation-manager-feedback`, load: () => import('./manager') },
  { path: `${AREA}/equipment-operator-feedback`, load: () => import('./operator') },
]

export default routes
