import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSearch } from 'wouter'
import type { DataClient, ListQuery, ListSort } from '../../core/data'
import { dayjs } from '../../core/format'
import { type ApiError, isCancelled } from '../../core/http'
import { filtersToQuery } from '../fields/convert'
import type { Field, FieldOf, Row } from '../fields/types'
import { useRequest } from '../useRequest'
import { type ListScreenDefinition, PAGE_SIZES, type PageSize } from './definition'
import { linkedFilters } from './linkedFilters'

/** The default window of time-series lists (decisions: Large lists). */
export const DEFAULT_WINDOW_DAYS = 30

/** Filters, keyword, sort and page of a list: React state, so it lives as long as its tab. */
export interface ListParams {
  filters: Row
  keyword: string
  sort: ListSort | null
  pageNum: number
  pageSize: number
  /** The caller's queue only (待我处理, issue 41 item 4), where the list has one. */
  queued?: boolean
}

/** Every filter of a definition, in form order: searchable columns, filter-only fields, time window. */
export function filterFieldsOf(definition: ListScreenDefinition): Field[] {
  const fields = [...definition.columns, ...(definition.filters ?? [])].filter((field) => field.search)
  const window = definition.timeWindow
  if (window) {
    const range: FieldOf<'dateRange'> = {
      kind: 'dateRange',
      key: window.key,
      label: window.label,
      params: window.params,
      defaultDays: window.days ?? DEFAULT_WINDOW_DAYS,
      // Large lists require a time window (decisions: Large lists).
      requiredInFilter: true,
      search: true,
      hideInTable: true,
      hideInDetail: true,
      hideInForm: true,
    }
    return [range, ...fields.filter((field) => field.key !== window.key)]
  }
  return fields
}

/** Initial filter values: date ranges with `defaultDays` cover the last N days, today included. */
export function defaultFilters(fields: readonly Field[], now = dayjs()): Row {
  const values: Row = {}
  for (const field of fields) {
    if (field.kind === 'dateRange' && field.defaultDays) {
      values[field.key] = [now.subtract(field.defaultDays - 1, 'day').startOf('day'), now.endOf('day')]
    }
  }
  return values
}

/** A list's first page: default filters with those its route sets, default sort and page size. */
export function firstParams(
  definition: ListScreenDefinition,
  filterFields: readonly Field[],
  search: string,
): ListParams {
  const filters = defaultFilters(filterFields)
  const linked = linkedFilters(filterFields, search)
  return {
    filters: linked ? { ...filters, ...linked } : filters,
    // `?keyword=` too: a map's station opens the archive on that station (issue 44).
    keyword: new URLSearchParams(search).get('keyword') ?? '',
    sort: definition.defaultSort ?? null,
    pageNum: 1,
    pageSize: definition.pageSize ?? PAGE_SIZES[0],
    queued: definition.queue !== undefined,
  }
}

/** The list call of a page's params (`queue`: the list's 待我处理 parameter). */
export function queryOf(
  params: ListParams,
  filterFields: readonly Field[],
  queue?: ListScreenDefinition['queue'],
): ListQuery {
  const filters = filtersToQuery(filterFields, params.filters)
  return {
    pageNum: params.pageNum,
    pageSize: params.pageSize,
    filters: queue && params.queued ? { ...filters, [queue.param]: queue.value } : filters,
    sort: params.sort,
    keyword: params.keyword,
  }
}

/**
 * The call of a list's first page exactly as `useListScreen` makes it, so that the shell can ask
 * for it while the screen still loads (issue 14: the data request does not wait for the shell).
 */
export function firstQuery(definition: ListScreenDefinition, search: string): ListQuery {
  const filterFields = filterFieldsOf(definition)
  return queryOf(firstParams(definition, filterFields, search), filterFields, definition.queue)
}

/**
 * The headless list controller (style.md: react-admin's `useListController`): filters, keyword,
 * sort, page, page size, the rows of the current page, loading, the last error and reload.
 * A failed call keeps the rows shown and the controls usable; the HTTP client has already shown
 * its message once (section 8), so nothing more is shown here. `shown` false (the table hidden
 * under another view): no call until it is shown again, which asks once for what changed meanwhile.
 */
export function useListScreen(definition: ListScreenDefinition, data: DataClient, shown = true) {
  const filterFields = useMemo(() => filterFieldsOf(definition), [definition])
  const initial = useCallback(
    (): ListParams => ({
      filters: defaultFilters(filterFields),
      keyword: '',
      sort: definition.defaultSort ?? null,
      pageNum: 1,
      pageSize: definition.pageSize ?? PAGE_SIZES[0],
      queued: definition.queue !== undefined,
    }),
    [filterFields, definition],
  )
  // Filters in the route (a dashboard's drill-down) replace the form's, also in a kept-alive tab.
  const search = useSearch()
  const [params, setParams] = useState<ListParams>(() => firstParams(definition, filterFields, search))
  const appliedSearch = useRef(search)
  useEffect(() => {
    if (appliedSearch.current === search) return
    appliedSearch.current = search
    const linked = linkedFilters(filterFields, search)
    const keyword = new URLSearchParams(search).get('keyword')
    if (linked || keyword)
      setParams((current) => ({
        ...current,
        filters: { ...defaultFilters(filterFields), ...linked },
        keyword: keyword ?? current.keyword,
        pageNum: 1,
      }))
  }, [search, filterFields])
  const query = useMemo(
    () => queryOf(params, filterFields, definition.queue),
    [params, filterFields, definition.queue],
  )
  // The first page, when the shell's boot asked for it and it is in already (issue 14): drawn in
  // this first render, with the frame, instead of after an effect and a promise.
  const [ahead] = useState(() => {
    const taken = data.takeList<Row>(definition.resource, query)
    return taken === undefined ? undefined : pageOf(taken)
  })
  // The first page has answered (rows or an error): the filter form's heavy inputs may load.
  const [settled, setSettled] = useState(ahead !== undefined)
  const latest = useRef(params)
  latest.current = params
  // The rows shown stay while the next page is asked; a later query decides (the hook aborts the
  // call it overtakes: a list with its own `source` lost a keyword search when the reload after
  // 新增 answered after it); a list shown again asks again, for what changed meanwhile.
  const page = useRequest(
    async (signal) => {
      const answer = await data.list<Row>(definition.resource, query, { signal }).catch((reason: unknown) => {
        if (!isCancelled(reason) && !signal.aborted) setSettled(true)
        throw reason
      })
      const { list, total, totalCapped } = pageOf(answer)
      // A page past the end (rows removed meanwhile): the last page that has rows takes over.
      const last = Math.max(1, Math.ceil(total / query.pageSize))
      if (list.length === 0 && query.pageNum > last) {
        setParams((current) => ({ ...current, pageNum: last }))
        return new Promise<never>((_, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        )
      }
      if (!signal.aborted) setSettled(true)
      return { list, total, totalCapped }
    },
    [data, definition.resource, query],
    { keep: true, fresh: true, initial: ahead, enabled: shown },
  )
  const error = page.failed ? toError(page.error) : null

  return {
    params,
    query,
    rows: page.data?.list ?? NO_ROWS,
    total: page.data?.total ?? 0,
    /** The server counted only up to `total` (api.md: `totalCapped`): there are more. */
    totalCapped: page.data?.totalCapped ?? false,
    loading: page.loading,
    /** The first page has answered (with rows or an error). */
    settled,
    error,
    filterFields,
    /** Apply filter values and keyword (查询): back to page 1. */
    search: useCallback((filters: Row, keyword = latest.current.keyword) => {
      setParams((current) => ({ ...current, filters, keyword, pageNum: 1 }))
    }, []),
    /** 重置: default filters (the time window included), no keyword, default sort, page 1. */
    reset: useCallback(
      () => setParams((current) => ({ ...initial(), pageSize: current.pageSize, queued: current.queued })),
      [initial],
    ),
    setPage: useCallback((pageNum: number, pageSize: number) => {
      setParams((current) =>
        pageSize === current.pageSize
          ? { ...current, pageNum }
          : {
              ...current,
              pageNum: 1,
              pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : current.pageSize,
            },
      )
    }, []),
    setSort: useCallback(
      (sort: ListSort | null) => setParams((current) => ({ ...current, sort, pageNum: 1 })),
      [],
    ),
    /** 待我处理 or 全部: back to page 1. */
    setQueued: useCallback(
      (queued: boolean) => setParams((current) => ({ ...current, queued, pageNum: 1 })),
      [],
    ),
    /** Fetch the current page again. */
    reload: page.reload,
  }
}

const NO_ROWS: Row[] = []

/** A page's rows and count as the list shows them (a malformed answer shows none). */
function pageOf(answer: { list?: unknown; total?: unknown; totalCapped?: unknown } | undefined): {
  list: Row[]
  total: number
  totalCapped: boolean
} {
  return {
    list: Array.isArray(answer?.list) ? answer.list : [],
    total: Number(answer?.total) || 0,
    totalCapped: answer?.totalCapped === true,
  }
}

function toError(reason: unknown): ApiError | Error {
  return reason instanceof Error ? reason : new Error(String(reason))
}

/** What `useListScreen` returns. */
export type ListController = ReturnType<typeof useListScreen>
export type { PageSize }
