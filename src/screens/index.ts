/**
 * The console's screens, found from the route catalogue (issue 39; architecture.md: Routing):
 * adding a screen is its catalogue entry and its file, no route table. A page's screen is
 * - a flow screen's page (the entry's `flow`): its list or sub-page of the `defineFlowScreen` named
 *   after the page in camel case in `src/screens/<area>/screens.ts` (`accessAudit.examine`);
 * - else the default export of `src/screens/<area>/<page>.screen.tsx` (./screen-files.ts), loaded
 *   on its own or, in the areas of CHUNKS, through the area's chunk;
 * - else, for a dashboard page, its description (`src/core/domain/dashboards/<page>.ts`) drawn
 *   by ./dashboard-screen.ts, each description a chunk of its own.
 * An entry of another area's page name shows that page's screen: section 2's
 * /station-assessment/equipment-operator-feedback is /feedback's 反馈处理.
 */
import { type DashboardName, ROUTES, type RouteEntry, type RoutePath } from '../core/domain/routes'
import type { FlowScreen } from '../ui/flow/types'
import {
  type AreaRoute,
  type ScreenComponent,
  type ScreenLoad,
  type ScreenLoader,
  type ScreenModule,
  screenIn,
} from '../ui/screen'
import { byPage } from './screen-files'

type Chunk = () => Promise<{ SCREENS: Readonly<Record<string, ScreenComponent | ScreenLoader>> }>

// One chunk function for every page of a chunk: a chunk recovered under a fresh URL is then one module.
const supervision: Chunk = () => import('./supervision-pages')

/**
 * Areas whose screens load through one chunk of the area, each a chunk of loaders or of the
 * screens themselves (mobile-management: one chunk for its twelve small screens), so that the
 * shell's eager code holds one dynamic import for the area, not one a screen.
 */
const CHUNKS: Readonly<Record<string, Chunk>> = {
  'mobile-management': () => import('./mobile-management/mobile-screens'),
  'operation-supervision': supervision,
  'operate-supervision': supervision,
  'report-statistics': supervision,
}

/** Screens each in a chunk of its own, by page name (the areas of CHUNKS glob their own). */
const OWN = byPage(
  import.meta.glob<ScreenModule>([
    './*/**/*.screen.{ts,tsx}',
    '!./{mobile-management,operation-supervision,operate-supervision,report-statistics}/**',
  ]),
)

/** Each area's flow screens (`defineFlowScreen`), by area. */
const FLOWS = import.meta.glob<Record<string, FlowScreen | undefined>>('./*/screens.ts')

/** A dashboard page's screen: its description's, through the chunk that draws them (./dashboard-screen.ts). */
const dashboardOf = (page: DashboardName): ScreenLoad =>
  screenIn(
    () => import('./dashboard-screen'),
    (chunk) => chunk.dashboardLoad(page),
  )

const camelCase = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())

/** How a catalogue entry's screen loads, if it has one. */
function loadOf({ area, name, flow, dashboard }: RouteEntry): ScreenLoad | undefined {
  if (flow) {
    const chunk = FLOWS[`./${area}/screens.ts`]
    return chunk && screenIn(chunk, (screens) => screens[camelCase(name)]?.[flow])
  }
  const chunk = CHUNKS[area]
  if (chunk) return screenIn(chunk, (screens) => screens.SCREENS[name])
  return OWN[name] ?? (dashboard ? dashboardOf(name as DashboardName) : undefined)
}

/** The screens the console can show, by catalogue path (the shell's pages are src/shell/routes.ts). */
export const AREA_ROUTES: readonly AreaRoute[] = ROUTES.flatMap((route) => {
  const load = route.area === 'bare' || route.area === 'general' ? undefined : loadOf(route)
  return load ? [{ path: route.path as RoutePath, load }] : []
})
