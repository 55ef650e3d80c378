/**
 * The area's pages by route path (loaded lazily by routes.ts), each a loader of the page's own
 * code, which loads on demand (and is retried on its own: src/shell/router/loadScreen.ts).
 */
import { type ScreenLoader, type ScreenModule, screenIn } from '../../ui/screen'

const screens = () => import('./screens')
const flow = (screen: 'superviseApply' | 'superviseAudit', page: 'list' | 'detail' | 'examine') =>
  screenIn(screens, (module) => module[screen][page])

/** A page whose chunk is its own, the screen its default export. */
const own = (chunk: () => Promise<ScreenModule>) => screenIn(chunk, (module) => module.default)

export const PAGES: Readonly<Record<string, ScreenLoader>> = {
  'supervise-apply': flow('superviseApply', 'list'),
  'supervise-apply-detail/:applyId': flow('superviseApply', 'detail'),
  'supervise-audit': flow('superviseAudit', 'list'),
  'supervise-audit-detail/:applyId': flow('superviseAudit', 'detail'),
  'supervise-audit-examine/:applyId': flow('superviseAudit', 'examine'),
  'supervise-publicy': own(() => import('./supervise-publicy')),
  'supervise-subsidy': own(() => import('./supervise-subsidy')),
  'supervise-fee': own(() => import('./supervise-fee')),
  'supervise-list': own(() => import('./supervise-list')),
}
