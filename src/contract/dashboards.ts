/**
 * Every dashboard's statistics call (api.md: Statistics for dashboards), one per catalogue entry
 * marked as a dashboard (src/core/domain/routes.ts, from the dashboards' descriptions): `GET
 * /<area>/<page>/stats`, its area and summary the entry's (the page's menu title). The server answers each page with its aggregate
 * (server/src/stats/routes.ts, keyed by the same pages). Framework-free: zod, ./define and the
 * catalogue only.
 */
import { z } from 'zod'
import { type DashboardName, ROUTES } from '../core/domain/routes'
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

/** A dashboard's page: a description's page (src/core/domain/dashboards/<page>.ts). */
export type DashboardPage = DashboardName

/** The catalogue's dashboards, in its order (the order the server registers them). */
const DASHBOARD_ROUTES = ROUTES.filter((route) => route.dashboard)

/** The dashboards' pages: `DashboardPage`'s names, from the catalogue's dashboard entries. */
export const DASHBOARD_PAGES = DASHBOARD_ROUTES.map((route) => route.name as DashboardPage)

/** The pages whose query takes more than the period, area and operator. */
const QUERIES = { 'carbon-analysis': carbonQuery } as const satisfies Partial<
  Record<DashboardPage, z.ZodType>
>

/** A dashboard's stats call. */
export type DashboardCall<P extends DashboardPage = DashboardPage> = P extends keyof typeof QUERIES
  ? ReturnType<typeof statsCall<(typeof QUERIES)[P]>>
  : ReturnType<typeof statsCall>

const query = (page: string) => (QUERIES as Partial<Record<string, z.ZodType>>)[page]

/** Every dashboard's call by its page. */
export const DASHBOARD_CALLS = Object.fromEntries(
  DASHBOARD_ROUTES.map(({ area, name, title }) => [name, statsCall(area, name, title, query(name))]),
) as { [P in DashboardPage]: DashboardCall<P> }

/** Every dashboard call, keyed for the contract. */
export const DASHBOARDS_CONTRACT = Object.fromEntries(
  DASHBOARD_PAGES.map((page) => [`dashboards.${page}`, DASHBOARD_CALLS[page]]),
)
