/**
 * The universal-services area's route table (architecture.md: Routing): the catalogue's list
 * pages and their detail, examine and edit sub-pages. real-time-data and over-all-data (the
 * dashboards) are added by their own issue.
 */
import type { FlowScreen } from '../../ui/flow/types'
import { type AreaRoute, screenIn } from '../../ui/screen'

const AREA = '/universal-services'

type Screens = typeof import('./screens')

// One chunk function for every page: a chunk recovered under a fresh URL is then one module.
const chunk = () => import('./screens')

/** A loader of one page of a flow screen, picked from the area's chunk. */
const flowPage = (screen: keyof Screens, page: keyof FlowScreen) =>
  screenIn(chunk, (screens) => screens[screen][page])

const routes: AreaRoute[] = [
  { path: `${AREA}/operator-info`, load: () => import('./operator-info') },
  { path: `${AREA}/certification-management`, load: flowPage('certificationManagement', 'list') },
  {
    path: `${AREA}/certification-management-detail/:applyId`,
    load: flowPage('certificationManagement', 'detail'),
  },
  { path: `${AREA}/access-audit`, load: flowPage('accessAudit', 'list') },
  { path: `${AREA}/access-audit-detail/:applyId`, load: flowPage('accessAudit', 'detail') },
  { path: `${AREA}/access-audit-examine/:applyId`, load: flowPage('accessAudit', 'examine') },
  { path: `${AREA}/enterprise-apply`, load: flowPage('enterpriseApply', 'list') },
  { path: `${AREA}/enterprise-apply-detail/:applyId`, load: flowPage('enterpriseApply', 'detail') },
  { path: `${AREA}/enterprise-record`, load: flowPage('enterpriseRecord', 'list') },
  { path: `${AREA}/enterprise-record-detail/:applyId`, load: flowPage('enterpriseRecord', 'detail') },
  { path: `${AREA}/enterprise-record-examine/:applyId`, load: flowPage('enterpriseRecord', 'examine') },
  { path: `${AREA}/accessproof-apply`, load: flowPage('accessproofApply', 'list') },
  {
    path: `${AREA}/accessproof-apply-detail/:applyId/:operatorId`,
    load: flowPage('accessproofApply', 'detail'),
  },
  { path: `${AREA}/accessproof-record`, load: flowPage('accessproofRecord', 'list') },
  {
    path: `${AREA}/accessproof-record-detail/:applyId/:type/:operatorId`,
    load: flowPage('accessproofRecord', 'detail'),
  },
  {
    path: `${AREA}/accessproof-record-examine/:applyId/:type/:operatorId`,
    load: flowPage('accessproofRecord', 'examine'),
  },
  {
    path: `${AREA}/accessproof-record-edit/:applyId/:operatorId`,
    load: flowPage('accessproofRecord', 'edit'),
  },
  { path: `${AREA}/accessproof-release`, load: flowPage('accessproofRelease', 'list') },
  {
    path: `${AREA}/accessproof-release-detail/:applyId/:operatorId`,
    load: flowPage('accessproofRelease', 'detail'),
  },
]

export default routes
