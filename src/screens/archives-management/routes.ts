/**
 * The archives-management area's route table (architecture.md: Routing): each catalogue path of
 * the area with its lazily loaded screen. Names, titles and icons are the catalogue's.
 */
import type { AreaRoute } from '../../ui/screen'

const AREA = '/archives-management'

const routes: AreaRoute[] = [
  { path: `${AREA}/station-archives-management`, load: () => import('./station-archives') },
  { path: `${AREA}/equipment-archives-management`, load: () => import('./equipment-archives') },
  { path: `${AREA}/connector-archives-management`, load: () => import('./connector-archives') },
  { path: `${AREA}/order-archives-management`, load: () => import('./order-archives') },
  { path: `${AREA}/operator-archives-management`, load: () => import('./operator-archives') },
  {
    path: `${AREA}/platform-operator-archives-management`,
    load: () => import('./platform-operator-archives'),
  },
  { path: `${AREA}/exchange-station-management`, load: () => import('./exchange-station') },
  { path: `${AREA}/exchange-order-management`, load: () => import('./exchange-order') },
  { path: `${AREA}/battery-file`, load: () => import('./battery-file') },
  { path: `${AREA}/no-power-equipment`, load: () => import('./no-power-equipment') },
  { path: `${AREA}/file-management`, load: () => import('./file-management') },
  { path: `${AREA}/station-assessment-records`, load: () => import('./station-assessment-records') },
  { path: `${AREA}/rural-station-tagging`, load: () => import('./rural-station-tagging') },
]

export default routes
