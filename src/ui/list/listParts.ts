/**
 * The parts of a list screen that open on demand (detail drawer, action forms, confirmation,
 * export dialog, column panel): loaded when first used, not with the list's rows, and fetched
 * ahead a moment after the first page is shown.
 */
import { ColumnSettingsPanel } from '../columns/ColumnSettings'
import { preloadable } from '../preloadable'
import { ExportDialog } from './ExportButton'

// The detail drawer and the action forms load when first used, not with the list's rows; once
// fetched ahead they open without a wait.
export const DetailView = preloadable(() => import('../DetailView').then((module) => module.DetailView))
export const ActionDialogs = preloadable(() =>
  import('./ActionDialogs').then((module) => module.ActionDialogs),
)
export const ConfirmDialog = preloadable(() => import('./ConfirmDialog').then((module) => module.default))
// A list's other views (ListScreenDefinition `views`): the switch and the view, only in lists that offer them.
export const ViewSwitch = preloadable(() => import('./ListViews').then((module) => module.ViewSwitch))
export const ShownView = preloadable(() => import('./ListViews').then((module) => module.ShownView))
// The selection bar (its batch dialogs and report) loads with the first selected row.
export const SelectionBar = preloadable(() => import('./SelectionBar').then((module) => module.SelectionBar))

/** How long after its first page is shown a list fetches the parts it opens on demand. */
const PREFETCH_AFTER_MS = 1000

/**
 * Fetch the parts a list opens on demand (detail drawer, action forms, export dialog, column
 * panel, selection bar) a moment
 * after its first page is shown, when the browser is idle: not part of the rows' bytes, and ready
 * before a user reaches for them. Returns the cancel.
 */
export function prefetchListParts(): () => void {
  const fetchAll = () => {
    for (const part of [
      DetailView,
      ActionDialogs,
      ExportDialog,
      ConfirmDialog,
      ColumnSettingsPanel,
      SelectionBar,
    ])
      part.prefetch()
    import('./ActionDialogs').then(
      (module) => module.FormModal.prefetch(),
      () => undefined,
    )
  }
  let idle: number | undefined
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(fetchAll, { timeout: 2000 })
    else fetchAll()
  }, PREFETCH_AFTER_MS)
  return () => {
    clearTimeout(timer)
    if (idle !== undefined) cancelIdleCallback(idle)
  }
}
