import type { Page } from '../../core/api'
import type { QueryValue } from '../../core/http'

/** The server's largest page (api.md: pageSize at most 100). */
const MAX_PAGE = 100

/** Every row of a paged administration list (a handful of pages at most: roles, strategies). */
export async function allPages<T>(
  call: (params: Record<string, QueryValue>) => Promise<Page<T>>,
): Promise<T[]> {
  const rows: T[] = []
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await call({ pageNum, pageSize: MAX_PAGE })
    const list = Array.isArray(page?.list) ? page.list : []
    rows.push(...list)
    if (list.length < MAX_PAGE || rows.length >= Number(page.total)) return rows
  }
}
