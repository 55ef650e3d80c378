/** The report-statistics area's route table (issue 19): the monthly report, lazily loaded. */
import type { AreaRoute } from '../../ui/screen'

const routes: AreaRoute[] = [{ path: '/report-statistics/month-far', load: () => import('./month-far') }]

export default routes
