/**
 * The compact rows the route catalogue (./routes.ts) is written in, and the exact path each row
 * makes, as a type: the catalogue's paths are a union of literals (`RoutePath`), so a path the
 * catalogue does not have does not compile (issue 24, point 2). A flow list page's row makes its
 * sub-pages too (issue 39): detail always, examine and edit where the row says so
 * (tests/unit/core/flow-pages.test.ts holds the rows to the flow declarations). A dashboard's row
 * says so (`DashboardRow`), and its page name is a literal of `DashboardName` (./routes.ts). Plain
 * data and types; no React.
 */

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

/**
 * A dashboard page (`defineDashboard`): its statistics call is made from the row
 * (src/contract/dashboards.ts) and the server answers it with the page's aggregate
 * (server/src/stats/routes.ts); `group`: its menu group, as a plain row's group.
 */
export interface DashboardRow {
  dashboard: true
  group?: string
}

/** A page: its path segment, title, icon, and its menu group, its flow's sub-pages or its dashboard. */
export type PageRow = readonly [
  segment: string,
  title: string,
  icon?: string,
  mark?: string | FlowRow | DashboardRow,
]

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
  infer G extends string | { dashboard: true; group: string },
]
  ? `${B}/${G extends { group: infer DG extends string } ? DG : G}/${S}`
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
  /** A dashboard's page (`DashboardRow`). */
  dashboard?: true
}

/** The page names of the rows marked as dashboards. */
type DashboardNames<R> = R extends readonly [infer S extends string, string, string, { dashboard: true }]
  ? S
  : never

/** A dashboard's entry: its name a literal, so that the catalogue's dashboards are a union. */
type DashboardEntry<K extends string, P extends string, N extends string> = RowEntry<K, P> & {
  name: N
  dashboard: true
}

/**
 * The entries of an area's rows, with a dashboard entry for each row marked as one (the others
 * without the mark, so that `entry.dashboard` tells them apart).
 */
type Entries<K extends string, P extends string, R> = [DashboardNames<R>] extends [never]
  ? RowEntry<K, P>[]
  : ((RowEntry<K, P> & { dashboard?: undefined }) | DashboardEntry<K, P, DashboardNames<R>>)[]

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
): Entries<K, PagePath<BaseOf<K>, P[number]>, P[number]> {
  type Path = PagePath<BaseOf<K>, P[number]>
  const base = key === 'general' ? '' : `/${key}`
  const entries: RowEntry<K, Path>[] = []
  const subs: RowEntry<K, Path>[] = []
  for (const [segment, title, icon = 'FileTextOutlined', mark] of pages) {
    const dashboard = typeof mark === 'object' && 'dashboard' in mark ? mark : undefined
    const group = typeof mark === 'string' ? mark : dashboard?.group
    const flow = typeof mark === 'object' && 'flow' in mark ? mark : undefined
    const path = `${base}${group ? `/${group}` : ''}/${segment}` as Path
    entries.push({
      path,
      name: segment,
      title,
      area: key,
      icon,
      ...(group ? { group } : {}),
      ...(flow ? { flow: 'list' as const } : {}),
      ...(dashboard ? { dashboard: true as const } : {}),
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
  // The dashboard entries are those built from marked rows, the type's `DashboardNames`.
  return [...entries, ...subs] as Entries<K, Path, P[number]>
}
