/**
 * Issue 19's screens (operation-supervision, operate-supervision, report-statistics) by page name,
 * in one small lazy chunk of loaders (each screen's code is its own chunk): one dynamic import in
 * the shell's route table instead of one a screen keeps the shell's eager code within its budget
 * (budgets.md).
 */
import { type ScreenModule, screenIn } from '../ui/screen'
import { byPage } from './screen-files'

const loaders = byPage(
  import.meta.glob<ScreenModule>(
    './{operation-supervision,operate-supervision,report-statistics}/**/*.screen.{ts,tsx}',
  ),
)

export const SCREENS = Object.fromEntries(
  Object.entries(loaders).map(([page, load]) => [page, screenIn(load, (module) => module.default)]),
)
