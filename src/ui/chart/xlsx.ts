/**
 * A chart's data as an .xlsx file, written in the browser (issue 16, Charts: "its data exported
 * to .xlsx"). A chart holds at most a few hundred rows, so the workbook is built in memory: one
 * sheet of inline strings and numbers, bold header, in a ZIP of stored (uncompressed) entries —
 * no dependency. Loaded through `import()` by the chart component only, so no list screen
 * carries it. The parts follow the server's export writer (server/src/exports/xlsx.ts).
 */

export type Cell = string | number | null | undefined

const encoder = new TextEncoder()

/** XML 1.0 has no place for most control characters; they are dropped, the rest escaped. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g
export function escapeXml(text: string): string {
  return text
    .replace(CONTROL, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** Column letters of a 0-based index (0 → A, 26 → AA). */
export function columnName(index: number): string {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  return name
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

/** CRC-32 of the bytes (the ZIP checksum). */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/**
 * The fields a file's local header (from byte 4) and its central directory entry (from byte 6)
 * share: version 2.0 needed, flags (bit 11: UTF-8 names), method 0 (stored), time 0, date
 * 1980-01-01, CRC-32, both sizes and the name's length.
 */
function fileFields(view: DataView, at: number, crc: number, size: number, nameLength: number): void {
  view.setUint16(at, 20, true)
  view.setUint16(at + 2, 0x0800, true)
  view.setUint16(at + 8, 0x21, true)
  view.setUint32(at + 10, crc, true)
  view.setUint32(at + 14, size, true)
  view.setUint32(at + 18, size, true)
  view.setUint16(at + 22, nameLength, true)
}

/** A ZIP archive of stored entries (UTF-8 names). */
export function zipStored(files: readonly [name: string, content: string][]): Uint8Array {
  const parts: Uint8Array[] = []
  const central: Uint8Array[] = []
  let offset = 0
  for (const [name, content] of files) {
    const nameBytes = encoder.encode(name)
    const data = encoder.encode(content)
    const crc = crc32(data)
    const local = new DataView(new ArrayBuffer(30))
    local.setUint32(0, 0x04034b50, true)
    fileFields(local, 4, crc, data.length, nameBytes.length)
    const entry = new DataView(new ArrayBuffer(46))
    entry.setUint32(0, 0x02014b50, true)
    // Made by version 2.0, then the local header's fields.
    entry.setUint16(4, 20, true)
    fileFields(entry, 6, crc, data.length, nameBytes.length)
    entry.setUint32(42, offset, true)
    parts.push(new Uint8Array(local.buffer), nameBytes, data)
    central.push(new Uint8Array(entry.buffer), nameBytes)
    offset += 30 + nameBytes.length + data.length
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0)
  const end = new DataView(new ArrayBuffer(22))
  end.setUint32(0, 0x06054b50, true)
  end.setUint16(8, files.length, true)
  end.setUint16(10, files.length, true)
  end.setUint32(12, centralSize, true)
  end.setUint32(16, offset, true)
  const all = [...parts, ...central, new Uint8Array(end.buffer)]
  const out = new Uint8Array(all.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of all) {
    out.set(part, at)
    at += part.length
  }
  return out
}

const NS = 'http://schemas.openxmlformats.org'
const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="${NS}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${NS}/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="${NS}/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`

/** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1'

function cellXml(value: Cell, ref: string, style: number): string {
  const s = style ? ` s="${style}"` : ''
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"${s}><v>${value}</v></c>`
  if (value === null || value === undefined || value === '') return ''
  return `<c r="${ref}" t="inlineStr"${s}><is><t xml:space="preserve">${escapeXml(String(value))}</t></is></c>`
}

/** The .xlsx bytes of one sheet: a bold header row, then the rows. */
export function buildXlsx(
  title: string,
  headers: readonly string[],
  rows: readonly (readonly Cell[])[],
): Uint8Array {
  const line = (cells: readonly Cell[], row: number, style: number) =>
    `<row r="${row}">${cells.map((value, column) => cellXml(value, `${columnName(column)}${row}`, style)).join('')}</row>`
  const widths = headers
    .map((header, index) => {
      const longest = Math.max(
        header.length * 2,
        ...rows.map((row) => String(row[index] ?? '').length * 2),
        8,
      )
      return `<col min="${index + 1}" max="${index + 1}" width="${Math.min(60, longest + 2)}" customWidth="1"/>`
    })
    .join('')
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="${NS}/spreadsheetml/2006/main"><cols>${widths}</cols><sheetData>${line(headers, 1, 1)}${rows
    .map((row, index) => line(row, index + 2, 0))
    .join('')}</sheetData></worksheet>`
  const workbook = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="${NS}/spreadsheetml/2006/main" xmlns:r="${NS}/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName(title))}" sheetId="1" r:id="rId1"/></sheets></workbook>`
  return zipStored([
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', RELS],
    ['xl/workbook.xml', workbook],
    ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS],
    ['xl/styles.xml', STYLES],
    ['xl/worksheets/sheet1.xml', sheet],
  ])
}

/** Save the workbook as `<title>.xlsx` through a download link. */
export function downloadXlsx(
  title: string,
  headers: readonly string[],
  rows: readonly (readonly Cell[])[],
): void {
  const bytes = buildXlsx(title, headers, rows)
  const blob = new Blob([bytes as BlobPart], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `${title}.xlsx`
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
