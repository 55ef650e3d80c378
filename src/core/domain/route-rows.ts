/**
 * The compact rows the route catalogue (./routes.ts) is written in, and the exact path each row
 * makes, as a type: the catalogue's paths are a union of literals (`RoutePath`), so a path the
 * catalogue does not have does not compile (issue 24, point 2). A flow list page's row makes its
 * sub-pages too (issue 39): detail always, examine and edit where the row says so
 * (tests/unit/core/flow-pages.test.ts holds the rows to the flow declarations). Plain data and
 * types; no React.
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

/** A list page: its path segment, title, icon, and its menu group or its flow's sub-pages. */
export type PageRow = readonly [segment: string, title: string, icon?: string, groupOrFlow?: string | FlowRow]

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

/** An entry built from the rows, its path typed exactly. */
export interface RowEntry<K extends string, P extends string> {
  path: P
  name: string
  title: string
  area: K
  icon: string
  group?: string
  /** For detail, examine and edit sub-pages: the path of the list page they belong to. */
  parent?: string
  /** A flow screen's page (src/screens/<area>/screens.ts): its list or which sub-page. */
  flow?: FlowPageKind
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
  for (const [segment, title, icon = 'FileTextOutlined', groupOrFlow] of pages) {
    const group = typeof groupOrFlow === 'string' ? groupOrFlow : undefined
    const flow = typeof groupOrFlow === 'object' ? groupOrFlow : undefined
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
