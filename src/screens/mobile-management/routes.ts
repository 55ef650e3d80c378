/**
 * The mobile-management area's route table (architecture.md: Routing): the catalogue's pages of
 * the area, each loading its screen from the area's one lazy chunk (the shell's first load grows
 * by as little as possible). 新闻管理, 资讯管理 and 内容管理 load the rich text editor (tiptap)
 * in a chunk of its own, only when an article is being written.
 */
import { MENU_ROUTES, type RoutePath } from '../../core/domain/routes'
import { type AreaRoute, screenIn } from '../../ui/screen'

// One chunk function for every page (a chunk recovered under a fresh URL is then one module);
// every page of the area is named mobile-….
const chunk = () => import('./mobile-screens')
const routes: AreaRoute[] = MENU_ROUTES.filter((route) => route.name.startsWith('mobile-')).map((route) => ({
  path: route.path as RoutePath,
  load: screenIn(chunk, (screens) => screens.SCREENS[route.name]),
}))

export default routes
