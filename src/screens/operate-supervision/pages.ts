/**
 * The area's six screens keyed by route name, each a loader of the screen's own chunk (the
 * route table imports this one small chunk; budgets.md: bytes to the first screen).
 */
import { type ScreenLoader, type ScreenModule, screenIn } from '../../ui/screen'

const own = (chunk: () => Promise<ScreenModule>) => screenIn(chunk, (module) => module.default)

export const PAGES: Readonly<Record<string, ScreenLoader>> = {
  'operator-rules': own(() => import('./operator-rules')),
  'station-rules': own(() => import('./station-rules')),
  'operator-enter': own(() => import('./operator-enter')),
  'station-enter': own(() => import('./station-enter')),
  'operator-result': own(() => import('./operator-result')),
  'station-result': own(() => import('./station-result')),
}
