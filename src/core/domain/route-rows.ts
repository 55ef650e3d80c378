/**
 * The compact rows the route catalogue (./routes.ts) is written in, and the exact path each row
 * makes, as a type: the catalogue's paths are a union of literals (`RoutePath`), so an area's
 * route table with a path the catalogue does not have does not compile (issue 24, point 2).
 * Plain data and types; no React.
 */

/** A list page: its path segment, title, icon and menu group. */
export type PageRow = readonly [segment: string, title: string, icon?: string, group?: string]
/** A detail, examine or edit sub-page: segment, path parameters, title, its list page's segment. */
export type SubPageRow = readonly [segment: string, params: string, title: string, parentSegment: string]

type BaseOf<K extends string> = K extends 'general' ? '' : `/${K}`
type PagePath<B extends string, R> = R extends readonly [
  infer S extends string,
  string,
  string,
  infer G extends string,
]
  ? `${B}/${G}/${S}`
  : R extends readonly [infer S extends string, ...unknown[]]
    ? `${B}/${S}`
    : never
type SubPagePath<B extends string, R> = R extends readonly [
  infer S extends string,
  infer P extends string,
  ...unknown[],
]
  ? `${B}/${S}/${P}`
  : never

/** An entry built from the rows, its path typed exactly. */
export interface RowEntry<K extends string, P extends string> {
  path: P
  name: string
  title: string
  area: K
  icon: string
  group?: string
  parent?: string
}

/** Builds the entries of one area from compact rows, so the catalogue stays readable. */
export function area<
  const K extends string,
  const P extends readonly PageRow[],
  const S extends readonly SubPageRow[] = readonly [],
>(
  key: K,
  pages: P,
  subPages?: S,
): RowEntry<K, PagePath<BaseOf<K>, P[number]> | SubPagePath<BaseOf<K>, S[number]>>[] {
  type Path = PagePath<BaseOf<K>, P[number]> | SubPagePath<BaseOf<K>, S[number]>
  const base = key === 'general' ? '' : `/${key}`
  const list = pages.map(([segment, title, icon = 'FileTextOutlined', group]) => ({
    path: `${base}${group ? `/${group}` : ''}/${segment}` as Path,
    name: segment,
    title,
    area: key,
    icon,
    ...(group ? { group } : {}),
  }))
  const subs = (subPages ?? []).map(([segment, params, title, parentSegment]) => {
    const parent = list.find((entry) => entry.name === parentSegment)
    if (!parent) throw new Error(`route catalogue: no list page ${parentSegment} for ${segment}`)
    return {
      path: `${base}/${segment}/${params}` as Path,
      name: parent.name,
      title,
      area: key,
      icon: parent.icon,
      parent: parent.path,
    }
  })
  return [...list, ...subs]
}
