/**
 * Saving the column panel in local storage under the keys of section 3 (decisions: Saved
 * columns): `columns` is a map keyed by the last route path segment holding only the checked
 * columns, `curCol` a copy of the entry just selected, `oldcolumns` the column keys the user saw
 * when saving (also keyed by page), so that a column added to a screen later is shown.
 */
import { local, STORAGE_KEYS } from '../../core/storage'
import { type ColumnDefault, type ColumnState, mergeSaved, type SavedColumn, toSaved } from './columnState'

type ColumnsMap = Record<string, SavedColumn[]>
type SeenMap = Record<string, string[]>

const asMap = <T>(value: unknown): Record<string, T> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, T>) : {}

/** The storage key of a page: the last segment of its route path that is not a parameter. */
export function columnsPageKey(path: string): string {
  const segments = path
    .split(/[?#]/)[0]
    .split('/')
    .filter((part) => part && !part.startsWith(':'))
  return segments[segments.length - 1] ?? ''
}

/** The page's columns: saved settings merged over the defaults. */
export function loadColumns(pageKey: string, defaults: readonly ColumnDefault[]): ColumnState[] {
  const saved = asMap<SavedColumn[]>(local.get<unknown>(STORAGE_KEYS.columns, {}))[pageKey]
  const seen = asMap<string[]>(local.get<unknown>(STORAGE_KEYS.oldcolumns, {}))[pageKey]
  return mergeSaved(
    defaults,
    Array.isArray(saved) ? saved.filter((item) => item && typeof item.dataIndex === 'string') : undefined,
    Array.isArray(seen) ? seen.filter((key) => typeof key === 'string') : undefined,
  )
}

/** 保存: store the checked columns under the page, copy the entry to `curCol`, remember the keys seen. */
export function saveColumns(pageKey: string, columns: readonly ColumnState[]): boolean {
  const entry = toSaved(columns)
  const map: ColumnsMap = { ...asMap<SavedColumn[]>(local.get<unknown>(STORAGE_KEYS.columns, {})) }
  map[pageKey] = entry
  const seen: SeenMap = { ...asMap<string[]>(local.get<unknown>(STORAGE_KEYS.oldcolumns, {})) }
  seen[pageKey] = columns.map((column) => column.key)
  const ok = local.set(STORAGE_KEYS.columns, map)
  local.set(STORAGE_KEYS.curCol, entry)
  local.set(STORAGE_KEYS.oldcolumns, seen)
  return ok
}

/** 重置: forget the page's saved columns so the defaults apply again, now and after a reload. */
export function clearColumns(pageKey: string): void {
  const map = { ...asMap<SavedColumn[]>(local.get<unknown>(STORAGE_KEYS.columns, {})) }
  const seen = { ...asMap<string[]>(local.get<unknown>(STORAGE_KEYS.oldcolumns, {})) }
  delete map[pageKey]
  delete seen[pageKey]
  local.set(STORAGE_KEYS.columns, map)
  local.set(STORAGE_KEYS.oldcolumns, seen)
  local.remove(STORAGE_KEYS.curCol)
}
