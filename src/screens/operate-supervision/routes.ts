/**
 * The operate-supervision area's route table (issue 19): rules, entry and results for operators
 * and for stations, each a lazily loaded screen.
 */
import type { AreaRoute } from '../../ui/screen'

const AREA = '/operate-supervision'

const routes: AreaRoute[] = [
  { path: `${AREA}/operator-rules`, load: () => import('./operator-rules') },
  { path: `${AREA}/station-rules`, load: () => import('./station-rules') },
  { path: `${AREA}/operator-enter`, load: () => import('./operator-enter') },
  { path: `${AREA}/station-enter`, load: () => import('./station-enter') },
  { path: `${AREA}/operator-result`, load: () => import('./operator-result') },
  { path: `${AREA}/station-result`, load: () => import('./station-result') },
]

export default routes
