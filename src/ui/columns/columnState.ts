/**
 * Column-panel state as pure functions (section 2: column panel; section 3: table column;
 * decisions: Saved columns). No React: the panel, the table and the unit tests share these.
 */

/** Where a column is pinned; `undefined` means not fixed (不固定). */
export type ColumnFixed = 'left' | 'right' | undefined

/** A column as the screen defines it. */
export interface ColumnDefault {
  key: string
  title: string
  fixed?: ColumnFixed
  /** Shown by default (default true); an unchecked one waits in 列设置 (issue 42 item 15). */
  checked?: boolean
}

/** A column as the panel and the table see it. */
export interface ColumnState {
  key: string
  title: string
  checked: boolean
  fixed: ColumnFixed
}

/** What the column panel is given (the icon and the panel's content, a chunk of its own, share it). */
export interface ColumnSettingsProps {
  columns: readonly ColumnState[]
  onChange: (columns: ColumnState[]) => void
  /** 重置: back to the screen's columns. */
  onReset: () => void
  /** 保存: persist the current columns. */
  onSave: () => void
}

/** A saved column (section 3: dataIndex, title, checked, fixed); only checked ones are saved (section 9). */
export interface SavedColumn {
  dataIndex: string
  title: string
  checked: boolean
  fixed?: 'left' | 'right' | null
}

/** The three groups of the panel, in display order. */
export const COLUMN_GROUPS = [
  { fixed: 'left', label: '固定在左侧' },
  { fixed: undefined, label: '不固定' },
  { fixed: 'right', label: '固定在右侧' },
] as const satisfies readonly { fixed: ColumnFixed; label: string }[]

/** The three choices offered for each column (section 2). */
export const FIX_CHOICES = [
  { fixed: undefined, label: '不固定' },
  { fixed: 'left', label: '固定在列首' },
  { fixed: 'right', label: '固定在列尾' },
] as const satisfies readonly { fixed: ColumnFixed; label: string }[]

const rank = (fixed: ColumnFixed) => (fixed === 'left' ? 0 : fixed === 'right' ? 2 : 1)

/** Columns ordered as shown: fixed-left, unfixed, fixed-right, each keeping its own order. */
export function ordered(columns: readonly ColumnState[]): ColumnState[] {
  return columns
    .map((column, index) => ({ column, index }))
    .sort((a, b) => rank(a.column.fixed) - rank(b.column.fixed) || a.index - b.index)
    .map(({ column }) => column)
}

/** The screen's own columns: checked unless the screen leaves them to 列设置, fixed as defined. */
export function defaultColumns(defaults: readonly ColumnDefault[]): ColumnState[] {
  return ordered(
    defaults.map((column) => ({
      key: column.key,
      title: column.title,
      checked: column.checked !== false,
      fixed: column.fixed,
    })),
  )
}

/**
 * Saved settings merged over the screen's columns (decisions: Saved columns).
 *
 * - Saved columns come first in their saved order, with their saved fix; a saved key the screen
 *   no longer has is dropped.
 * - A column the user saw when saving (`seenKeys`) but did not save was unchecked: it stays
 *   hidden, at its default place.
 * - A column not in `seenKeys` was added to the screen later: it is shown (unless the screen
 *   leaves it to 列设置 by default), at its default place.
 * - Without saved settings the defaults apply.
 */
export function mergeSaved(
  defaults: readonly ColumnDefault[],
  saved: readonly SavedColumn[] | undefined,
  seenKeys: readonly string[] | undefined,
): ColumnState[] {
  if (!saved || saved.length === 0) return defaultColumns(defaults)
  const byKey = new Map(defaults.map((column) => [column.key, column]))
  const seen = new Set(seenKeys ?? saved.map((column) => column.dataIndex))
  const result: ColumnState[] = []
  const placed = new Set<string>()
  for (const column of saved) {
    const known = byKey.get(column.dataIndex)
    if (!known || placed.has(known.key) || column.checked === false) continue
    placed.add(known.key)
    result.push({ key: known.key, title: known.title, checked: true, fixed: column.fixed ?? undefined })
  }
  // The rest go right after their previous default neighbour, so a new column lands where the
  // screen put it.
  defaults.forEach((column, index) => {
    if (placed.has(column.key)) return
    const state: ColumnState = {
      key: column.key,
      title: column.title,
      checked: !seen.has(column.key) && column.checked !== false,
      fixed: column.fixed,
    }
    let at = 0
    for (let before = index - 1; before >= 0; before--) {
      const found = result.findIndex((item) => item.key === defaults[before].key)
      if (found >= 0) {
        at = found + 1
        break
      }
    }
    result.splice(at, 0, state)
    placed.add(column.key)
  })
  return ordered(result)
}

/** Check or uncheck one column. */
export function setChecked(columns: readonly ColumnState[], key: string, checked: boolean): ColumnState[] {
  return columns.map((column) => (column.key === key ? { ...column, checked } : column))
}

/**
 * The select-all box (section 2): checking shows every column; unchecking hides every column
 * except the first, which always stays checked so the table never goes blank.
 */
export function setAllChecked(columns: readonly ColumnState[], checked: boolean): ColumnState[] {
  const first = ordered(columns)[0]?.key
  return columns.map((column) => ({ ...column, checked: checked || column.key === first }))
}

/** The select-all box's state: all checked, some (indeterminate) or none. */
export function allCheckedState(columns: readonly ColumnState[]): 'all' | 'some' | 'none' {
  const count = columns.filter((column) => column.checked).length
  return count === 0 ? 'none' : count === columns.length ? 'all' : 'some'
}

/** Pin a column (固定在列首 / 固定在列尾) or unpin it (不固定); it goes to the end of its new group. */
export function setFixed(columns: readonly ColumnState[], key: string, fixed: ColumnFixed): ColumnState[] {
  const target = columns.find((column) => column.key === key)
  if (!target) return [...columns]
  const rest = columns.filter((column) => column.key !== key)
  return ordered([...rest, { ...target, fixed }])
}

/** What 保存 stores: only the checked columns (section 9), in display order. */
export function toSaved(columns: readonly ColumnState[]): SavedColumn[] {
  return ordered(columns)
    .filter((column) => column.checked)
    .map((column) => ({
      dataIndex: column.key,
      title: column.title,
      checked: true,
      fixed: column.fixed ?? null,
    }))
}

/** The columns the table shows, in display order. */
export function visibleColumns(columns: readonly ColumnState[]): ColumnState[] {
  return ordered(columns).filter((column) => column.checked)
}
