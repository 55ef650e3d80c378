/**
 * The operating-services area's route table (architecture.md: Routing): each dashboard's lazily
 * loaded screen. ECharts loads with a dashboard's first chart, never with a list.
 */
import type { AreaRoute } from '../../ui/screen'

const AREA = '/operating-services'

const routes: AreaRoute[] = [
  {
    path: `${AREA}/power-monitoring/elec-charging-facility-statistics`,
    load: () => import('./elec-charging-facility-statistics'),
  },
  {
    path: `${AREA}/operating-information/charging-facility-utilization`,
    load: () => import('./charging-facility-utilization'),
  },
  { path: `${AREA}/operating-information/charging-status`, load: () => import('./charging-status') },
  { path: `${AREA}/analysis-exchange-operation`, load: () => import('./analysis-exchange-operation') },
  { path: `${AREA}/carbon-analysis`, load: () => import('./carbon-analysis') },
  {
    path: `${AREA}/power-monitoring/elec-charging-message-statistics`,
    load: () => import('./elec-charging-message-statistics'),
  },
  {
    path: `${AREA}/operating-information/charging-station-statistic`,
    load: () => import('./charging-station-statistic'),
  },
  {
    path: `${AREA}/operating-information/charging-equip-statistics`,
    load: () => import('./charging-equip-statistics'),
  },
  {
    path: `${AREA}/analysis-of-battery-replacement`,
    load: () => import('./analysis-of-battery-replacement'),
  },
  {
    path: `${AREA}/operating-information/charging-devices`,
    load: () => import('./charging-devices'),
  },
  {
    path: `${AREA}/monitoring-power-exchange-stations`,
    load: () => import('./monitoring-power-exchange-stations'),
  },
]

export default routes
