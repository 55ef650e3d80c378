/**
 * The OpenAPI document of the router's routes: each route's query, path parameters, body and
 * `data` (the contract's schemas, src/contract) inside the envelope `{ code, msg, data }`.
 */
import { OpenAPIHono } from '@hono/zod-openapi'
import type { Env } from 'hono'
import { z } from 'zod'

export interface DocInput {
  method: 'get' | 'post'
  path: string
  summary: string
  tag: string
  query?: z.ZodType
  params: string[]
  body?: { type: string; schema: z.ZodType }
  response?: z.ZodType
  /** A call that changes data, marked `x-changes` (issue 23: the bad-input walk finds GET changes by it). */
  changes?: boolean
}

function routeConfig(input: DocInput, plain: boolean) {
  const unknown = z.unknown().describe('见接口说明')
  return {
    method: input.method,
    path: input.path,
    summary: input.summary,
    tags: [input.tag],
    ...(input.changes ? { 'x-changes': true } : {}),
    request: {
      ...(input.query ? { query: (plain ? z.object({}) : input.query) as never } : {}),
      ...(input.params.length
        ? { params: z.object(Object.fromEntries(input.params.map((name) => [name, z.string()]))) as never }
        : {}),
      ...(input.body
        ? {
            body: {
              content: { [input.body.type]: { schema: (plain ? unknown : input.body.schema) as never } },
            },
          }
        : {}),
    },
    responses: {
      200: {
        description: 'Envelope `{ code, msg, data }` (api.md)',
        content: {
          'application/json': {
            schema: z.object({
              code: z.number(),
              msg: z.string(),
              data: (plain ? unknown : (input.response ?? unknown)) as z.ZodType,
            }) as never,
          },
        },
      },
    },
  }
}

/**
 * Add a route to the OpenAPI document. A schema the generator cannot describe (a file, a
 * custom check) would break the whole document, so such a route is documented plainly instead.
 */
export function document<E extends Env>(app: OpenAPIHono<E>, input: DocInput): void {
  const config = routeConfig(input, false)
  try {
    const probe = new OpenAPIHono()
    probe.openAPIRegistry.registerPath(config)
    probe.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'probe', version: '0' } })
    app.openAPIRegistry.registerPath(config)
  } catch {
    app.openAPIRegistry.registerPath(routeConfig(input, true))
  }
}

export function openApiPath(path: string): string {
  return `/api${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`
}
