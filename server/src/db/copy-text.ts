/**
 * PostgreSQL's COPY text format (db/copy-out.ts): a field's backslash escapes. COPY TO writes `\b`,
 * `\f`, `\n`, `\r`, `\t`, `\v` and `\\`; any other byte after a backslash stands for itself.
 */

/** The byte an escape stands for, by the byte after the backslash. */
export const COPY_ESCAPES: Readonly<Record<number, number>> = {
  98: 0x08,
  102: 0x0c,
  110: 0x0a,
  114: 0x0d,
  116: 0x09,
  118: 0x0b,
}

/** A field's text with its escapes undone. */
export function unescapeCopy(text: string): string {
  if (!text.includes('\\')) return text
  return text.replace(/\\(.)/gs, (_, char: string) =>
    String.fromCharCode(COPY_ESCAPES[char.charCodeAt(0)] ?? char.charCodeAt(0)),
  )
}
