/**
 * Issue 24, point 1: one API contract. Every route the server serves takes its entry of the
 * contract (src/contract, `...routeOf(call)`), and every entry of the contract is served: a route
 * without an entry, an entry without a route, or a route whose path or method differs from its
 * entry's fails here. The routes are read from a router built the way the app builds it.
 */
import { OpenAPIHono } from '@hono/zod-openapi'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ROUTE_MODULES } from '../../server/src/app'
import { handleError } from '../../server/src/http/envelope'
import type { RouteInfo } from '../../server/src/http/route-spec'
import { createRouter } from '../../server/src/http/router'
import { defaultConfig } from '../../server/src/kernel/config'
import { RESOURCES } from '../../server/src/resources'
import { CONTRACT } from '../../src/contract'
import type { Call } from '../../src/contract/define'
import { resourceCalls } from '../../src/contract/resources'

/** The declared routes; registering touches no table (only the dialect is asked). */
function declaredRoutes(): RouteInfo[] {
  const db = { getExecutor: () => ({ adapter: {} }) }
  const router = createRouter(new OpenAPIHono(), {
    db: db as never,
    dialect: 'sqlite',
    config: defaultConfig('/nonexistent-contract-test'),
  })
  for (const register of ROUTE_MODULES) register(router)
  return router.routes
}

const signature = (call: { method: string; path: string }) => `${call.method.toUpperCase()} ${call.path}`

describe('the API contract', () => {
  const routes = declaredRoutes()
  const entries = Object.entries(CONTRACT)

  it('has one entry per call', () => {
    const seen = new Map<string, string>()
    const twice: string[] = []
    for (const [name, call] of entries) {
      const key = signature(call)
      if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${name}`)
      seen.set(key, name)
    }
    expect(twice).toEqual([])
  })

  it('covers every route of the server, and each route takes its entry', () => {
    const calls = new Set<Call>(Object.values(CONTRACT))
    const problems = routes.flatMap((route) => {
      if (!route.call) return [`${signature(route)}: no contract entry (use ...routeOf(call))`]
      if (!calls.has(route.call)) return [`${signature(route)}: its entry is not registered in CONTRACT`]
      if (signature(route.call) !== signature(route))
        return [`${signature(route)}: its entry says ${signature(route.call)}`]
      return []
    })
    expect(problems).toEqual([])
    expect(routes.length).toBeGreaterThan(100)
  })

  it('has a route for every entry', () => {
    const served = new Set(routes.map(signature))
    const unserved = entries.filter(([, call]) => !served.has(signature(call))).map(([name]) => name)
    expect(unserved).toEqual([])
  })

  it("names each list resource as the server's description does", () => {
    const differ = [...RESOURCES].flatMap(([key, def]) => {
      const summary = resourceCalls(key)?.list.summary
      return summary === `${def.title}列表` ? [] : [`${key}: ${summary} ≠ ${def.title}列表`]
    })
    expect(RESOURCES.size).toBeGreaterThan(20)
    expect(differ).toEqual([])
  })
})

describe('answers held to the contract (config.checkResponses)', () => {
  /** An app with one public route whose handler answers `data`. */
  function appAnswering(data: unknown, checkResponses: boolean) {
    const app = new OpenAPIHono()
    app.onError(handleError)
    const router = createRouter(app as never, {
      db: { getExecutor: () => ({ adapter: {} }) } as never,
      dialect: 'sqlite',
      config: { ...defaultConfig('/nonexistent-contract-test'), checkResponses },
    })
    router.route({
      method: 'get',
      path: '/probe',
      summary: 'probe',
      tag: 'test',
      access: 'public',
      response: z.object({ name: z.string(), count: z.number() }),
      handler: async () => data,
    })
    return app
  }

  it('answers a handler that drifted from its schema with 500, naming the field, when on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const drifted = await appAnswering({ name: 'x', count: '1' }, true).request('/probe')
      const body = await drifted.json()
      expect(body.code, JSON.stringify(body)).toBe(500)
      expect(String(logged.mock.calls[0]?.[0])).toContain('GET /probe does not match its contract: count:')
      const fine = await appAnswering({ name: 'x', count: 1 }, true).request('/probe')
      const fineBody = await fine.json()
      expect(fineBody.data, JSON.stringify(fineBody)).toEqual({ name: 'x', count: 1 })
      // Off (npm start): the answer goes out as the handler made it.
      const unchecked = await appAnswering({ name: 'x', count: '1' }, false).request('/probe')
      expect((await unchecked.json()).data).toEqual({ name: 'x', count: '1' })
    } finally {
      logged.mockRestore()
    }
  })
})
