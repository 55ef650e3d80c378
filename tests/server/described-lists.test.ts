/**
 * Issue 39: a list and a dashboard are registered from their declarations. Every description
 * (src/contract/lists/<area>/<name>.ts, gathered by a glob) is served under its title, a flow
 * list as the flow screen of the page it names, and one
 * that names its table (`serve`) needs no ResourceDef: the server builds it from the
 * description. Every page of src/contract/dashboards.ts is served by its aggregate, with the
 * catalogue's area and title and its page's view permission.
 */
import { OpenAPIHono } from '@hono/zod-openapi'
import { describe, expect, it } from 'vitest'
import { ROUTE_MODULES } from '../../server/src/app'
import type { RouteInfo } from '../../server/src/http/route-spec'
import { createRouter } from '../../server/src/http/router'
import { defaultConfig } from '../../server/src/kernel/config'
import { RESOURCES } from '../../server/src/resources'
import { describedDef, describedResources } from '../../server/src/resources/described'
import { DASHBOARD_CALLS, DASHBOARD_PAGES } from '../../src/contract/dashboards'
import { APP_ORDERS } from '../../src/contract/lists/mobile-management/orders'
import { ALL_LISTS, isFlowList, TITLES } from '../../src/contract/lists/titles'
import { ROUTES } from '../../src/core/domain/routes'

function declaredRoutes(): RouteInfo[] {
  const router = createRouter(new OpenAPIHono(), {
    db: { getExecutor: () => ({ adapter: {} }) } as never,
    dialect: 'sqlite',
    config: defaultConfig('/nonexistent-described-lists-test'),
  })
  for (const register of ROUTE_MODULES) register(router)
  return router.routes
}

describe('lists registered from their descriptions', () => {
  const routes = declaredRoutes()

  it('serves every described list under its title, and only those', () => {
    const wrong = ALL_LISTS.flatMap((list) => {
      const def = RESOURCES.get(list.resource)
      if (!def) return [`${list.resource}: not served`]
      return def.title === list.title ? [] : [`${list.resource}: ${def.title} ≠ ${list.title}`]
    })
    expect(wrong).toEqual([])
    expect([...RESOURCES.keys()].sort()).toEqual(Object.keys(TITLES).sort())
    expect(routes.length).toBeGreaterThan(100)
  })

  it('serves every flow list as the flow screen of the page its description names', () => {
    const wrong = ALL_LISTS.filter(isFlowList).flatMap((list) => {
      const route = routes.find(
        (candidate) => candidate.method === 'get' && candidate.path.endsWith(`/${list.resource}`),
      )
      const permission = JSON.stringify(route?.access)
      return permission === JSON.stringify({ permission: `${list.page}/view` })
        ? []
        : [`${list.resource}: ${permission}`]
    })
    expect(wrong).toEqual([])
    expect(ALL_LISTS.filter(isFlowList).length).toBeGreaterThan(0)
  })

  it('builds a list that names its table from the description alone', () => {
    const def = RESOURCES.get(APP_ORDERS.resource)
    const serve = APP_ORDERS.serve
    expect(serve).toBeDefined()
    expect(def).toMatchObject({ page: serve?.page, table: serve?.table, defaultSort: serve?.defaultSort })
    expect(def?.window).toEqual(serve?.window)
    // The described export widths, and the station's and operator's names looked up.
    expect(def?.fields.find((field) => field.name === 'startChargeSeq')?.width).toBe(30)
    expect(def?.fields.find((field) => field.name === 'operatorId')?.width).toBe(12)
    expect(def?.lookups?.map((lookup) => [lookup.name, lookup.label])).toEqual([
      ['stationName', '充电站名称'],
      ['operatorName', '运营商'],
    ])
    expect(routes.some((route) => route.path.endsWith('/mobile-management/orders'))).toBe(true)
  })

  it('lets an area add to a description, and refuses a ResourceDef without one', () => {
    const own = describedDef(APP_ORDERS, { stored: { appUserId: { list: false } } })
    expect(own.fields.find((field) => field.name === 'appUserId')?.list).toBe(false)
    expect(describedResources([APP_ORDERS], [own])).toEqual([own])
    expect(() => describedResources([], [own])).toThrow(/no description/)
  })
})

describe('dashboards registered from their pages', () => {
  const routes = declaredRoutes()

  it('serves every page with the catalogue’s area and title and the page’s view permission', () => {
    const wrong = DASHBOARD_PAGES.flatMap((page) => {
      const entry = ROUTES.find((route) => route.name === page)
      const call = DASHBOARD_CALLS[page]
      const route = routes.find((candidate) => candidate.call === call)
      if (!entry || !route) return [`${page}: not in the catalogue or not served`]
      const problems = [
        call.path === `/${entry.area}/${page}/stats` ? '' : `${page}: path ${call.path}`,
        call.summary === entry.title ? '' : `${page}: summary ${call.summary} ≠ ${entry.title}`,
        JSON.stringify(route.access) === JSON.stringify({ permission: `${page}/view` })
          ? ''
          : `${page}: access`,
      ]
      return problems.filter(Boolean)
    })
    expect(wrong).toEqual([])
  })
})
