/**
 * The list engine's calls (api.md: Business resources): every list resource answers
 * `GET /<area>/<name>` (a page of rows), `GET /<area>/<name>/:id` (one row with its related
 * records) and `POST /<area>/<name>/export` (an export job, the list's parameters as body).
 * The server narrows the list's query to the resource's own filters and sort keys.
 * Framework-free: zod and ./define only.
 */
import { z } from 'zod'
import { defineCall, pageOf } from './define'
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

/** The calls of every list resource, by `<area>/<name>`. */
export const RESOURCES_CALLS = Object.fromEntries(
  Object.entries(TITLES).map(([key, title]) => {
    const [area, name] = key.split('/')
    return [key, resource(area, name, title)]
  }),
) as Record<ResourceKey, ResourceCalls>

/** The calls of one list resource (undefined: the resource has no contract entry). */
export function resourceCalls(key: string): ResourceCalls | undefined {
  return (RESOURCES_CALLS as Record<string, ResourceCalls>)[key]
}

/** Every call of the module, keyed for the contract. */
export const RESOURCE_CALLS: Record<string, ReturnType<typeof defineCall>> = Object.fromEntries(
  Object.entries(RESOURCES_CALLS).flatMap(([key, calls]) =>
    Object.entries(calls).map(([kind, call]) => [`resources.${key}.${kind}`, call]),
  ),
)
