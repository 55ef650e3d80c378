/**
 * `<ev-bigscreen>` (issue 44 part 2): the supervision centre's wall display for the signed-in
 * user's area, within their data scope (decisions: Wall display). Attributes: `api-base` (default
 * /api), `theme` (dark unless given), `primary-color`, `grey`, `locale`, `ticker-size` (the alarms
 * the ticker shows, at most 10). It uses the page's session (signed in at the console of the same
 * origin, or a long token handed over with `setToken()`); without one it says so and emits
 * `ev-session-expired`, as the other elements do. It needs 实时数据's permission; the ticker reads
 * 故障监测's alarms when the user has them. Only the class is in the bundle's core: its React side
 * and the display load apart (bigscreen-root.tsx), fetched when an element is first connected.
 */
import { preloadable } from '../ui/preloadable'
import { createElementClass } from './element-class'
import { withSetToken } from './ev-area'

const Root = preloadable(() => import('./bigscreen-root').then((module) => module.BigScreenElement))

/** The `<ev-bigscreen>` custom element class (with `setToken()`, as the area elements). */
export const EvBigScreenElement = withSetToken(
  createElementClass(
    Root,
    {
      apiBase: 'string',
      locale: 'string',
      theme: 'string',
      primaryColor: 'string',
      grey: 'string',
      tickerSize: 'number',
    },
    {},
    Root.prefetch,
  ),
)
