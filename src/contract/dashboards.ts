/**
 * Every dashboard's statistics call (api.md: Statistics for dashboards), one per page of
 * `DASHBOARD_PAGES`: `GET /<area>/<page>/stats`, its area and summary the route catalogue's
 * (the page's menu title). The server answers each page with its aggregate
 * (server/src/stats/routes.ts, keyed by the same pages). Framework-free: zod, ./define and the
 * catalogue only.
 */
import { z } from 'zod'
import { ROUTES } from '../core/domain/routes'
import { statsCall, statsQuery } from './stats'

/** The carbon factors (domain.md: Indicators), settings shown on the screen. */
export const carbonQuery = statsQuery.extend({
  /** EV consumption, kWh per 100 km. */
  evConsumption: z.coerce.number().min(5).max(50).optional(),
  /** Petrol use of the replaced car, L per 100 km. */
  petrolUse: z.coerce.number().min(2).max(30).optional(),
  /** Grid emission factor, kg CO2 per kWh. */
  gridFactor: z.coerce.number().min(0).max(2).optional(),
})

/** The dashboards' pages (the catalogue's names), in the order the server registers them. */
export const DASHBOARD_PAGES = [
  'elec-charging-facility-statistics',
  'charging-facility-utilization',
  'carbon-analysis',
  'analysis-exchange-operation',
  'over-all-data',
  'elec-charging-message-statistics',
  'charging-station-statistic',
  'charging-equip-statistics',
  'analysis-of-battery-replacement',
  'trouble-statistics',
] as const

/** A dashboard's page. */
export type DashboardPage = (typeof DASHBOARD_PAGES)[number]

/** The pages whose query takes more than the period, area and operator. */
const QUERIES = { 'carbon-analysis': carbonQuery } as const

/** A dashboard's stats call. */
export type DashboardCall<P extends DashboardPage = DashboardPage> = P extends keyof typeof QUERIES
  ? ReturnType<typeof statsCall<(typeof QUERIES)[P]>>
  : ReturnType<typeof statsCall>

function dashboardCall(page: DashboardPage) {
  const route = ROUTES.find((entry) => entry.name === page)
  if (!route) throw new Error(`${page}: not in the route catalogue`)
  return statsCall(route.area, page, route.title, (QUERIES as Partial<Record<string, z.ZodType>>)[page])
}

/** Every dashboard's call by its page. */
export const DASHBOARD_CALLS = Object.fromEntries(
  DASHBOARD_PAGES.map((page) => [page, dashboardCall(page)]),
) as { [P in DashboardPage]: DashboardCall<P> }

/** Every dashboard call, keyed for the contract. */
export const DASHBOARDS_CONTRACT = Object.fromEntries(
  DASHBOARD_PAGES.map((page) => [`dashboards.${page}`, DASHBOARD_CALLS[page]]),
)
