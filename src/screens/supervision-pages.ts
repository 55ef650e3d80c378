/**
 * Issue 19's screens (operation-supervision, operate-supervision, report-statistics) keyed by
 * route name, in one small lazy chunk of loaders (each screen's code is its own chunk): one
 * dynamic import in the route table keeps the shell's eager code within its budget (budgets.md).
 */
import { PAGES as operate } from './operate-supervision/pages'
import { PAGES as operation } from './operation-supervision/pages'
import { PAGES as report } from './report-statistics/pages'

export const PAGES: Readonly<Record<string, (typeof report)['month-far']>> = {
  ...operation,
  ...operate,
  ...report,
}
