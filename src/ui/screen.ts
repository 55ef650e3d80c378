import type { ComponentType } from 'react'
import type { DataClient } from '../core/data'
import type { RouteEntry, RoutePath } from '../core/domain/routes'
import type { Field } from './fields/types'

/**
 * What the shell hands every screen (section 6: "Permitted actions and the map are passed to
 * each page").
 */
export interface ScreenProps {
  /** The screen's route-catalogue entry: path pattern, permission name, title, icon. */
  route: RouteEntry
  /** Values of the path's parameters, e.g. `{ applyId: '42' }`. */
  params: Record<string, string>
  /** Actions the user may take on this page (the second segments of its auths), e.g. `['view', 'export']`. */
  actions: readonly string[]
  /** The whole page → actions map of section 6 (page names without hyphens). */
  authMap: Readonly<Record<string, readonly string[]>>
}

/**
 * A screen component; `prefetch`, if given, asks for the screen's first data while the shell is
 * still loading (issue 14: the data request does not wait for the shell) — the screen's own
 * identical request then takes that answer (src/core/http: prefetch), and resolves once it is in.
 */
export type ScreenComponent = ComponentType<ScreenProps> & {
  prefetch?: (data: DataClient, search: string) => Promise<unknown> | undefined
  /** A list screen's resource and every field it shows or filters by (held to the list's description by tests/server/lists-agree.test.ts). */
  listFields?: { resource: string; fields: readonly Field[] }
}

/** A lazily loaded screen module: its default export renders the screen. */
export interface ScreenModule {
  default: ScreenComponent
}

/**
 * A screen that is one export of a chunk holding several (an area's chunk): the chunk to import
 * and which export is the screen. A retry imports the chunk again under a fresh URL and picks
 * the screen from it again (section 2: the pending route is retried; src/shell/router/loadScreen.ts).
 * `pick` may name a further loader when the chunk only says where the screen's own code is.
 * Built with `screenIn`, which checks `pick` against the chunk's exports.
 */
export interface ScreenLoader {
  chunk: () => Promise<unknown>
  // A method, so a `pick` typed for one chunk (`screenIn`) is assignable.
  pick(chunk: unknown): ScreenComponent | ScreenLoader | undefined
}

/**
 * How a route loads its screen: the screen's own chunk, whose default export is the screen
 * (`() => import('./battery-file.screen')`), or a screen picked from a shared chunk (`screenIn`).
 */
export type ScreenLoad = (() => Promise<ScreenModule>) | ScreenLoader

/**
 * A screen picked out of a chunk.
 *
 * @example
 * screenIn(() => import('./screens'), (screens) => screens.SCREENS['mobile-user-management'])
 */
export const screenIn = <M>(
  chunk: () => Promise<M>,
  pick: (chunk: M) => ScreenComponent | ScreenLoader | undefined,
): ScreenLoader => ({ chunk, pick })

/**
 * One entry of a route table (the screens' from the catalogue: src/screens/index.ts; the shell's
 * pages: src/shell/routes.ts). Everything else about the route (name, title, icon, area) comes
 * from the catalogue in `src/core/domain/routes.ts`.
 */
export interface AreaRoute {
  /** Exactly the catalogue's `path` of the screen (another path does not compile). */
  path: RoutePath
  load: ScreenLoad
  /** `false` for pages the specification never keeps alive (section 1). */
  keepAlive?: false
}

/** The mark of a menu entry whose page this version has no screen for (菜单设置, 菜单管理). */
export const NO_SCREEN = '当前版本暂无页面'

let screenLookup: ((path: string) => boolean) | null = null

/**
 * Whether this version of the console has a screen for a console path (`/area/page`). Menus that
 * list pages (菜单设置, 菜单管理) mark the entries without one (issue 22, item 11). True for every
 * path until the shell has told which paths have screens (`setScreenLookup`).
 */
export function hasScreen(path: string): boolean {
  return screenLookup ? screenLookup(path) : true
}

/** The shell tells `hasScreen` its full route table's answer (src/shell/routes.ts). */
export function setScreenLookup(lookup: (path: string) => boolean): void {
  screenLookup = lookup
}
