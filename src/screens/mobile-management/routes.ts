/**
 * The mobile-management area's route table (architecture.md: Routing): each catalogue path of
 * the area with its lazily loaded screen. Names, titles and icons are the catalogue's. 新闻管理,
 * 资讯管理 and 内容管理 need the rich text editor (tiptap), which the project does not have yet:
 * they stay on the shell's not-available page.
 */
import type { AreaRoute } from '../../ui/screen'

const AREA = '/mobile-management'

const routes: AreaRoute[] = [
  { path: `${AREA}/mobile-user-management`, load: () => import('./users') },
  { path: `${AREA}/mobile-operator-management`, load: () => import('./operators') },
  { path: `${AREA}/mobile-order-management`, load: () => import('./orders') },
  { path: `${AREA}/mobile-column-management`, load: () => import('./columns') },
  { path: `${AREA}/mobile-feedback-management`, load: () => import('./feedback') },
  { path: `${AREA}/mobile-version-management`, load: () => import('./versions') },
  { path: `${AREA}/mobile-recommend-station-management`, load: () => import('./recommend') },
  { path: `${AREA}/mobile-evaluate-management`, load: () => import('./evaluations') },
  { path: `${AREA}/mobile-operator-brand-management`, load: () => import('./brands') },
]

export default routes
