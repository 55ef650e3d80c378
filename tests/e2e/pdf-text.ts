/**
 * What a PDF from Chromium's page.pdf() says, without a PDF library: its page count, and the
 * titles of its outline (bookmarks), which Chromium builds from the page's headings when asked
 * (`page.pdf({ outline: true, tagged: true })`); titles are UTF-16BE hex or literal strings.
 */

/** The number of pages. */
export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length
}

/** The titles of the outline's entries (and the document's own title). */
export function pdfOutlineTitles(pdf: Buffer): string[] {
  const text = pdf.toString('latin1')
  return [...text.matchAll(/\/Title\s*(<([0-9A-Fa-f]+)>|\(([^)]*)\))/g)].map(([, , hex, literal]) => {
    if (literal !== undefined) return literal
    const units = (hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16))
    return String.fromCharCode(...(units[0] === 0xfeff ? units.slice(1) : units))
  })
}
