/**
 * The operation-supervision area's route table (issue 19): objectives, their completion and the
 * districts' examination, each a lazily loaded screen.
 */
import type { AreaRoute } from '../../ui/screen'

const AREA = '/operation-supervision'

const routes: AreaRoute[] = [
  { path: `${AREA}/management-by-objective`, load: () => import('./management-by-objective') },
  { path: `${AREA}/planning-analysis`, load: () => import('./planning-analysis') },
  { path: `${AREA}/mbo-examine`, load: () => import('./mbo-examine') },
]

export default routes
