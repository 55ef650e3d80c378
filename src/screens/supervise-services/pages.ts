/** The area's pages by route path (loaded lazily by routes.ts); each page's own code loads on demand. */
import type { ComponentType } from 'react'
import type { ScreenProps } from '../../ui/screen'

type Page = Promise<{ default: ComponentType<ScreenProps> }>

const flow = (screen: 'superviseApply' | 'superviseAudit', page: 'list' | 'detail' | 'examine'): Page =>
  import('./screens').then((module) => ({ default: module[screen][page] }))

const PAGES: Record<string, () => Page> = {
  'supervise-apply': () => flow('superviseApply', 'list'),
  'supervise-apply-detail/:applyId': () => flow('superviseApply', 'detail'),
  'supervise-audit': () => flow('superviseAudit', 'list'),
  'supervise-audit-detail/:applyId': () => flow('superviseAudit', 'detail'),
  'supervise-audit-examine/:applyId': () => flow('superviseAudit', 'examine'),
  'supervise-publicy': () => import('./supervise-publicy'),
  'supervise-subsidy': () => import('./supervise-subsidy'),
  'supervise-fee': () => import('./supervise-fee'),
  'supervise-list': () => import('./supervise-list'),
}

/** The page of a route path of routes.ts. */
export function pageOf(path: string): Page {
  return PAGES[path]()
}
