/**
 * The mobile-management area's route table (architecture.md: Routing): the catalogue's pages of
 * the area, each loading its screen from the area's one lazy chunk (the shell's first load grows
 * by as little as possible). 新闻管理, 资讯管理 and 内容管理 need the rich text editor (tiptap),
 * which the project does not have: they stay on the not-available page.
 */
import { MENU_ROUTES, type RoutePath } from '../../core/domain/routes'
import type { AreaRoute } from '../../ui/screen'

// Every page of the area is named mobile-…; the three without a screen are left out.
const routes: AreaRoute[] = MENU_ROUTES.filter((route) =>
  /^mobile-(?!news|information|content)/.test(route.name),
).map((route) => ({
  path: route.path as RoutePath,
  load: () => import('./screens').then((module) => module.SCREENS[route.name]),
}))

export default routes
