/**
 * The system-management area's route table (architecture.md: Routing). User management, the
 * journal and menu management are never kept alive as tabs (section 1).
 */
import type { AreaRoute } from '../../ui/screen'

const AREA = '/system-management'

const routes: AreaRoute[] = [
  { path: `${AREA}/sso-user-management`, load: () => import('./user-management'), keepAlive: false },
  { path: `${AREA}/sso-role-management`, load: () => import('./role-management') },
  { path: `${AREA}/sso-policy-management`, load: () => import('./policy-management') },
  { path: `${AREA}/sso-resource-management`, load: () => import('./resource-management') },
  {
    path: `${AREA}/sso-journalaudit-management`,
    load: () => import('./journal-management'),
    keepAlive: false,
  },
  { path: `${AREA}/sso-menu-management`, load: () => import('./menu-management'), keepAlive: false },
]

export default routes
