/**
 * A sheet's rows as XML (xlsx.ts): cells of inline strings and numbers, each reference written
 * only where it is needed, into the sheet's bytes (xlsx-sheet.ts XmlBytes).
 */
import type { XmlBytes } from './xlsx-sheet'

/** A cell's value: text, a number, or empty. */
export type Cell = string | number | null | undefined

/** ASCII markup as bytes, copied into the sheet without reading a string again. */
export const ascii = (text: string): Uint8Array => Uint8Array.from(text, (char) => char.charCodeAt(0))

/**
 * The markup of one row's cells. A cell's reference (`r="B7"`) is optional in SpreadsheetML
 * (ECMA-376 part 1, 18.3.1.4 c): a cell without one is in the column after the cell before it, as
 * exceljs (tests/server/xlsx-writer.test.ts) and openpyxl's reader place it. Only a row's first
 * cell and a cell after an empty one (left out) carry their reference: references were a fifth of
 * an export's sheet bytes.
 */
export interface RowMarkup {
  /** `<c r="` + the column's letters, per column: a cell after a gap. */
  cells: readonly Uint8Array[]
  /** After a reference's row number: `"><v>` (a number) or `" t="inlineStr"><is><t>` (text). */
  number: Uint8Array
  text: Uint8Array
  /** A cell right after the one before it: `<c><v>` or `<c t="inlineStr"><is><t>`. */
  nextNumber: Uint8Array
  nextText: Uint8Array
}

const ROW_OPEN = ascii('<row r="')
const ROW_OPEN_END = ascii('">')
export const ROW_CLOSE = ascii('</row>')
export const NUMBER_CLOSE = ascii('</v></c>')
export const TEXT_CLOSE = ascii('</t></is></c>')

export function rowMarkup(names: readonly string[], style = ''): RowMarkup {
  return {
    cells: names.map((name) => ascii(`<c r="${name}`)),
    number: ascii(`"${style}><v>`),
    text: ascii(`"${style} t="inlineStr"><is><t>`),
    nextNumber: ascii(`<c${style}><v>`),
    nextText: ascii(`<c${style} t="inlineStr"><is><t>`),
  }
}

/**
 * Rows a reader hands the writer: `write` puts the row at `index` of the batch into the sheet as
 * row number `row` (openRow, openCell … ROW_CLOSE): rows as the database sent them
 * (resources/export-copy.ts). A batch of cells is written by writeRow.
 */
export interface RowBatch {
  readonly length: number
  write(out: XmlBytes, index: number, row: number, markup: RowMarkup): void
}

/** A row's opening tag. */
export function openRow(out: XmlBytes, row: number): void {
  out.bytes(ROW_OPEN)
  out.integer(row)
  out.bytes(ROW_OPEN_END)
}

/**
 * A cell's opening markup in column `index`: its reference only when the cell before it was not
 * in the column before (`next`: the column right after the last cell written, -1 at a row's start;
 * exceljs places a row's first cell by its reference only).
 */
export function openCell(
  out: XmlBytes,
  markup: RowMarkup,
  row: number,
  index: number,
  next: number,
  number: boolean,
): void {
  if (index === next) out.bytes(number ? markup.nextNumber : markup.nextText)
  else {
    out.bytes(markup.cells[index])
    out.integer(row)
    out.bytes(number ? markup.number : markup.text)
  }
}

/** One row's XML. Numbers stay numbers; everything else is an inline string. */
export function writeRow(out: XmlBytes, row: number, cells: readonly Cell[], markup: RowMarkup): void {
  openRow(out, row)
  let next = -1
  for (let index = 0; index < cells.length; index += 1) {
    const value = cells[index]
    if (value === null || value === undefined || value === '') continue
    const number = typeof value === 'number' && Number.isFinite(value)
    openCell(out, markup, row, index, next, number)
    next = index + 1
    if (number) {
      if (Number.isSafeInteger(value)) out.integer(value)
      else out.ascii(String(value))
      out.bytes(NUMBER_CLOSE)
    } else {
      out.text(typeof value === 'string' ? value : String(value))
      out.bytes(TEXT_CLOSE)
    }
  }
  out.bytes(ROW_CLOSE)
}
