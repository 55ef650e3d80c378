/** The list shape of api.md: `pageNum` from 1, `pageSize` 10/20/50/100 (max 100). */
import { z } from 'zod'

/** Query fields of every paged list. */
export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, '每页最多100条').default(10),
})

/** A page of results. */
export function pageResult<T>(list: T[], total: number, query: { pageNum: number; pageSize: number }) {
  return { list, total, pageNum: query.pageNum, pageSize: query.pageSize }
}

/** Zod schema of a page of `item`, for the OpenAPI document. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number(), pageNum: z.number(), pageSize: z.number() })
}
