/**
 * Where a to-do or notice leads (issue 41): the record's page of the recipient's own screen — a
 * reviewer's to-do opens the review sub-page (enterprise-record-examine/:applyId), an operator's
 * notice its application's detail (enterprise-apply-detail/:applyId) — found in the route
 * catalogue; a screen without such sub-pages opens its list, on the one record where the list
 * takes it from its query (RECORD_QUERY: `/ops-services/trouble-monitor?id=12`). Only a page the
 * recipient holds a right of is linked, so a link never leads to 无权访问.
 */
import type { StepFlow } from '../../../src/core/domain/flow-kit'
import { RECORD_QUERY, ROUTES } from '../../../src/core/domain/routes'
import { grantedResPaths } from '../auth/permissions'
import type { Db } from '../db/types'

const pageOf = (permission: string) => permission.split('/')[0]

/** The path of a route pattern with the record's columns, or null when one is missing. */
function filled(pattern: string, row: Readonly<Record<string, unknown>>): string | null {
  let missing = false
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = row[name]
    if (value === null || value === undefined || value === '') missing = true
    return encodeURIComponent(String(value))
  })
  return missing ? null : path
}

/**
 * The record's page on `page`'s screen: its `-examine` sub-page first when `examine`, then its
 * `-detail` sub-page, else the list page itself (on the record, for a list of RECORD_QUERY).
 */
export function recordLink(
  page: string,
  row: Readonly<Record<string, unknown>>,
  examine: boolean,
): string | null {
  const list = ROUTES.find((route) => route.name === page && !route.parent)
  if (!list) return null
  const sub = (suffix: string) =>
    ROUTES.find((route) => route.parent === list.path && route.path.includes(`/${page}-${suffix}/`))
  for (const route of [examine ? sub('examine') : undefined, sub('detail')]) {
    const path = route && filled(route.path, row)
    if (path) return path
  }
  const column = RECORD_QUERY[page]
  return (column && filled(`${list.path}?${column}=:${column}`, row)) || list.path
}

/** The pages of a flow a notice may lead to, the applicant's first. */
export function flowPages(flow: StepFlow & { create?: { permission: string } }): string[] {
  const pages = [
    flow.applicantPage,
    flow.create && pageOf(flow.create.permission),
    ...flow.transitions.map((step) => pageOf(step.permission)),
  ]
  return [...new Set(pages.filter((page): page is string => !!page))]
}

/** Pages per account, kept for one batch of steps. */
export type PageCache = Map<number, Promise<Set<string>>>

/** The pages an account holds a right of (the console shows exactly these: pagesOf). */
export function pagesHeld(db: Db, userId: number, cache?: PageCache): Promise<Set<string>> {
  const cached = cache?.get(userId)
  if (cached) return cached
  const found = grantedResPaths(db, [userId]).then((paths) => new Set(paths.map(pageOf)))
  cache?.set(userId, found)
  return found
}

/** A to-do's link: the page of the right it asks for (held by construction). */
export function todoLink(permission: string, row: Readonly<Record<string, unknown>>): string | null {
  const [page, action] = permission.split('/')
  return recordLink(page, row, action !== 'edit' && action !== 'add' && action !== 'upload')
}

/** A notice's link: the first of the flow's pages the recipient holds, or none. */
export async function noticeLink(
  db: Db,
  flow: StepFlow,
  userId: number,
  row: Readonly<Record<string, unknown>>,
  cache?: PageCache,
): Promise<string | null> {
  const held = await pagesHeld(db, userId, cache)
  const page = flowPages(flow).find((item) => held.has(item))
  return page ? recordLink(page, row, false) : null
}
