/**
 * The list engine's calls (api.md: Business resources): every list resource answers
 * `GET /<area>/<name>` (a page of rows), `GET /<area>/<name>/:id` (one row with its related
 * records) and `POST /<area>/<name>/export` (an export job, the list's parameters as body).
 * The server narrows the list's query to the resource's own filters and sort keys.
 * Framework-free: zod and ./define only.
 */
import { z } from 'zod'
import { defineCall, type Page, pageOf } from './define'
import type { ListRegistry } from './lists/describe'
import type { DetailOf, RowOf } from './lists/rows'
import { type ResourceKey, TITLES } from './lists/titles'

export type { ResourceKey }

/**
 * A row of a resource: its fields by name (the resource's description gives them). Open here:
 * one list, detail and export call serves every list resource; a row's own type is its list
 * description's (lists/<area>/<name>.ts).
 */
export const resourceRow = z.record(z.string(), z.unknown())

/** The list's parameters: page, sort, keyword and each filter, all as text. */
export const resourceQuery = z.record(z.string(), z.string().optional())

/** The three calls of one list resource. */
function resource(area: string, name: string, title: string) {
  const path = `/${area}/${name}`
  return {
    list: defineCall({
      method: 'get',
      path,
      summary: `${title}列表`,
      query: resourceQuery,
      data: pageOf(resourceRow),
    }),
    export: defineCall({
      method: 'post',
      path: `${path}/export`,
      summary: `${title}导出（参数同列表），返回导出任务 { id }`,
      body: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
      data: z.object({ id: z.string() }),
    }),
    detail: defineCall({
      method: 'get',
      path: `${path}/:id`,
      summary: `${title}详情（含关联记录）`,
      data: resourceRow,
    }),
  }
}

/** The calls of a list resource. */
export type ResourceCalls = ReturnType<typeof resource>

/** A call whose answer the console reads as `T` (its schema stays the open record at run time). */
type Answering<C, T> = Omit<C, 'data'> & { data: z.ZodType<T> }

/** The calls of one list resource, their answers typed by its description (./lists/rows.ts). */
export interface ResourceCallsOf<K extends ResourceKey> {
  list: Answering<ResourceCalls['list'], Page<RowOf<ListRegistry[K]>>>
  export: ResourceCalls['export']
  detail: Answering<ResourceCalls['detail'], DetailOf<ListRegistry[K]>>
}

/** The calls of every list resource, by `<area>/<name>` (as the server serves them: open rows). */
const CALLS: Record<string, ResourceCalls> = Object.fromEntries(
  Object.entries(TITLES).map(([key, title]) => {
    const [area, name] = key.split('/')
    return [key, resource(area, name, title)]
  }),
)

/**
 * The calls of every list resource, by `<area>/<name>`, as the console reads them: the same calls,
 * their answers typed by the descriptions (the open record's schema does not know them).
 */
export const RESOURCES_CALLS = CALLS as unknown as { [K in ResourceKey]: ResourceCallsOf<K> }

/** The calls of one list resource (undefined: the resource has no contract entry). */
export function resourceCalls(key: string): ResourceCalls | undefined {
  return CALLS[key]
}

/** Every call of the module, keyed for the contract: `resources.<area>/<name>.<list|export|detail>`. */
export const RESOURCE_CALLS = Object.fromEntries(
  Object.entries(CALLS).flatMap(([key, calls]) =>
    Object.entries(calls).map(([kind, call]) => [`resources.${key}.${kind}`, call]),
  ),
) as unknown as {
  [Name in `resources.${ResourceKey}.${keyof ResourceCalls}`]: Name extends `resources.${infer K extends ResourceKey}.${infer C extends keyof ResourceCalls}`
    ? ResourceCallsOf<K>[C]
    : never
}
