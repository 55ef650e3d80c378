/**
 * The assessment area's route table (architecture.md: Routing), with the two pages section 2
 * also names under /station-assessment: the feedback handling page (the feedback area's screen,
 * same permission name) and evaluation-upload.
 */
import type { AreaRoute } from '../../ui/screen'

const AREA = '/assessment'

const routes: AreaRoute[] = [
  { path: `${AREA}/station-assessment-index`, load: () => import('./index-screen') },
  { path: `${AREA}/station-assessment-review`, load: () => import('./review') },
  { path: `${AREA}/staff-station-assessment-records`, load: () => import('./records') },
  { path: `${AREA}/station-assessment-upload`, load: () => import('./upload') },
  { path: '/station-assessment/equipment-operator-feedback', load: () => import('../feedback/operator') },
  { path: '/station-assessment/evaluation-upload', load: () => import('./evaluation-upload') },
]

export default routes
