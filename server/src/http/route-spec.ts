/**
 * What a route declares (its spec, read by the router: router.ts) and what its handler receives;
 * what the authorization matrix reads of each route (RouteInfo).
 */
import type { Context } from 'hono'
import type { z } from 'zod'
import type { Call } from '../../../src/contract/define'
import type { Principal } from '../auth/permissions'
import type { Dialect } from '../db/dialect'
import type { Db } from '../db/types'
import type { ServerConfig } from '../kernel/config'
import type { UploadRule } from './upload-service'

/** What every route can reach. */
export interface AppDeps {
  db: Db
  dialect: Dialect
  config: ServerConfig
}

/** A journal record for the current change. */
export interface RecordInput {
  target: string
  before?: unknown
  after?: unknown
  /** For sign-in, where no session exists yet. */
  userId?: number | null
  username?: string
}

/** What a handler receives. */
export interface HandlerContext<Q, B, P extends Principal | null> {
  c: Context
  deps: AppDeps
  /** The database, or the transaction of a change. */
  db: Db
  query: Q
  body: B
  params: Record<string, string>
  principal: P
  client: { ip: string; userAgent: string }
  /** Describe the change for the journal (otherwise the path is the target). */
  record(input: RecordInput): void
}

/** Who may call a route: anyone, any session, or a session holding one of the rights. */
export type Access = 'public' | 'session' | { permission: string | string[] }

/** One route. `query`/`body` are zod schemas (strict objects reject unknown fields). */
export interface RouteSpec<
  QS extends z.ZodType | undefined,
  BS extends z.ZodType | undefined,
  A extends Access,
> {
  method: 'get' | 'post'
  /** Path without the API prefix, e.g. `/user_info` or `/exports/:id`. */
  path: string
  summary: string
  tag: string
  access: A
  query?: QS
  body?: BS
  bodyType?: 'json' | 'form' | 'multipart'
  /** An upload's limit (every multipart route has one: http/upload-service.ts). */
  upload?: UploadRule
  /** The body as the OpenAPI document shows it, where `body` cannot be described (files). */
  docBody?: z.ZodType
  /** Schema of `data` for the OpenAPI document. */
  response?: z.ZodType
  /** The contract entry the route serves (`...routeOf(call)` sets it; src/contract). */
  call?: Call
  /** A POST that changes nothing (a search): no transaction, no journal; the ajax header still applies. */
  readOnly?: true
  /** Journal action name; set for every change (GET changes too, e.g. user/status). */
  journal?: string
  /** Answer with a raw Response (downloads) instead of the envelope. */
  raw?: boolean
  /**
   * `false`: a change that must keep some writes when it refuses (sign-in counts failed
   * attempts); the handler gets the database itself and keeps its writes consistent.
   */
  transaction?: false
  handler(
    context: HandlerContext<
      QS extends z.ZodType ? z.output<QS> : Record<string, never>,
      BS extends z.ZodType ? z.output<BS> : Record<string, never>,
      A extends 'public' ? Principal | null : Principal
    >,
  ): Promise<unknown>
}

/** What a route declares about who may call it (read by the authorization matrix test). */
export interface RouteInfo {
  method: 'get' | 'post'
  path: string
  access: Access
  bodyType: 'json' | 'form' | 'multipart'
  /** The contract entry it serves (issue 24: a test holds routes and contract together). */
  call?: Call
  /** Whether it changes data (every POST but a search, and every journaled GET). */
  changes: boolean
  /** The journal's action for a change (its `journal` name, else `METHOD path`). */
  action?: string
  /** An upload route (its body is limited by its own rule as it streams: upload-service.ts). */
  upload?: true
}
