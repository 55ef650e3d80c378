/**
 * Every list resource by `<area>/<name>`, with its title (the export's sheet and file name, and
 * the journal's 导出… labels), gathered from the descriptions' files (`lists/<area>/<name>.ts`) by
 * a glob: adding a list is its description's file, no index to extend. A list's title is written
 * once, in its description. The journal's vocabulary (../journal-actions.ts), the
 * contract (../resources.ts) and the server's areas (their list resources and flow screens) read
 * them here. Eager: the same static imports an index would have made, so no chunk grows.
 */
import { type DescribedKey, type HandWrittenList, isListDescription, type ListDescription } from './describe'
import type { FlowListDescription } from './flow'

/**
 * The descriptions' modules, by path. Not the journal's: a hand-written list whose description
 * names the journal's actions, which read the titles here (a cycle).
 */
const MODULES = import.meta.glob<Record<string, unknown>>(['./*/*.ts', '!./system-management/journal.ts'], {
  eager: true,
})

/**
 * A module's descriptions: each export `describeList` or `describeFlowList` made, and those of an
 * exported record of them (mobile-management's `ARTICLE_LISTS`), by export name.
 */
function descriptionsOf(module: Record<string, unknown>): ListDescription[] {
  return Object.values(module).flatMap((value) => {
    if (isListDescription(value)) return [value]
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return []
    return Object.values(value).filter(isListDescription)
  })
}

/** A list resource's `<area>/<name>`. */
export type ResourceKey = Exclude<DescribedKey, HandWrittenList>

/**
 * Every list the list engine answers, in the order of their keys (`<area>/<name>`): a module's
 * exports come in source order under Vite and in name order in Node, so neither is kept.
 */
export const ALL_LISTS: readonly ListDescription[] = [
  ...new Set(Object.values(MODULES).flatMap(descriptionsOf)),
].sort((a, b) => (a.resource < b.resource ? -1 : 1))

/** The lists of one area (`<area>/…`), in ALL_LISTS's order. */
export function areaLists(area: string): readonly ListDescription[] {
  return ALL_LISTS.filter((list) => list.resource.startsWith(`${area}/`))
}

/** Whether a description is a flow screen's list (`describeFlowList`: it names its page and flow). */
export const isFlowList = (list: ListDescription): list is FlowListDescription =>
  'flow' in list && 'page' in list

/** Each list's title by its `<area>/<name>`. */
export const TITLES = Object.fromEntries(ALL_LISTS.map((list) => [list.resource, list.title])) as Record<
  ResourceKey,
  string
>
