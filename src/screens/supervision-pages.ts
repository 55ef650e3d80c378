/**
 * Issue 19's screens (operation-supervision, operate-supervision, report-statistics) keyed by
 * route name, in one lazy chunk: one dynamic import in the route table keeps the shell's eager
 * code within its budget (budgets.md: the list screen's first load is at its ceiling).
 */
import { PAGES as operate } from './operate-supervision/pages'
import { PAGES as operation } from './operation-supervision/pages'
import { PAGES as report } from './report-statistics/pages'

export const PAGES: Record<string, (typeof report)['month-far']> = { ...operation, ...operate, ...report }
