/**
 * The list shape of api.md: `pageNum` from 1, `pageSize` 10/20/50/100 (max 100). The one place
 * page numbers and sizes are read: both are bounded integers (issue 23: `pageNum=1e18` made an
 * OFFSET beyond 64 bits and a 500), out of range is a 400 naming the field.
 */
import { pageOf } from '../../../src/contract/define'
import { pageQuery } from '../../../src/contract/paging'
import { fieldError } from '../kernel/errors'

export { PAGE_NUM_MAX, PAGE_SIZE_MAX, pageQuery } from '../../../src/contract/paging'

/** `pageNum` and `pageSize` of a list read from raw query parameters (resource lists). */
export function parsePage(params: Record<string, string | undefined>): { pageNum: number; pageSize: number } {
  const read = (field: 'pageNum' | 'pageSize') => {
    const raw = params[field]?.trim()
    if (!raw) return undefined
    if (!/^\d{1,9}$/.test(raw)) throw fieldError(field, /^[+-]?\d+$/.test(raw) ? '超出允许范围' : '应为整数')
    return Number(raw)
  }
  const result = pageQuery.safeParse({ pageNum: read('pageNum'), pageSize: read('pageSize') })
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw fieldError(String(issue.path[0]), issue.message)
}

/** The number of items before the page `query` asks for. */
export function pageOffset(query: { pageNum: number; pageSize: number }): number {
  return (query.pageNum - 1) * query.pageSize
}

/**
 * Restrict a select to the page `query` asks for, as `.$call(onPage(query))`: the one place a
 * page number becomes LIMIT and OFFSET.
 */
export function onPage(query: { pageNum: number; pageSize: number }) {
  return <QB extends { limit(count: number): QB; offset(count: number): QB }>(builder: QB): QB =>
    builder.limit(query.pageSize).offset(pageOffset(query))
}

/** The page `query` asks for of a list already in memory. */
export function pageSlice<T>(list: readonly T[], query: { pageNum: number; pageSize: number }): T[] {
  return list.slice(pageOffset(query), pageOffset(query) + query.pageSize)
}

/** A page of results. */
export function pageResult<T>(list: T[], total: number, query: { pageNum: number; pageSize: number }) {
  return { list, total, pageNum: query.pageNum, pageSize: query.pageSize }
}

/** Zod schema of a page of `item`, for the OpenAPI document. */
export const pageSchema = pageOf
