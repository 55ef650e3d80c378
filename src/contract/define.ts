/**
 * The API contract's building block: one call, described once with zod, shared by the server's
 * router (which validates `query` and `body` with it and publishes `data` in the OpenAPI
 * document) and the console's typed client (which imports the types only, so no zod reaches a
 * screen's bundle). Framework-free: imports zod and nothing else.
 *
 * @example
 * // src/contract/universal-services.ts
 * export const accessApplyList = defineCall({
 *   method: 'get', path: '/universal-services/access-applies', summary: '数据接入申请列表',
 *   query: listQuery({ status: z.string().optional() }), data: pageOf(applicationRow),
 * })
 * // server:  router.route({ ...routeOf(accessApplyList), tag, access, handler })
 * // console: callApi(http, accessApplyList, { query: { pageNum: 1, pageSize: 20 } })
 */
import { z } from 'zod'

/** The HTTP method of a call. */
export type Method = 'get' | 'post'

/** How a body travels. */
export type BodyType = 'json' | 'form' | 'multipart'

/** One call of the API: path without the API prefix, `:name` for path parameters. */
export interface Call<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
  M extends Method = Method,
  P extends string = string,
> {
  method: M
  path: P
  summary: string
  query?: Q
  body?: B
  bodyType?: BodyType
  /** The body as the OpenAPI document shows it, where `body` cannot be described (files). */
  docBody?: z.ZodType
  /** The envelope's `data` on success. */
  data: D
}

/** Describe a call (identity: keeps the exact schema types for inference). */
export function defineCall<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  D extends z.ZodType = z.ZodType,
  M extends Method = Method,
  P extends string = string,
>(call: Call<Q, B, D, M, P>): Call<Q, B, D, M, P> {
  return call
}

/**
 * Where a call goes and how its body travels: all the console's client needs at run time. The
 * console takes it from src/contract/endpoints (generated from the contract by
 * scripts/endpoints.ts, typed by the call), so no zod schema reaches a bundle that only calls.
 */
export type Endpoint<C extends Call = Call> = Pick<C, 'method' | 'path' | 'bodyType'> & {
  /** The call the endpoint stands for (types only; never set). */
  readonly __call?: C
}

/** The call an endpoint stands for; a call stands for itself. */
export type CallOf<C> = C extends { readonly __call?: infer X }
  ? NonNullable<X> extends Call
    ? NonNullable<X>
    : C
  : C
/** The envelope's `data` of a call (or of its endpoint). */
export type DataOf<C> =
  CallOf<C> extends Call<z.ZodType | undefined, z.ZodType | undefined, infer D> ? z.output<D> : never
/** The query a caller sends (before the server's defaults and coercions). */
export type QueryOf<C> =
  CallOf<C> extends Call<infer Q, z.ZodType | undefined, z.ZodType>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never
/** The body a caller sends. */
export type BodyOf<C> =
  CallOf<C> extends Call<z.ZodType | undefined, infer B, z.ZodType>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never

/** The parts of a router's route spec that the contract gives (server: `...routeOf(call)`). */
export function routeOf<
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  D extends z.ZodType,
>(call: Call<Q, B, D>) {
  return {
    method: call.method,
    path: call.path,
    summary: call.summary,
    query: call.query as Q,
    body: call.body as B,
    ...(call.bodyType ? { bodyType: call.bodyType } : {}),
    ...(call.docBody ? { docBody: call.docBody } : {}),
    response: call.data,
    /** The contract entry itself (the router lists it; a test holds routes and contract together). */
    call: call as Call,
  }
}

/** A page of a list (api.md: Business resources). */
export interface Page<T> {
  list: T[]
  total: number
  /** The server counted only up to `total` (resource lists: COUNT_CAP); there are more rows. */
  totalCapped?: true
  pageNum: number
  pageSize: number
}

/** The envelope every JSON answer travels in (api.md: Envelope): business code, message, data. */
export interface Envelope<T = unknown> {
  code: number
  msg: string
  data: T
}

/** Schema of a page of a list (api.md: Business resources). */
export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    list: z.array(row),
    total: z.number(),
    totalCapped: z.literal(true).optional(),
    pageNum: z.number(),
    pageSize: z.number(),
  })
}

/** The version of a flow's subject as the caller read it (a concurrent step → 409); absent: the status guards. */
export const seenVersion = { version: z.number().int().min(0).optional() }
