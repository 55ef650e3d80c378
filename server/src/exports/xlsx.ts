/**
 * A streaming .xlsx writer for exports (budgets.md: 1,000,000 orders with memory flat, ≤ 200 MB,
 * at ≥ 50,000 rows/s — exceljs' streaming writer managed ~5,000 rows/s and 1.4 GB).
 *
 * The workbook is sheets of inline strings and numbers: no shared-string table to hold in
 * memory. The ZIP is written entry by entry (zip.ts); each sheet's XML goes through zlib's
 * deflate on the thread pool batch by batch, with the file stream's back-pressure respected. A
 * sheet holds at most SHEET_ROWS rows under its header (Excel reads 1,048,576 rows a sheet); the
 * rows after them go on in the next sheet (issue 43: a month of national orders, 1.7 million).
 */
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import type { TransformOptions } from 'node:stream'
import { constants, crc32, createDeflateRaw, type DeflateRaw, type ZlibOptions } from 'node:zlib'
import { type Cell, type RowBatch, type RowMarkup, rowMarkup, writeRow } from './xlsx-rows'
import { escapeXml, XmlBytes } from './xlsx-sheet'
import { type CentralEntry, LEVEL, ZipFile } from './zip'

export type { Cell, RowBatch }
export { escapeXml }

export interface XlsxColumn {
  header: string
  /** Width in characters. */
  width: number
}

/** Rows a sheet holds under its header. */
export const SHEET_ROWS = 1_000_000
/**
 * Uncompressed XML that may wait for deflate before the writer waits in turn: about four export
 * batches (server/src/resources/routes.ts: 500 orders, ~0.5 MB of sheet since a cell's reference
 * is written only after a gap), each a buffer held until deflate has read it.
 */
const QUEUED_BYTES = 2 << 20

/**
 * The sheet's buffers (its XML, deflate's output) for an export of LARGE_ROWS rows or more, and
 * for a smaller one. Each export allocated 1 MB buffers (outside V8's heap), however few its
 * rows: with the bench's mix of small exports (a page of stations, eight a second on the
 * cluster) the export worker ran a full collection every two or three exports.
 */
const LARGE_ROWS = 5_000
const LARGE_BUFFER = 1 << 20
const SMALL_BUFFER = 64 << 10

/** The column letters of a 0-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  return name
}

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\ . */
export function sheetNameOf(title: string): string {
  return (
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet1'
  )
}

/** `part(n)` for n = 1 … count, joined. */
const numbered = (count: number, part: (n: number) => string) =>
  Array.from({ length: count }, (_, index) => part(index + 1)).join('')

/** The names of `count` sheets of a title: the title alone, or numbered when there are several. */
export function sheetNamesOf(title: string, count: number): string[] {
  const name = sheetNameOf(title)
  if (count === 1) return [name]
  return Array.from({ length: count }, (_, index) => {
    const suffix = ` (${index + 1})`
    return `${name.slice(0, 31 - suffix.length).trim()}${suffix}`
  })
}

const FILES = {
  contentTypes: (sheets: number) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${numbered(sheets, (n) => `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`)}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  rels: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  // The styles are rId0; sheet n is rIdn.
  workbookRels: (sheets: number) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId0" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>${numbered(sheets, (n) => `<Relationship Id="rId${n}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${n}.xml"/>`)}</Relationships>`,
  // Two cell formats: 0 plain, 1 bold (the header row).
  styles: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`,
  workbook: (names: readonly string[]) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${numbered(names.length, (n) => `<sheet name="${escapeXml(names[n - 1])}" sheetId="${n}" r:id="rId${n}"/>`)}</sheets></workbook>`,
}

/** The sheet being written: its entry and the deflate stream feeding it. */
interface OpenSheet {
  entry: CentralEntry
  deflate: DeflateRaw
  drained: Promise<void>
}

/**
 * Write an .xlsx: `open`, then `addRows` batch by batch, then `close`. The rows go into sheets of
 * `sheetRows` rows each (SHEET_ROWS), every sheet under the header row.
 */
export class XlsxWriter {
  /** The last row written in the sheet (1: the header). */
  private row = 1
  private sheets = 0
  private sheet: OpenSheet | null = null
  private readonly names: string[]
  private readonly markup: RowMarkup
  private readonly xml: XmlBytes

  private constructor(
    private readonly zip: ZipFile,
    private readonly title: string,
    private readonly columns: readonly XlsxColumn[],
    private readonly sheetRows: number,
    private readonly large: boolean,
  ) {
    this.xml = new XmlBytes(large ? LARGE_BUFFER : SMALL_BUFFER)
    this.names = columns.map((_, index) => columnName(index))
    this.markup = rowMarkup(this.names)
  }

  /**
   * `expectedRows`: about how many rows will come (the job's count), to size the buffers: a page
   * of stations needs KBs, a month of orders MBs. `sheetRows`: rows a sheet holds (SHEET_ROWS).
   */
  static async open(
    path: string,
    title: string,
    columns: readonly XlsxColumn[],
    { sheetRows = SHEET_ROWS, expectedRows = SHEET_ROWS }: { sheetRows?: number; expectedRows?: number } = {},
  ): Promise<XlsxWriter> {
    const zip = new ZipFile(createWriteStream(path))
    await zip.add('_rels/.rels', FILES.rels)
    await zip.add('xl/styles.xml', FILES.styles)
    const writer = new XlsxWriter(zip, title, columns, sheetRows, expectedRows >= LARGE_ROWS)
    await writer.beginSheet()
    return writer
  }

  /** Start the next sheet, its header written. */
  private async beginSheet(): Promise<void> {
    this.sheets += 1
    const entry = await this.zip.begin(`xl/worksheets/sheet${this.sheets}.xml`)
    // Deflate runs on the thread pool: with room for a few batches queued, the next batch is read
    // and written while the last one is compressed, instead of waiting for it (15 % of an
    // export's time was spent idle). Each turn on the thread pool ends when its output chunk is
    // full and waits for this thread to take it: with 64 KB chunks (~400 KB of sheet) compression
    // stalled while a batch was being written, and the two took turns on one core (an export of
    // 965,000 orders: 23–31 s; with 1 MB chunks, about a batch a turn, 20–22 s).
    // (zlib hands its options to stream.Transform; @types/node leaves the stream options out.)
    const options: ZlibOptions & TransformOptions = {
      level: LEVEL,
      strategy: constants.Z_DEFAULT_STRATEGY,
      chunkSize: this.large ? LARGE_BUFFER : SMALL_BUFFER,
      writableHighWaterMark: QUEUED_BYTES,
    }
    const deflate = createDeflateRaw(options)
    // The compressed bytes go to the file in order as zlib produces them.
    const drained = (async () => {
      for await (const chunk of deflate) await this.zip.data(entry, chunk as Buffer)
    })()
    // Awaited when the sheet ends; marked handled here so a failure before then is not "unhandled".
    drained.catch(() => undefined)
    this.sheet = { entry, deflate, drained }
    const widths = this.columns
      .map(
        (column, index) =>
          `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"/>`,
      )
      .join('')
    this.xml.ascii(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
        '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
        `<cols>${widths}</cols><sheetData>`,
    )
    this.row = 1
    writeRow(
      this.xml,
      1,
      this.columns.map((column) => column.header),
      rowMarkup(this.names, ' s="1"'),
    )
    await this.bytes(this.xml.take())
  }

  /** Finish the sheet's XML and its entry. */
  private async endSheet(sheet: OpenSheet): Promise<void> {
    this.xml.ascii('</sheetData></worksheet>')
    await this.bytes(this.xml.take())
    sheet.deflate.end()
    await sheet.drained
    await this.zip.end(sheet.entry)
  }

  /** Uncompressed sheet XML: counted, checksummed and handed to deflate (waiting when it is full). */
  private async bytes({ bytes, release }: ReturnType<XmlBytes['take']>): Promise<void> {
    const sheet = this.sheet as OpenSheet
    sheet.entry.size += bytes.length
    sheet.entry.crc = crc32(bytes, sheet.entry.crc)
    // zlib calls back once it has read the whole chunk: the buffer may then be written again.
    if (!sheet.deflate.write(bytes, release)) await once(sheet.deflate, 'drain')
  }

  /**
   * Append rows (one batch): written into the sheet (or sheets) before this returns, so the
   * caller need not keep them while the promise (room in deflate's queue) is pending.
   */
  async addRows(batch: readonly (readonly Cell[])[] | RowBatch): Promise<void> {
    const cells = Array.isArray(batch) ? (batch as readonly (readonly Cell[])[]) : null
    const rows = batch as RowBatch
    let next = 0
    while (next < batch.length) {
      if (this.row > this.sheetRows) {
        await this.endSheet(this.sheet as OpenSheet)
        await this.beginSheet()
      }
      const end = Math.min(batch.length, next + this.sheetRows - this.row + 1)
      for (; next < end; next += 1) {
        this.row += 1
        if (cells) writeRow(this.xml, this.row, cells[next], this.markup)
        else rows.write(this.xml, next, this.row, this.markup)
      }
    }
    await this.bytes(this.xml.take())
  }

  /** Give up (after a failure): stop compressing and close the file. */
  abort(): void {
    this.sheet?.deflate.destroy()
    this.zip.destroy()
  }

  /** Finish the last sheet, then the workbook that names the sheets, and the archive. */
  async close(): Promise<void> {
    await this.endSheet(this.sheet as OpenSheet)
    await this.zip.add('xl/workbook.xml', FILES.workbook(sheetNamesOf(this.title, this.sheets)))
    await this.zip.add('xl/_rels/workbook.xml.rels', FILES.workbookRels(this.sheets))
    await this.zip.add('[Content_Types].xml', FILES.contentTypes(this.sheets))
    await this.zip.close()
  }
}
