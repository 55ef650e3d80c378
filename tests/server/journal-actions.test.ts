/**
 * Issue 24, point 1 (one vocabulary): every action the server writes to the journal has its
 * Chinese label in src/contract/journal-actions.ts, which the journal's table, filter and
 * export show; a new route with a journal name of its own, and no label, fails here.
 */
import { OpenAPIHono } from '@hono/zod-openapi'
import { describe, expect, it } from 'vitest'
import { ROUTE_MODULES } from '../../server/src/app'
import { createRouter } from '../../server/src/http/router'
import { defaultConfig } from '../../server/src/kernel/config'
import { JOURNAL_ACTIONS } from '../../src/contract/journal-actions'

function changingRoutes() {
  const db = { getExecutor: () => ({ adapter: {} }) }
  const router = createRouter(new OpenAPIHono(), {
    db: db as never,
    dialect: 'sqlite',
    config: defaultConfig('/nonexistent-journal-actions-test'),
  })
  for (const register of ROUTE_MODULES) register(router)
  return router.routes.filter((route) => route.changes)
}

describe('the journal vocabulary', () => {
  const routes = changingRoutes()
  const labelled = new Set(JOURNAL_ACTIONS.map((option) => option.value))

  it('labels every action a route writes', () => {
    expect(routes.length).toBeGreaterThan(100)
    const unlabelled = routes
      .map((route) => route.action)
      .filter((action) => action === undefined || !labelled.has(action))
    expect(unlabelled).toEqual([])
  })

  it('names every action once', () => {
    expect(labelled.size).toBe(JOURNAL_ACTIONS.length)
  })

  it('holds no action nothing writes (the account lock and the verification limit are written by their calls themselves)', () => {
    const written = new Set([...routes.map((route) => route.action), 'session.lock', 'document.verify.limit'])
    expect([...labelled].filter((action) => !written.has(action))).toEqual([])
  })
})
