/**
 * The compact rows the route catalogue (./routes.ts) is written in, and the exact path each row
 * makes, as a type: the catalogue's paths are a union of literals (`RoutePath`), so a path the
 * catalogue does not have does not compile (issue 24, point 2). A flow list page's row makes its
 * sub-pages too (issue 39): detail always, examine and edit where the row says so
 * (tests/unit/core/flow-pages.test.ts holds the rows to the flow declarations). A dashboard has
 * no row: its description's route (./dashboards/<page>.ts) is placed among the entries by
 * `placeDashboards`. Plain data and types; no React.
 */

import type { DashboardRoute } from './dashboard-kit.ts'

/**
 * A flow list page (a `defineFlowScreen` screen) and the sub-pages its flow gives it: `detail`, or
 * `examine` for a detail and an examine page (the page reviews on a page of its own). Paths take
 * `:applyId` unless `params` says otherwise; `edit` adds an edit page with those parameters (staff
 * correct an application under review).
 */
export interface FlowRow {
  flow: 'detail' | 'examine'
  params?: string
  edit?: string
}

/** A page: its path segment, title, icon, and its menu group or its flow's sub-pages. */
export type PageRow = readonly [segment: string, title: string, icon?: string, mark?: string | FlowRow]

/** A flow screen's page: its list, or one of its sub-pages. */
export type FlowPageKind = 'list' | 'detail' | 'examine' | 'edit'

type BaseOf<K extends string> = K extends 'general' ? '' : `/${K}`
type ParamsOf<F> = F extends { params: infer P extends string } ? P : ':applyId'
type SubPaths<B extends string, S extends string, F> =
  | `${B}/${S}-detail/${ParamsOf<F>}`
  | (F extends { flow: 'examine' } ? `${B}/${S}-examine/${ParamsOf<F>}` : never)
  | (F extends { edit: infer E extends string } ? `${B}/${S}-edit/${E}` : never)
type PagePath<B extends string, R> = R extends readonly [
  infer S extends string,
  string,
  string,
  infer G extends string,
]
  ? `${B}/${G}/${S}`
  : R extends readonly [infer S extends string, string, string, infer F extends FlowRow]
    ? `${B}/${S}` | SubPaths<B, S, F>
    : R extends readonly [infer S extends string, ...unknown[]]
      ? `${B}/${S}`
      : never

/** A catalogue entry (./routes.ts `RouteEntry`), its path typed exactly when built from rows. */
export interface RowEntry<K extends string, P extends string> {
  /** The wouter pattern, e.g. `/universal-services/access-audit-detail/:applyId`. */
  path: P
  /** Permission name (section 6): compared, hyphens removed, with the page names of `auths`. */
  name: string
  title: string
  area: K
  /** Name of an @ant-design/icons component, resolved by the shell's icon registry. */
  icon: string
  /** Menu group for three-level menus (area → group → page). */
  group?: string
  /** For detail, examine and edit sub-pages: the path of the list page they belong to. */
  parent?: string
  /** A flow screen's page (`defineFlowScreen`, src/screens/<area>/screens.ts): list or sub-page. */
  flow?: FlowPageKind
  /** A dashboard's page (a description's route, `placeDashboards`). */
  dashboard?: true
}

/** A sub-page's title: `<list title>详情`, `<list title>`, `<list title>编辑`, unless `titles` names it. */
const SUFFIX = { detail: '详情', examine: '', edit: '编辑' } as const

/**
 * Builds the entries of one area from compact rows, so the catalogue stays readable: its list
 * pages in order, then the sub-pages of its flow pages. `titles`: sub-page titles that are not
 * their list's title and suffix, by sub-page segment.
 */
export function area<const K extends string, const P extends readonly PageRow[]>(
  key: K,
  pages: P,
  titles: Readonly<Record<string, string>> = {},
): RowEntry<K, PagePath<BaseOf<K>, P[number]>>[] {
  type Path = PagePath<BaseOf<K>, P[number]>
  const base = key === 'general' ? '' : `/${key}`
  const entries: RowEntry<K, Path>[] = []
  const subs: RowEntry<K, Path>[] = []
  for (const [segment, title, icon = 'FileTextOutlined', mark] of pages) {
    const group = typeof mark === 'string' ? mark : undefined
    const flow = typeof mark === 'object' ? mark : undefined
    const path = `${base}${group ? `/${group}` : ''}/${segment}` as Path
    entries.push({
      path,
      name: segment,
      title,
      area: key,
      icon,
      ...(group ? { group } : {}),
      ...(flow ? { flow: 'list' as const } : {}),
    })
    if (!flow) continue
    const params = flow.params ?? ':applyId'
    const kinds: [Exclude<FlowPageKind, 'list'>, string][] = [['detail', params]]
    if (flow.flow === 'examine') kinds.push(['examine', params])
    if (flow.edit) kinds.push(['edit', flow.edit])
    for (const [kind, kindParams] of kinds) {
      const sub = `${segment}-${kind}`
      subs.push({
        path: `${base}/${sub}/${kindParams}` as Path,
        name: segment,
        title: titles[sub] ?? `${title}${SUFFIX[kind]}`,
        area: key,
        icon,
        parent: path,
        flow: kind,
      })
    }
  }
  return [...entries, ...subs]
}

/** The path a dashboard's route makes: `/<area>[/<group>]/<page>`. */
type DashboardPath<R> = R extends { area: infer A extends string; page: infer S extends string }
  ? `/${A}${R extends { group: infer G extends string } ? `/${G}` : ''}/${S}`
  : never

/** A dashboard's entry: its name and path literals, so that the catalogue's dashboards are a union. */
export type DashboardEntry<R extends DashboardRoute> = R extends DashboardRoute
  ? RowEntry<R['area'], DashboardPath<R>> & { name: R['page']; dashboard: true }
  : never

type AnyEntry = RowEntry<string, string>

/**
 * The catalogue's entries with each dashboard's entry placed after the page its route's `after`
 * names (a list page of its area or another dashboard; null: first of its area), so that the
 * menu's order is written where the dashboard is. Throws for a dashboard that follows no page of
 * its area (tests/unit/core/dashboard-descriptions.test.ts: nor do two follow one page). Short:
 * the first screen's chunk holds it.
 */
export function placeDashboards<E extends AnyEntry, R extends DashboardRoute>(
  entries: readonly E[],
  routes: readonly R[],
): (E | DashboardEntry<R>)[] {
  const placed: AnyEntry[] = []
  const follow = (area: string, after: string | null) => {
    for (const { page, title, icon, group } of routes.filter(
      (route) => route.area === area && route.after === after,
    )) {
      placed.push({
        path: `/${area}${group ? `/${group}` : ''}/${page}`,
        name: page,
        title,
        area,
        icon,
        ...(group ? { group } : {}),
        dashboard: true,
      })
      follow(area, page)
    }
  }
  for (const entry of entries) {
    if (entry.area !== placed.at(-1)?.area) follow(entry.area, null)
    placed.push(entry)
    if (!entry.parent) follow(entry.area, entry.name)
  }
  if (placed.length < entries.length + routes.length)
    throw new Error('dashboards after no page of their area')
  return placed as (E | DashboardEntry<R>)[]
}
