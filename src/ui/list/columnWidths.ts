/**
 * Column widths from value kinds (issue 42, item 15: a 100-character company name pushed every
 * other column off-screen, 发放金额 stayed hidden at 1920 px): every column of a list has a width —
 * the screen's own, else its kind's — so a table is as wide as its columns say, long text ends in
 * an ellipsis with the whole value on hover, and the 操作 column, fixed at the right, is as wide as
 * its buttons. Typed per kind, so a new kind without a width does not compile.
 */
import type { Field, FieldKind, FieldOf } from '../fields/types'

/** Width of one CJK character at the table's 14 px font, and a cell's horizontal padding. */
const CHAR = 14
const PADDING = 32
/** Room for a sort arrow beside the header. */
const SORTER = 24

/** How wide a header needs to be not to wrap (its label, the sort arrow). */
const headerWidth = (field: Field) => [...field.label].length * CHAR + PADDING + (field.sortable ? SORTER : 0)

/** The width of a kind's values, at least what its header needs. */
const KIND_WIDTHS: { [K in FieldKind]: (field: FieldOf<K>) => number } = {
  // Names, titles, opinions: room for some 12 characters; the rest is on hover.
  text: () => 200,
  number: (field) => (field.unit ? 120 : 100),
  // The longest option's tag.
  enum: (field) =>
    Math.max(...field.options.map((option) => [...option.label].length * CHAR + 24), 0) + PADDING,
  money: () => 140,
  energy: () => 130,
  datetime: (field) => (field.dateOnly ? 120 : 180),
  dateRange: () => 240,
  plate: () => 120,
  area: () => 120,
  operator: () => 200,
  boolean: () => 80,
  image: () => 100,
  file: () => 180,
  link: () => 200,
}

/** A column's width: the screen's own, else its kind's (never narrower than its header). */
export function columnWidth(field: Field): number {
  if (field.width) return field.width
  const byKind = (KIND_WIDTHS[field.kind] as (field: Field) => number)(field)
  return Math.max(byKind, headerWidth(field))
}

/** Kinds whose values may run long: one line, an ellipsis, the whole value on hover. */
const LONG: ReadonlySet<FieldKind> = new Set(['text', 'operator', 'link', 'area', 'file'])

/** Whether a column's cells end in an ellipsis rather than wrapping or widening the table. */
export const ellipsisOf = (field: Field): boolean => LONG.has(field.kind)

/**
 * The width a list's columns may take by default: its table's width at 1440×900 with the side
 * menu open (the content area is 1184 px; the table sits inside the screen's padding).
 */
export const DEFAULT_TABLE_WIDTH = 1136

/** Width of the row-selection column (antd's checkbox column). */
export const SELECTION_WIDTH = 32

/**
 * Which columns are shown by default (issue 42 item 15). Key columns and pinned ones always;
 * secondary ones too while the table fits DEFAULT_TABLE_WIDTH beside `reserved` px (the 操作 and
 * selection columns). When it would scroll sideways, secondary columns are left to 列设置, the
 * last first, until it fits or none is left; the long columns then give way to the table's
 * measured width (fittedWidths), and only past that does the table scroll sideways.
 */
export function shownByDefault(
  fields: readonly Field[],
  pinned: ReadonlySet<string>,
  reserved: number,
): boolean[] {
  const shown = fields.map(() => true)
  let width = fields.reduce((sum, field) => sum + columnWidth(field), reserved)
  for (let index = fields.length - 1; index >= 0 && width > DEFAULT_TABLE_WIDTH; index--) {
    const field = fields[index]
    if (!field.secondary || pinned.has(field.key)) continue
    shown[index] = false
    width -= columnWidth(field)
  }
  return shown
}

/** The narrowest a long column is drawn when a table is fitted to its room: some 6 characters. */
const LONG_MIN = 120

/**
 * The columns' widths fitted to the room the table has beside 操作 and the selection boxes (issue
 * 42 item 15: at 1440×900 补贴发放's 发放日期 started under the fixed 操作 column until the table
 * was scrolled). While the kinds' widths would overflow `room`, the long columns (names, opinions:
 * they end in an ellipsis with the whole value on hover) give up the excess in proportion to what
 * they can spare, down to LONG_MIN or their header; the row's key (`keep`) stays whole. The table
 * scrolls sideways only when they cannot give enough. Without a room (not measured yet) the
 * kinds' widths stand.
 */
export function fittedWidths(fields: readonly Field[], room: number | undefined, keep?: string): number[] {
  const widths = fields.map(columnWidth)
  const excess = widths.reduce((sum, width) => sum + width, 0) - (room ?? Number.POSITIVE_INFINITY)
  if (excess <= 0) return widths
  const spare = fields.map((field, index) =>
    field.key === keep || !ellipsisOf(field)
      ? 0
      : Math.max(0, widths[index] - Math.max(LONG_MIN, headerWidth(field))),
  )
  const spareSum = spare.reduce((sum, width) => sum + width, 0)
  if (spareSum === 0) return widths
  const share = Math.min(1, excess / spareSum)
  return widths.map((width, index) => width - Math.ceil(spare[index] * share))
}

/** Width of the 操作 column for row buttons with these labels (a link button: label + 8 px each side). */
export function actionColumnWidth(labels: readonly string[]): number {
  const buttons = labels.reduce((sum, label) => sum + [...label].length * CHAR + 16, 0)
  return Math.max(buttons + PADDING, [...'操作'].length * CHAR + PADDING)
}
