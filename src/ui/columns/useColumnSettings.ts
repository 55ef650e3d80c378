import { useCallback, useMemo, useState } from 'react'
import { type ColumnDefault, type ColumnState, defaultColumns, visibleColumns } from './columnState'
import { clearColumns, loadColumns, saveColumns } from './columnStorage'

/**
 * The column panel's state for one page: loaded from storage once, changed live, persisted by
 * `save`, forgotten by `reset` (decisions: Saved columns).
 */
export function useColumnSettings(pageKey: string, defaults: readonly ColumnDefault[]) {
  const [columns, setColumns] = useState<ColumnState[]>(() => loadColumns(pageKey, defaults))
  const save = useCallback(() => saveColumns(pageKey, columns), [pageKey, columns])
  const reset = useCallback(() => {
    clearColumns(pageKey)
    setColumns(defaultColumns(defaults))
  }, [pageKey, defaults])
  const visible = useMemo(() => visibleColumns(columns), [columns])
  return { columns, setColumns, visible, save, reset }
}
