/**
 * The dashboards' stats routes (api.md: Statistics for dashboards): each checks its page's view
 * permission, resolves the period and the caller's data scope, and answers from the aggregates.
 */
import './tables'

import type { Call } from '../../../src/contract/define'
import { routeOf } from '../../../src/contract/define'
import {
  batteryReplacementStats as batteryCall,
  carbonStats as carbonCall,
  equipStatistic as equipCall,
  facilityStats as facilityCall,
  messageStats as messageCall,
  stationStatistic as stationCall,
  swapOperationStats as swapCall,
  utilizationStats as utilizationCall,
} from '../../../src/contract/operating-services'
import { troubleStats as troubleCall } from '../../../src/contract/ops-services'
import { overAllStats as overAllCall } from '../../../src/contract/universal-dashboards'
import type { Principal } from '../auth/permissions'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { troubleStats } from './alarms'
import { equipStatistic, stationStatistic } from './details'
import { facilityStats } from './facilities'
import { type StatsFilter, type StatsQuery, statsFilter } from './filters'
import { messageStats } from './messages'
import { overAllStats } from './overall'
import { batteryReplacementStats } from './swaps'
import { CARBON_DEFAULTS, carbonStats, swapOperationStats, utilizationStats } from './usage'

type Answer = { totals: unknown[]; groups: Record<string, unknown[]> }

/** Register one stats route: `answer` gets the resolved filter and the raw query. */
function statsRoute<Q extends StatsQuery>(
  router: Router,
  call: Call,
  page: string,
  answer: (db: Db, filter: StatsFilter, query: Q) => Promise<Answer>,
): void {
  router.route({
    ...routeOf(call),
    tag: 'dashboards',
    access: { permission: `${page}/view` },
    handler: async ({ db, query, principal }: { db: Db; query: unknown; principal: Principal }) => {
      const filter = statsFilter(query as Q, principal, router.deps.dialect === 'postgres')
      const { start, end, granularity } = filter.period
      return { from: start, to: end, granularity, ...(await answer(db, filter, query as Q)) }
    },
  })
}

/** Register every stats route of the dashboards. */
export function statsRoutes(router: Router): void {
  statsRoute(router, facilityCall, 'elec-charging-facility-statistics', facilityStats)
  statsRoute(router, utilizationCall, 'charging-facility-utilization', utilizationStats)
  statsRoute(
    router,
    carbonCall,
    'carbon-analysis',
    (db, filter, query: StatsQuery & Partial<typeof CARBON_DEFAULTS>) =>
      carbonStats(db, filter, {
        evConsumption: query.evConsumption ?? CARBON_DEFAULTS.evConsumption,
        petrolUse: query.petrolUse ?? CARBON_DEFAULTS.petrolUse,
        gridFactor: query.gridFactor ?? CARBON_DEFAULTS.gridFactor,
      }),
  )
  statsRoute(router, swapCall, 'analysis-exchange-operation', swapOperationStats)
  statsRoute(router, overAllCall, 'over-all-data', overAllStats)
  statsRoute(router, messageCall, 'elec-charging-message-statistics', messageStats)
  statsRoute(router, stationCall, 'charging-station-statistic', stationStatistic)
  statsRoute(router, equipCall, 'charging-equip-statistics', equipStatistic)
  statsRoute(router, batteryCall, 'analysis-of-battery-replacement', batteryReplacementStats)
  statsRoute(router, troubleCall, 'trouble-statistics', (db, filter) => troubleStats(db, filter))
}
