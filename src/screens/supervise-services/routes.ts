/**
 * The supervise-services area's route table (issue 17): the subsidy flow screens with their
 * detail and examine sub-pages, publicity, disbursement and fees. supervise-list is not built yet
 * and stays on the shell's not-available page.
 */
import type { ComponentType } from 'react'
import type { FlowScreen } from '../../ui/flow/defineFlowScreen'
import type { AreaRoute, ScreenProps } from '../../ui/screen'

const AREA = '/supervise-services'

type Screens = typeof import('./screens')

const flowPage =
  (screen: keyof Screens, page: keyof FlowScreen) => (): Promise<{ default: ComponentType<ScreenProps> }> =>
    import('./screens').then((module) => ({ default: module[screen][page] }))

const routes: AreaRoute[] = [
  { path: `${AREA}/supervise-apply`, load: flowPage('superviseApply', 'list') },
  { path: `${AREA}/supervise-apply-detail/:applyId`, load: flowPage('superviseApply', 'detail') },
  { path: `${AREA}/supervise-audit`, load: flowPage('superviseAudit', 'list') },
  { path: `${AREA}/supervise-audit-detail/:applyId`, load: flowPage('superviseAudit', 'detail') },
  { path: `${AREA}/supervise-audit-examine/:applyId`, load: flowPage('superviseAudit', 'examine') },
  { path: `${AREA}/supervise-publicy`, load: () => import('./supervise-publicy') },
  { path: `${AREA}/supervise-subsidy`, load: () => import('./supervise-subsidy') },
  { path: `${AREA}/supervise-fee`, load: () => import('./supervise-fee') },
]

export default routes
