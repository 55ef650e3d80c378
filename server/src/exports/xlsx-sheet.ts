/**
 * The sheet's XML as bytes for the streaming .xlsx writer (xlsx.ts), written straight into
 * reusable buffers; the rows' markup is xlsx-rows.ts.
 */
import { COPY_ESCAPES } from '../db/copy-text'

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

  /** `size`: the first buffer's; later ones are as large as the largest piece taken so far. */
  constructor(private size = 1 << 20) {
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

  /** A safe integer in decimal, as String() writes it. */
  integer(value: number): void {
    this.room(17)
    const buffer = this.buffer
    let rest = Math.abs(value)
    let digits = 1
    for (let power = 10; power <= rest; power *= 10) digits += 1
    let at = this.at + digits + (value < 0 ? 1 : 0)
    this.at = at
    do {
      buffer[--at] = 48 + (rest % 10)
      rest = Math.floor(rest / 10)
    } while (rest > 0)
    if (value < 0) buffer[--at] = 45
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
   * A field of PostgreSQL's COPY text format (UTF-8 with backslash escapes: db/copy-out.ts) as
   * cell text, escaped and stripped as text() does.
   */
  copyText(source: Uint8Array, start: number, end: number): void {
    this.room((end - start) * 6)
    const buffer = this.buffer
    let at = this.at
    for (let index = start; index < end; index += 1) {
      let code = source[index]
      if (code === 0x5c && index + 1 < end) {
        index += 1
        code = COPY_ESCAPES[source[index]] ?? source[index]
      }
      if (code >= 0x80) {
        // U+FFFE and U+FFFF (EF BF BE, EF BF BF) have no place in XML: dropped, as text() does.
        if (
          code === 0xef &&
          index + 2 < end &&
          source[index + 1] === 0xbf &&
          (source[index + 2] & 0xfe) === 0xbe
        )
          index += 2
        else buffer[at++] = code
      } else if (code >= 0x20 && code !== 0x26 && code !== 0x3c && code !== 0x3e && code !== 0x22)
        buffer[at++] = code
      else if (code === 0x09 || code === 0x0a || code === 0x0d) buffer[at++] = code
      else if (code >= 0x20) {
        const entity = XML_ENTITY[String.fromCharCode(code)]
        for (let k = 0; k < entity.length; k += 1) buffer[at++] = entity.charCodeAt(k)
      }
    }
    this.at = at
  }

  /** ASCII bytes copied as they are (a number as PostgreSQL wrote it). */
  asciiBytes(source: Uint8Array, start: number, end: number): void {
    this.room(end - start)
    const buffer = this.buffer
    let at = this.at
    for (let index = start; index < end; index += 1) buffer[at++] = source[index]
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
    this.size = Math.max(this.size, this.at)
    this.buffer = spare && spare.length >= this.at ? spare : Buffer.allocUnsafe(this.size)
    this.at = 0
    return {
      bytes,
      release: () => {
        if (this.spare.length < SPARE_BUFFERS) this.spare.push(full)
      },
    }
  }
}
