/**
 * The assessment area's route table (architecture.md: Routing), with the two pages section 2
 * also names under /station-assessment: the feedback handling page (the feedback area's screen,
 * same permission name) and evaluation-upload.
 */
import type { AreaRoute } from '../../ui/screen'

const routes: AreaRoute[] = [
  { path: '/station-assessment/equipment-operator-feedback', load: () => import('../feedback/operator') },
]

export default routes
