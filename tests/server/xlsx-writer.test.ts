/**
 * The streaming .xlsx writer of exports (server/src/exports/xlsx.ts), read back with exceljs —
 * a spreadsheet library independent of the writer — so the files open elsewhere with the same rows.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inflateRawSync } from 'node:zlib'
import ExcelJS from 'exceljs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  type Cell,
  columnName,
  escapeXml,
  sheetNameOf,
  sheetNamesOf,
  XlsxWriter,
} from '../../server/src/exports/xlsx'

let dir: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ev-xlsx-'))
})

afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

/** The sheet's XML, read from the ZIP's central directory (the writer puts sizes there). */
function sheetXml(zip: Buffer): string {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  let at = zip.readUInt32LE(end + 16)
  for (let entry = 0; entry < zip.readUInt16LE(end + 10); entry += 1) {
    const nameLength = zip.readUInt16LE(at + 28)
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength)
    if (name === 'xl/worksheets/sheet1.xml') {
      const local = zip.readUInt32LE(at + 42)
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
      return inflateRawSync(zip.subarray(start, start + zip.readUInt32LE(at + 20))).toString('utf8')
    }
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
  }
  throw new Error('no sheet in the file')
}

async function readBack(path: string) {
  const book = new ExcelJS.Workbook()
  await book.xlsx.readFile(path)
  const sheet = book.worksheets[0]
  const rows: unknown[][] = []
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as unknown[]).slice(1))
  })
  return { sheet, rows }
}

describe('the xlsx writer', () => {
  it('names columns and sheets as Excel expects', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA'])
    expect(sheetNameOf('充电订单档案/导出[2026]:*?')).toBe('充电订单档案 导出 2026')
    expect(sheetNameOf('x'.repeat(40))).toHaveLength(31)
    expect(escapeXml('a & b <c> "d"\u0001\u0008\ttab')).toBe('a &amp; b &lt;c&gt; &quot;d&quot;\ttab')
  })

  it('writes a header, strings, numbers and empty cells that exceljs reads back unchanged', async () => {
    const path = join(dir, 'rows.xlsx')
    const writer = await XlsxWriter.open(path, '充电订单档案', [
      { header: '订单编号', width: 30 },
      { header: '充电量(kWh)', width: 12 },
      { header: '备注', width: 20 },
    ])
    const batch: Cell[][] = [
      ['59237124X260101000000000001', 12.5, '尖 & 峰 <谷>'],
      ['59237124X260101000000000002', 0, null],
      ['控制\u0002字符', -3, ''],
    ]
    await writer.addRows(batch)
    await writer.addRows([['第二批', 1e6, '"引号"']])
    await writer.close()
    const { sheet, rows } = await readBack(path)
    expect(sheet.name).toBe('充电订单档案')
    expect(rows).toEqual([
      ['订单编号', '充电量(kWh)', '备注'],
      ['59237124X260101000000000001', 12.5, '尖 & 峰 <谷>'],
      ['59237124X260101000000000002', 0],
      ['控制字符', -3],
      ['第二批', 1e6, '"引号"'],
    ])
    expect(sheet.getColumn(1).width).toBe(30)
    expect(sheet.getCell('A1').font?.bold).toBe(true)
    expect(sheet.getCell('A2').font?.bold).toBeFalsy()
  })

  it('keeps every row of many batches in order', async () => {
    const path = join(dir, 'many.xlsx')
    const writer = await XlsxWriter.open(path, 'many', [
      { header: 'n', width: 8 },
      { header: 'text', width: 8 },
    ])
    for (let batch = 0; batch < 20; batch += 1) {
      await writer.addRows(
        Array.from({ length: 1000 }, (_, i) => [batch * 1000 + i, `行${batch * 1000 + i}`]),
      )
    }
    await writer.close()
    const { rows } = await readBack(path)
    expect(rows).toHaveLength(20_001)
    expect(rows[1]).toEqual([0, '行0'])
    expect(rows[20_000]).toEqual([19_999, '行19999'])
  })

  it('goes on in a next sheet, under the header again, once a sheet holds its rows', async () => {
    const path = join(dir, 'sheets.xlsx')
    const columns = [
      { header: '序号', width: 8 },
      { header: '文本', width: 8 },
    ]
    // Three rows a sheet (SHEET_ROWS in an export); batches that end inside and across sheets.
    const writer = await XlsxWriter.open(path, '充电订单档案/全国[2026年11月]', columns, { sheetRows: 3 })
    const numbers = Array.from({ length: 8 }, (_, n) => n + 1)
    for (const batch of [numbers.slice(0, 2), numbers.slice(2, 7), numbers.slice(7)])
      await writer.addRows(batch.map((n) => [n, `行${n}`]))
    await writer.close()
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(path)
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      '充电订单档案 全国 2026年11月 (1)',
      '充电订单档案 全国 2026年11月 (2)',
      '充电订单档案 全国 2026年11月 (3)',
    ])
    const read = book.worksheets.map((sheet) => {
      const rows: unknown[][] = []
      sheet.eachRow((row) => {
        rows.push((row.values as unknown[]).slice(1))
      })
      return rows
    })
    const header = ['序号', '文本']
    expect(read).toEqual([
      [header, [1, '行1'], [2, '行2'], [3, '行3']],
      [header, [4, '行4'], [5, '行5'], [6, '行6']],
      [header, [7, '行7'], [8, '行8']],
    ])
    expect(book.worksheets.every((sheet) => sheet.getCell('A1').font?.bold)).toBe(true)
    expect(sheetNamesOf('订单', 1)).toEqual(['订单'])
  })
  it('gives a reference to the first cell of a row and each cell after an empty one, and exceljs finds every cell in its column', async () => {
    const path = join(dir, 'refs.xlsx')
    const writer = await XlsxWriter.open(path, 'refs', [
      { header: 'n', width: 8 },
      { header: 'text', width: 8 },
      { header: 'x', width: 8 },
      { header: 'y', width: 8 },
    ])
    // Integers written before other cells of the row, negative ones, floats, gaps, large numbers.
    const rows: Cell[][] = Array.from({ length: 1200 }, (_, i) => [
      i % 7 === 0 ? null : i * 7919,
      i % 3 === 0 ? null : `第${i}行`,
      -i,
      i % 5 === 0 ? '' : i + 0.25,
    ])
    await writer.addRows(rows)
    await writer.addRows([[Number.MAX_SAFE_INTEGER, 'x', -Number.MAX_SAFE_INTEGER, 1e21]])
    await writer.close()
    const xml = sheetXml(readFileSync(path))
    const found = [...xml.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)]
    expect(found).toHaveLength(1202)
    for (const [, number, cells] of found) {
      for (const [, column, row] of cells.matchAll(/<c r="([A-Z]+)(\d+)"/g)) {
        expect([number, row, column]).toEqual([number, number, expect.stringMatching(/^[A-D]$/)])
      }
    }
    const last = found[1201][2]
    expect(last).toContain(`<v>${Number.MAX_SAFE_INTEGER}</v>`)
    expect(last).toContain(`<v>-${Number.MAX_SAFE_INTEGER}</v>`)
    expect(last).toContain('<v>1e+21</v>')
    expect(found[3][2]).toBe(
      '<c r="A4"><v>15838</v></c><c t="inlineStr"><is><t>第2行</t></is></c><c><v>-2</v></c><c><v>2.25</v></c>',
    )
    // i = 0: only the third column (-0 is written as 0); i = 7: the first column left out.
    expect(found[1][2]).toBe('<c r="C2"><v>0</v></c>')
    expect(found[8][2]).toBe(
      '<c r="B9" t="inlineStr"><is><t>第7行</t></is></c><c><v>-7</v></c><c><v>7.25</v></c>',
    )
    const { rows: read } = await readBack(path)
    const expected = rows.map((cells) =>
      cells.map((cell) => (cell === null || cell === '' ? undefined : cell)),
    )
    for (const [index, cells] of expected.entries()) {
      // exceljs leaves trailing empty cells out of a row's values; -0 reads back as 0.
      const trimmed = [...cells]
      while (trimmed.length > 0 && trimmed[trimmed.length - 1] === undefined) trimmed.pop()
      expect(read[index + 1]).toEqual(trimmed.map((cell) => (Object.is(cell, -0) ? 0 : cell)))
    }
  })

  it('encodes any text as UTF-8 the way Buffer.from does, escaping markup and dropping what XML forbids', async () => {
    const path = join(dir, 'text.xlsx')
    // Two-, three- and four-byte characters, a lone surrogate, XML's non-characters, line breaks.
    const texts = ['é ü', '京A·12345', '充电🚗桩', 'a\ud800b', 'x\ufffey\uffffz', '第一行\n第二行\t&amp;']
    const writer = await XlsxWriter.open(path, 'text', [{ header: '文本 <&>', width: 20 }])
    await writer.addRows(texts.map((text) => [text]))
    await writer.close()
    const { rows } = await readBack(path)
    expect(rows).toEqual([
      ['文本 <&>'],
      ['é ü'],
      ['京A·12345'],
      ['充电🚗桩'],
      ['a\ufffdb'],
      ['xyz'],
      ['第一行\n第二行\t&amp;'],
    ])
  })
})
