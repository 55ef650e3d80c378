/**
 * The streaming .xlsx writer of exports (server/src/exports/xlsx.ts), read back with exceljs —
 * a spreadsheet library independent of the writer — so the files open elsewhere with the same rows.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type Cell, columnName, escapeXml, sheetNameOf, XlsxWriter } from '../../server/src/exports/xlsx'

let dir: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ev-xlsx-'))
})

afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

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
