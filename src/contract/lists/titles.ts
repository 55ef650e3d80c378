/**
 * Every list resource by `<area>/<name>`, with its title (the export's sheet and file name, and
 * the journal's 导出… label), gathered from the areas' descriptions (`lists/<area>/index.ts`):
 * a list's title is written once, in its description. The journal's vocabulary
 * (src/contract/journal-actions.ts) and the contract (../resources.ts) read them here.
 */
import { LISTS as ARCHIVES_MANAGEMENT } from './archives-management'
import { LISTS as ASSESSMENT } from './assessment'
import { LISTS as DATA_INPUT } from './data-input'
import { LISTS as FEEDBACK } from './feedback'
import { LISTS as MOBILE_MANAGEMENT } from './mobile-management'
import { LISTS as OPERATING_SERVICES } from './operating-services'
import { LISTS as OPS_SERVICES } from './ops-services'
import { LISTS as SUPERVISE_SERVICES } from './supervise-services'
import { LISTS as UNIVERSAL_SERVICES } from './universal-services'

/** Every list the list engine answers, area by area. */
export const ALL_LISTS = [
  ...ARCHIVES_MANAGEMENT,
  ...UNIVERSAL_SERVICES,
  ...OPS_SERVICES,
  ...OPERATING_SERVICES,
  ...MOBILE_MANAGEMENT,
  ...DATA_INPUT,
  ...SUPERVISE_SERVICES,
  ...FEEDBACK,
  ...ASSESSMENT,
] as const

/** A list resource's `<area>/<name>`. */
export type ResourceKey = (typeof ALL_LISTS)[number]['resource']

/** Each list's title by its `<area>/<name>`. */
export const TITLES = Object.fromEntries(ALL_LISTS.map((list) => [list.resource, list.title])) as Record<
  ResourceKey,
  string
>
