/**
 * The OpenAPI document of the router's routes: each route's query, path parameters, body and
 * `data` (the contract's schemas, src/contract) inside the envelope `{ code, msg, data }`.
 */
import { OpenAPIHono } from '@hono/zod-openapi'
import type { Env } from 'hono'
import { z } from 'zod'
import { fileTypesOf } from '../../../src/contract/file-answers'

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
    responses: { 200: answerOf(input.response, plain ? unknown : (input.response ?? unknown)) },
  }
}

/**
 * The 200 answer: the envelope with `data`, or, for a call that answers a file (src/contract/
 * file-answers.ts), the bytes under each of its content types, a refusal still as the envelope.
 */
function answerOf(response: z.ZodType | undefined, data: z.ZodType) {
  const envelope = (data: z.ZodType) => ({
    'application/json': { schema: z.object({ code: z.number(), msg: z.string(), data }) as never },
  })
  const fileTypes = fileTypesOf(response)
  if (!fileTypes) return { description: 'Envelope `{ code, msg, data }` (api.md)', content: envelope(data) }
  const bytes = z.string().meta({ format: 'binary' })
  return {
    description: `文件本身（${fileTypes.join('、')}），不是 JSON；拒绝时为信封 \`{ code, msg, data: null }\``,
    content: {
      ...Object.fromEntries(fileTypes.map((type) => [type, { schema: bytes as never }])),
      ...envelope(z.null()),
    },
  }
}

/** A route's inputs whose probe passed or failed: the same schemas describe the same way. */
interface Probed {
  query?: z.ZodType
  body?: z.ZodType
  response?: z.ZodType
  describable: boolean
}

/**
 * Probes already made, by method and path. Each server builds its app anew with the same
 * schemas (the route modules' constants), and the probe was most of that cost: 0.4 s of CPU per
 * app for some 400 routes, paid by every test server (issue 40).
 */
const probed = new Map<string, Probed[]>()

function describable(input: DocInput, config: ReturnType<typeof routeConfig>): boolean {
  const key = `${input.method} ${input.path} ${input.body?.type ?? ''}`
  const seen = probed.get(key) ?? []
  const same = seen.find(
    (entry) =>
      entry.query === input.query && entry.body === input.body?.schema && entry.response === input.response,
  )
  if (same) return same.describable
  let outcome = true
  try {
    const probe = new OpenAPIHono()
    probe.openAPIRegistry.registerPath(config)
    probe.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'probe', version: '0' } })
  } catch {
    outcome = false
  }
  seen.push({ query: input.query, body: input.body?.schema, response: input.response, describable: outcome })
  probed.set(key, seen)
  return outcome
}

/**
 * Add a route to the OpenAPI document. A schema the generator cannot describe (a file, a
 * custom check) would break the whole document, so such a route is documented plainly instead.
 */
export function document<E extends Env>(app: OpenAPIHono<E>, input: DocInput): void {
  const config = routeConfig(input, false)
  app.openAPIRegistry.registerPath(describable(input, config) ? config : routeConfig(input, true))
}

export function openApiPath(path: string): string {
  return `/api${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`
}
