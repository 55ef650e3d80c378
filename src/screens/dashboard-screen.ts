/**
 * A dashboard page's screen from its description (src/core/domain/dashboards/<page>.ts, issue 39):
 * `defineDashboard` over the page's statistics call (`DASHBOARD_CALLS`, made from its catalogue
 * entry) with the description's filters, note and charts, each chart's drill made the link to
 * its route filtered by the row's code. Loaded with the first dashboard shown (./index.ts), so
 * neither the contract's calls, nor the charts, nor where each description's chunk is weigh on
 * the first screen.
 */
import type { ComponentType } from 'react'
import { DASHBOARD_CALLS, type DashboardPage } from '../contract/dashboards'
import type { DashboardDescription } from '../core/domain/dashboard-kit'
import { drillLink } from '../ui/chart/spec'
import { defineDashboard } from '../ui/dashboard/defineDashboard'
import { type ScreenLoader, type ScreenProps, screenIn } from '../ui/screen'

/**
 * The descriptions, by file, each a chunk of its own. Under a query of their own: the catalogue
 * imports their `route` eagerly (src/core/domain/routes.ts), and the same module imported
 * lazily would stay in the catalogue's chunk, charts and all.
 */
const DESCRIPTIONS = import.meta.glob<{ dashboard: DashboardDescription }>('../core/domain/dashboards/*.ts', {
  query: '?charts',
})

/** The screen of a dashboard page's description. */
export function dashboardScreen(
  page: DashboardPage,
  { charts, ...description }: DashboardDescription,
): ComponentType<ScreenProps> {
  return defineDashboard({
    ...description,
    call: DASHBOARD_CALLS[page],
    charts: charts.map(({ drill, ...chart }) => (drill ? { ...chart, drill: drillLink(drill) } : chart)),
  })
}

/** How a dashboard page's screen loads: its description's chunk, drawn here. */
export const dashboardLoad = (page: DashboardPage): ScreenLoader =>
  screenIn(DESCRIPTIONS[`../core/domain/dashboards/${page}.ts`], ({ dashboard }) =>
    dashboardScreen(page, dashboard),
  )
