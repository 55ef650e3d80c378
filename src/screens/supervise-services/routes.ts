/**
 * The supervise-services area's route table (issue 17): the subsidy flow screens with their
 * detail and examine sub-pages, publicity, disbursement, fees and the supervision list, all behind one lazy module (pages.ts) so
 * the eager table stays a list of paths.
 */
import { type AreaRoute, screenIn } from '../../ui/screen'

const PATHS = [
  'supervise-apply',
  'supervise-apply-detail/:applyId',
  'supervise-audit',
  'supervise-audit-detail/:applyId',
  'supervise-audit-examine/:applyId',
  'supervise-publicy',
  'supervise-subsidy',
  'supervise-fee',
  'supervise-list',
] as const

// One chunk function for every page: a chunk recovered under a fresh URL is then one module.
const chunk = () => import('./pages')

// `as const`: each path is a literal the catalogue's type checks (a path it lacks does not compile).
const routes: AreaRoute[] = PATHS.map((path) => ({
  path: `/supervise-services/${path}` as const,
  load: screenIn(chunk, (pages) => pages.PAGES[path]),
}))

export default routes
