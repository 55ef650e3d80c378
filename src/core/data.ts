/**
 * The typed data client of the business screens (api.md: Business resources): the one seam
 * between list screens and the transport (style.md: react-admin's DataProvider). Screens and
 * src/ui call this, never the HTTP client or fetch.
 */
import type { DataOf } from '../contract/define'
import { exportStatus as exportStatusEndpoint } from '../contract/endpoints/exports'
import { type AreaCode, createApi, type OperatorOption, type Page } from './api'
import { type Caller, callApi } from './call'
import type { HttpClient, LoadingContext, QueryValue } from './http'

export type { AreaCode, OperatorOption, Page }

/** Options every data call accepts: cancel (`signal`), a loading context, no toast (`silent`). */
export interface DataCallOptions {
  signal?: AbortSignal
  loading?: LoadingContext
  silent?: boolean
}

/** Sort order of a list call: `sort=<field>,<asc|desc>`. */
export interface ListSort {
  field: string
  order: 'asc' | 'desc'
}

/** A list call: page (from 1), page size (10/20/50/100), filters, sort and the keyword box. */
export interface ListQuery {
  pageNum: number
  pageSize: number
  filters?: Readonly<Record<string, QueryValue>>
  sort?: ListSort | null
  keyword?: string
}

/** A record id as it appears in paths. */
export type RecordId = string | number

/** `GET /api/exports/:id` (decisions: Exports): progress, the file's URL once done, `error` if failed. */
export type ExportStatus = DataOf<typeof exportStatusEndpoint>

/** Typed calls of the business resources; `resource` is `<area>/<resource>` without the API prefix. */
export interface DataClient extends Caller {
  /**
   * The HTTP client underneath (the element's `api-base`), for src/ui's infrastructure (the flows'
   * saves and uploads, the queue counts). Screens call the contract through `call`.
   */
  readonly http: HttpClient
  /** `GET /<resource>?pageNum&pageSize&sort&keyword&<filters>` → a page. */
  list<T = Record<string, unknown>>(
    resource: string,
    query: ListQuery,
    options?: DataCallOptions,
  ): Promise<Page<T>>
  /**
   * Ask for a list page now, for a `list` with the same query that comes within seconds (a
   * screen's first page while the shell still loads, issue 14); nothing is shown if it fails.
   * Resolves once answered: true when it succeeded.
   */
  prefetchList(resource: string, query: ListQuery): Promise<boolean>
  /** The page `prefetchList` asked for, if it has succeeded already (taken once), else undefined. */
  takeList<T = Record<string, unknown>>(resource: string, query: ListQuery): Page<T> | undefined
  /** `GET /<resource>/:id`. */
  get<T = Record<string, unknown>>(resource: string, id: RecordId, options?: DataCallOptions): Promise<T>
  /** `POST /<resource>` (JSON). */
  create<T = unknown>(resource: string, body: unknown, options?: DataCallOptions): Promise<T>
  /** `POST /<resource>/:id` (JSON). */
  update<T = unknown>(resource: string, id: RecordId, body: unknown, options?: DataCallOptions): Promise<T>
  /** `POST /<resource>/:id/delete`. */
  remove(resource: string, id: RecordId, options?: DataCallOptions): Promise<unknown>
  /** A workflow step: `POST /<resource>/:id/<action>` with `{ opinion, ... }` (409 when refused). */
  action<T = unknown>(
    resource: string,
    id: RecordId,
    action: string,
    body?: unknown,
    options?: DataCallOptions,
  ): Promise<T>
  /** `POST /<resource>/export` with the list's filters → the job id. */
  startExport(
    resource: string,
    query: Omit<ListQuery, 'pageNum' | 'pageSize'>,
    options?: DataCallOptions,
  ): Promise<{ id: RecordId }>
  /** `GET /exports/:id` → progress and, once done, the file's URL. */
  exportStatus(id: RecordId, options?: DataCallOptions): Promise<ExportStatus>
  /** The browser URL of a finished export's `url`, for a plain download link. */
  downloadURL(url: string): string
  /** Operators for the operator picker (`POST /base/operator_list_v1`). */
  operators(keyword?: string, options?: DataCallOptions): Promise<OperatorOption[]>
  /** Regions under a parent code (`GET /areaCode/queryAreaCodeList?parentCode`). */
  areaCodes(parentCode?: string, options?: DataCallOptions): Promise<AreaCode[]>
}

const clean = (resource: string) => `/${resource.replace(/^\/+|\/+$/g, '')}`
const segment = (id: RecordId) => encodeURIComponent(String(id))

/** The query parameters of a list call (filters, then paging, sort and keyword). */
export function listParams(query: Partial<ListQuery>): Record<string, QueryValue> {
  const params: Record<string, QueryValue> = {}
  for (const [key, value] of Object.entries(query.filters ?? {})) {
    if (value === '' || (Array.isArray(value) && value.length === 0)) continue
    params[key] = value
  }
  if (query.pageNum !== undefined) params.pageNum = query.pageNum
  if (query.pageSize !== undefined) params.pageSize = query.pageSize
  if (query.sort) params.sort = `${query.sort.field},${query.sort.order}`
  const keyword = query.keyword?.trim()
  if (keyword) params.keyword = keyword
  return params
}

/**
 * Create the data client over an HTTP client.
 *
 * @example
 * const data = createDataClient(getHttpClient(apiBase))
 * const page = await data.list('archives-management/stations', { pageNum: 1, pageSize: 10 })
 */
export function createDataClient(http: HttpClient): DataClient {
  const api = createApi(http)
  return {
    http,
    list: (resource, query, options) => http.get(clean(resource), { ...options, params: listParams(query) }),
    prefetchList: (resource, query) => http.prefetch(clean(resource), { params: listParams(query) }),
    takeList: <T>(resource: string, query: ListQuery) =>
      http.take<Page<T>>(clean(resource), { params: listParams(query) })?.data,
    get: (resource, id, options) => http.get(`${clean(resource)}/${segment(id)}`, options),
    create: (resource, body, options) => http.post(clean(resource), body, options),
    update: (resource, id, body, options) => http.post(`${clean(resource)}/${segment(id)}`, body, options),
    remove: (resource, id, options) =>
      http.post(`${clean(resource)}/${segment(id)}/delete`, undefined, options),
    action: (resource, id, action, body, options) =>
      http.post(`${clean(resource)}/${segment(id)}/${encodeURIComponent(action)}`, body ?? {}, options),
    startExport: (resource, query, options) =>
      // Export jobs take the list's filters as a JSON body (decisions: Exports); no paging.
      http.post(`${clean(resource)}/export`, listParams(query), options),
    exportStatus: (id, options) => callApi(http, exportStatusEndpoint, { params: { id } }, options),
    call: (call, input, options) => callApi(http, call, input, options),
    downloadURL: (url) => resolveDownload(http.baseURL, url),
    operators: (keyword, options) => api.operatorList(keyword, options),
    areaCodes: (parentCode, options) => api.areaCodes(parentCode, options),
  }
}

/**
 * Resolve a server `url` against the API base: absolute URLs stay; a path that already starts
 * with the base's path (`/api/exports/1/file`) keeps the base's origin; anything else is put
 * under the base.
 */
export function resolveDownload(baseURL: string, url: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url
  const match = /^([a-z][a-z0-9+.-]*:\/\/[^/]+)?(.*)$/i.exec(baseURL)
  const origin = match?.[1] ?? ''
  const basePath = (match?.[2] ?? '').replace(/\/+$/, '')
  if (basePath && (url === basePath || url.startsWith(`${basePath}/`))) return origin + url
  return `${origin}${basePath}/${url.replace(/^\/+/, '')}`
}
