/**
 * Issue 39: a dashboard is its description (src/core/domain/dashboards/<page>.ts) and the server's
 * aggregate. Each description places its page in the catalogue and says what its charts show, as
 * plain data in two exports, `route` and `dashboard`: the catalogue takes `route` alone and the
 * screen loads `dashboard` lazily (src/screens/index.ts), so the charts stay out of the first
 * screen's chunk. Each catalogue dashboard has its description, named after its page, and each
 * drill leads to a list page of the catalogue.
 */
import { describe, expect, it } from 'vitest'
import type { DashboardDescription, DashboardRoute } from '../../../src/core/domain/dashboard-kit'
import { ROUTES } from '../../../src/core/domain/routes'

const MODULES = import.meta.glob<Record<string, unknown>>('../../../src/core/domain/dashboards/*.ts', {
  eager: true,
})
const pageOf = (file: string) => file.replace(/^.*\/|\.ts$/g, '')

describe('the dashboards’ descriptions', () => {
  const dashboards = ROUTES.filter((route) => route.dashboard)

  it('are one a catalogue dashboard, named after its page, with a route and a dashboard only', () => {
    expect(Object.keys(MODULES).map(pageOf).sort()).toEqual(dashboards.map((route) => route.name).sort())
    for (const [file, module] of Object.entries(MODULES)) {
      expect(Object.keys(module).sort(), file).toEqual(['dashboard', 'route'])
      expect((module.route as { page: string }).page, file).toBe(pageOf(file))
    }
  })

  it('follow each a page of their own, so that the menu’s order does not depend on the files', () => {
    const anchors = Object.values(MODULES).map(({ route }) => {
      const { area, after } = route as DashboardRoute
      return `${area}: ${after}`
    })
    expect(anchors.filter((anchor, index) => anchors.indexOf(anchor) !== index)).toEqual([])
  })

  it('drill into list pages of the catalogue, and name each chart once', () => {
    const lists = new Set(
      ROUTES.filter((route) => !route.dashboard && !route.parent).map((route) => route.path),
    )
    for (const [file, module] of Object.entries(MODULES)) {
      const { charts } = module.dashboard as DashboardDescription
      expect(new Set(charts.map((chart) => chart.key)).size, file).toBe(charts.length)
      for (const chart of charts)
        if (chart.drill) expect(lists, `${file} ${chart.key}`).toContain(chart.drill.to)
    }
  })
})
