/**
 * The area's three screens keyed by route name, each a loader of the screen's own chunk: one
 * shared chunk put every supervision screen's code (dialogs, charts, tabs) before any one
 * screen's rows (budgets.md: bytes to the first screen).
 */
import { type ScreenLoader, type ScreenModule, screenIn } from '../../ui/screen'

const own = (chunk: () => Promise<ScreenModule>) => screenIn(chunk, (module) => module.default)

export const PAGES: Readonly<Record<string, ScreenLoader>> = {
  'management-by-objective': own(() => import('./management-by-objective')),
  'planning-analysis': own(() => import('./planning-analysis')),
  'mbo-examine': own(() => import('./mbo-examine')),
}
