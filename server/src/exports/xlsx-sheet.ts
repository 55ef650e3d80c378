/**
 * The sheet's rows as XML bytes for the streaming .xlsx writer (xlsx.ts): cells of inline
 * strings and numbers, written straight into reusable buffers.
 */

/** A cell's value: text, a number, or empty. */
export type Cell = string | number | null | undefined

/** Sheet buffers kept for reuse once deflate has read them. */
const SPARE_BUFFERS = 2

/** XML 1.0 has no place for most control characters; they are dropped, the rest escaped. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const XML_SPECIAL = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g
const XML_ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

export function escapeXml(text: string): string {
  return text.replace(XML_SPECIAL, (char) => XML_ENTITY[char] ?? '')
}

/**
 * The sheet's XML written straight into bytes: ASCII markup copied code by code, cell text
 * escaped and UTF-8 encoded in one pass. Building strings and converting them (Buffer.from of a
 * rope of hundreds of pieces per row) took a third of an export's time, most of it flattening
 * and collecting the pieces.
 */
export class XmlBytes {
  private buffer: Buffer
  private at = 0
  private readonly spare: Buffer[] = []
  /** Room for the 16 digits and sign of a safe integer: a row number's, and a cell value's. */
  private readonly rowDigits = new Uint8Array(17)
  private readonly valueDigits = new Uint8Array(17)

  constructor(private readonly size = 1 << 20) {
    this.buffer = Buffer.allocUnsafe(size)
  }

  /** Room for `bytes` more. */
  private room(bytes: number): void {
    if (this.at + bytes <= this.buffer.length) return
    const larger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.at + bytes))
    this.buffer.copy(larger, 0, 0, this.at)
    this.buffer = larger
  }

  /** Markup known to be ASCII. */
  ascii(text: string): void {
    this.room(text.length)
    const buffer = this.buffer
    let at = this.at
    for (let index = 0; index < text.length; index += 1) buffer[at++] = text.charCodeAt(index)
    this.at = at
  }

  /** Bytes prepared before (markup). */
  bytes(bytes: Uint8Array): void {
    this.room(bytes.length)
    const buffer = this.buffer
    let at = this.at
    for (let index = 0; index < bytes.length; index += 1) buffer[at++] = bytes[index]
    this.at = at
  }

  /** Three pieces of bytes in a row (a cell's opening: reference, row number, type). */
  bytes3(first: Uint8Array, second: Uint8Array, third: Uint8Array): void {
    this.room(first.length + second.length + third.length)
    const buffer = this.buffer
    let at = this.at
    for (let index = 0; index < first.length; index += 1) buffer[at++] = first[index]
    for (let index = 0; index < second.length; index += 1) buffer[at++] = second[index]
    for (let index = 0; index < third.length; index += 1) buffer[at++] = third[index]
    this.at = at
  }

  /**
   * A safe integer in decimal, as String() writes it. A row number's digits are returned (a
   * view valid until the next row number), to be copied into each cell's reference.
   */
  integer(value: number, isRowNumber = false): Uint8Array {
    const digits = isRowNumber ? this.rowDigits : this.valueDigits
    let start = digits.length
    let rest = Math.abs(value)
    do {
      digits[--start] = 48 + (rest % 10)
      rest = Math.floor(rest / 10)
    } while (rest > 0)
    if (value < 0) digits[--start] = 45
    const written = digits.subarray(start)
    this.bytes(written)
    return written
  }

  /**
   * Cell text: XML-escaped (escapeXml), UTF-8 encoded; lone surrogates become U+FFFD as in
   * Buffer.from.
   */
  text(text: string): void {
    // At most 6 bytes per UTF-16 unit (&quot;), 3 for everything else.
    this.room(text.length * 6)
    const buffer = this.buffer
    let at = this.at
    for (let index = 0; index < text.length; index += 1) {
      let code = text.charCodeAt(index)
      if (code < 0x80) {
        if (code >= 0x20 && code !== 0x26 && code !== 0x3c && code !== 0x3e && code !== 0x22)
          buffer[at++] = code
        else if (code === 0x09 || code === 0x0a || code === 0x0d) buffer[at++] = code
        else if (code >= 0x20) {
          const entity = XML_ENTITY[String.fromCharCode(code)]
          for (let k = 0; k < entity.length; k += 1) buffer[at++] = entity.charCodeAt(k)
        }
        // Other control characters have no place in XML 1.0: dropped.
      } else if (code < 0x800) {
        buffer[at++] = 0xc0 | (code >> 6)
        buffer[at++] = 0x80 | (code & 0x3f)
      } else if (code >= 0xd800 && code <= 0xdfff) {
        const next = index + 1 < text.length ? text.charCodeAt(index + 1) : 0
        if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
          code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00)
          index += 1
          buffer[at++] = 0xf0 | (code >> 18)
          buffer[at++] = 0x80 | ((code >> 12) & 0x3f)
          buffer[at++] = 0x80 | ((code >> 6) & 0x3f)
          buffer[at++] = 0x80 | (code & 0x3f)
        } else {
          buffer[at++] = 0xef
          buffer[at++] = 0xbf
          buffer[at++] = 0xbd
        }
      } else if (code !== 0xfffe && code !== 0xffff) {
        buffer[at++] = 0xe0 | (code >> 12)
        buffer[at++] = 0x80 | ((code >> 6) & 0x3f)
        buffer[at++] = 0x80 | (code & 0x3f)
      }
    }
    this.at = at
  }

  /**
   * The bytes written so far; writing goes on in another buffer. `release` hands the buffer
   * back once the bytes are used, so an export cycles through a few buffers instead of leaving
   * one per batch for the garbage collector (external memory it does not hurry to free).
   */
  take(): { bytes: Buffer; release: () => void } {
    const full = this.buffer
    const bytes = full.subarray(0, this.at)
    const spare = this.spare.pop()
    this.buffer = spare && spare.length >= this.at ? spare : Buffer.allocUnsafe(Math.max(this.size, this.at))
    this.at = 0
    return {
      bytes,
      release: () => {
        if (this.spare.length < SPARE_BUFFERS) this.spare.push(full)
      },
    }
  }
}

/** ASCII markup as bytes, copied into the sheet without reading a string again. */
export const ascii = (text: string): Uint8Array => Uint8Array.from(text, (char) => char.charCodeAt(0))

/** The markup of one row's cells: each column's `<c r="B` once, and the pieces around values. */
export interface RowMarkup {
  /** `<c r="` + the column's letters, per column. */
  cells: readonly Uint8Array[]
  /** After the row number: `"><v>` (a number) or `" t="inlineStr"><is><t>` (text). */
  number: Uint8Array
  text: Uint8Array
}

const ROW_OPEN = ascii('<row r="')
const ROW_OPEN_END = ascii('">')
const ROW_CLOSE = ascii('</row>')
const NUMBER_CLOSE = ascii('</v></c>')
const TEXT_CLOSE = ascii('</t></is></c>')

export function rowMarkup(names: readonly string[], style = ''): RowMarkup {
  return {
    cells: names.map((name) => ascii(`<c r="${name}`)),
    number: ascii(`"${style}><v>`),
    text: ascii(`"${style} t="inlineStr"><is><t>`),
  }
}

/** One row's XML. Numbers stay numbers; everything else is an inline string. */
export function writeRow(out: XmlBytes, row: number, cells: readonly Cell[], markup: RowMarkup): void {
  out.bytes(ROW_OPEN)
  const digits = out.integer(row, true)
  out.bytes(ROW_OPEN_END)
  for (let index = 0; index < cells.length; index += 1) {
    const value = cells[index]
    if (value === null || value === undefined || value === '') continue
    if (typeof value === 'number' && Number.isFinite(value)) {
      out.bytes3(markup.cells[index], digits, markup.number)
      if (Number.isSafeInteger(value)) out.integer(value)
      else out.ascii(String(value))
      out.bytes(NUMBER_CLOSE)
    } else {
      out.bytes3(markup.cells[index], digits, markup.text)
      out.text(typeof value === 'string' ? value : String(value))
      out.bytes(TEXT_CLOSE)
    }
  }
  out.bytes(ROW_CLOSE)
}
