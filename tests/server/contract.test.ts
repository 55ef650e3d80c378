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
import { openApiPath } from '../../server/src/http/openapi'
import type { RouteInfo } from '../../server/src/http/route-spec'
import { createRouter } from '../../server/src/http/router'
import { defaultConfig } from '../../server/src/kernel/config'
import { RESOURCES } from '../../server/src/resources'
import { CONTRACT } from '../../src/contract'
import type { Call } from '../../src/contract/define'
import { fileAnswer, fileTypesOf } from '../../src/contract/file-answers'
import { resourceCalls } from '../../src/contract/resources'

/** The declared routes and their app; registering touches no table (only the dialect is asked). */
function declaredRoutes(): { routes: RouteInfo[]; app: OpenAPIHono } {
  const db = { getExecutor: () => ({ adapter: {} }) }
  const app = new OpenAPIHono()
  const router = createRouter(app as never, {
    db: db as never,
    dialect: 'sqlite',
    config: defaultConfig('/nonexistent-contract-test'),
  })
  for (const register of ROUTE_MODULES) register(router)
  return { routes: router.routes, app }
}

const BINARY = JSON.stringify({ type: 'string', format: 'binary' })

const signature = (call: { method: string; path: string }) => `${call.method.toUpperCase()} ${call.path}`

describe('the API contract', () => {
  const { routes, app } = declaredRoutes()
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

  it('documents the answers that are files as their bytes under their content types', () => {
    const doc = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'contract', version: '0' } })
    const files = entries.flatMap(([name, call]) => {
      const types = fileTypesOf(call.data)
      return types ? [{ name, types, operation: doc.paths?.[openApiPath(call.path)]?.[call.method] }] : []
    })
    const wrong = files.flatMap(({ name, types, operation }) => {
      const content = (operation?.responses?.['200'] as { content?: Record<string, { schema?: unknown }> })
        ?.content
      const binary = (type: string) => JSON.stringify(content?.[type]?.schema) === BINARY
      return types.every(binary) ? [] : [`${name}: ${JSON.stringify(content)}`]
    })
    expect(wrong).toEqual([])
    // The downloads, previews and pictures: archives ×2, the avatar, a logo, an article's image, an
    // export, and each area's stored files.
    expect(files.length).toBeGreaterThan(6)
    const exported = doc.paths?.['/api/exports/{id}/file']?.get?.responses?.['200'] as {
      content: Record<string, unknown>
    }
    expect(Object.keys(exported.content)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/json',
    ])
  })

  it('documents the menu trees to every level, by reference', () => {
    const doc = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'contract', version: '0' } })
    const data = (path: string) =>
      JSON.stringify(
        (doc.paths?.[path]?.get?.responses?.['200'] as { content?: Record<string, { schema: unknown }> })
          ?.content?.['application/json']?.schema,
      )
    expect(data('/api/menu/tree')).toContain(
      '"data":{"type":"array","items":{"$ref":"#/components/schemas/MenuTreeNode"}}',
    )
    expect(data('/api/menu/backMenuList')).toContain('"items":{"$ref":"#/components/schemas/BackMenuItem"}')
    const schemas = doc.components?.schemas as Record<string, { properties: Record<string, unknown> }>
    expect(schemas.MenuTreeNode.properties.children).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/MenuTreeNode' },
    })
    expect(schemas.BackMenuItem.properties.secondaryMenuList).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/BackMenuItem' },
    })
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
  /** An app with one public route whose handler answers `data` (a file, raw, by `file`'s types). */
  function appAnswering(data: unknown, checkResponses: boolean, file?: string[]) {
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
      response: file ? fileAnswer(file) : z.object({ name: z.string(), count: z.number() }),
      ...(file ? { raw: true } : {}),
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

  it('holds a file answer to its content types, and to being answered raw', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const page = () =>
        new Response('<p>no</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } })
      const drifted = await appAnswering(page(), true, ['image/png']).request('/probe')
      expect(drifted.headers.get('content-type')).toContain('application/json')
      expect((await drifted.json()).code).toBe(500)
      expect(String(logged.mock.calls[0]?.[0])).toContain('content type text/html, not one of image/png')
      const png = () =>
        new Response(new Uint8Array([0x89, 0x50]), { headers: { 'content-type': 'image/png' } })
      const fine = await appAnswering(png(), true, ['image/png']).request('/probe')
      expect(fine.headers.get('content-type')).toBe('image/png')
      expect((await appAnswering(page(), false, ['image/png']).request('/probe')).status).toBe(200)
    } finally {
      logged.mockRestore()
    }
    const router = createRouter(new OpenAPIHono() as never, {
      db: { getExecutor: () => ({ adapter: {} }) } as never,
      dialect: 'sqlite',
      config: defaultConfig('/nonexistent-contract-test'),
    })
    const enveloped = {
      method: 'get',
      path: '/file',
      summary: 'file',
      tag: 'test',
      access: 'public',
    } as const
    expect(() =>
      router.route({ ...enveloped, response: fileAnswer(['image/png']), handler: async () => null }),
    ).toThrow('a file answer is answered raw')
  })
})
