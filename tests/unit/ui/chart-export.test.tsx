// @vitest-environment jsdom
/**
 * A chart's data exported to .xlsx (issue 16, Charts) and the `table` chart kind: the workbook
 * is a valid ZIP (CRC-checked entries) holding the 数据 view's header and numbers; a table chart
 * sorts its rows and its names drill down to the row they show, whatever the order.
 */
import './dom'
import { crc32 as nodeCrc32 } from 'node:zlib'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import ExcelJS from 'exceljs'
import { describe, expect, it, vi } from 'vitest'
import { Chart } from '../../../src/ui/chart/Chart'
import { axisNumber, type ChartSpec, chartSheet, type StatsData } from '../../../src/ui/chart/spec'
import { buildXlsx, columnName, crc32 } from '../../../src/ui/chart/xlsx'
import { EN_MONDAY } from '../../../src/ui/locale'

const DATA: StatsData = {
  from: '2026-10-27',
  to: '2026-11-25',
  granularity: 'day',
  totals: [],
  groups: {
    stations: [
      { name: '河西友谊路站', code: 'S1', values: { energy: 900.5, orders: 30 } },
      { name: '南开<复康路>站', code: 'S2', values: { energy: 500, orders: 80 } },
      { name: '和平站', code: 'S3', values: { energy: 100 } },
    ],
  },
}

const SPEC: ChartSpec = {
  key: 'stations',
  title: '充电站统计明细',
  kind: 'table',
  group: 'stations',
  nameTitle: '充电站',
  measures: [
    { key: 'energy', label: '充电量', unit: 'kWh' },
    { key: 'orders', label: '充电次数', unit: '次' },
  ],
  drill: (row) => (row.code ? `/stations?stationId=${row.code}` : null),
}

/** The entries of a ZIP of stored entries, checked against their CRC-32. */
function unzip(bytes: Uint8Array): Map<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const end = bytes.length - 22
  expect(view.getUint32(end, true)).toBe(0x06054b50)
  const count = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  const files = new Map<string, string>()
  for (let index = 0; index < count; index += 1) {
    expect(view.getUint32(at, true)).toBe(0x02014b50)
    const crc = view.getUint32(at + 16, true)
    const size = view.getUint32(at + 20, true)
    const nameLength = view.getUint16(at + 28, true)
    const offset = view.getUint32(at + 42, true)
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength))
    expect(view.getUint32(offset, true)).toBe(0x04034b50)
    const start = offset + 30 + view.getUint16(offset + 26, true)
    const data = bytes.subarray(start, start + size)
    expect(nodeCrc32(data)).toBe(crc)
    files.set(name, new TextDecoder().decode(data))
    at += 46 + nameLength
  }
  return files
}

describe('chart data export', () => {
  it('computes the ZIP checksum and column letters', () => {
    const text = new TextEncoder().encode('充电站统计 xlsx')
    expect(crc32(text)).toBe(nodeCrc32(text))
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA'])
  })

  it('shortens large axis numbers to 万 and 亿', () => {
    expect([0, 2.5, 9999, 500_000, 2_500_000, 1.25e9, -30_000].map(axisNumber)).toEqual([
      '0',
      '2.5',
      '9999',
      '50万',
      '250万',
      '12.5亿',
      '-3万',
    ])
  })

  it('writes the 数据 view as a workbook: header, names escaped, numbers as numbers', () => {
    const sheet = chartSheet(SPEC, DATA.groups.stations)
    expect(sheet.headers).toEqual(['充电站', '充电量(kWh)', '充电次数(次)'])
    expect(sheet.rows[2]).toEqual(['和平站', 100, 0])
    const files = unzip(buildXlsx('充电站统计明细', sheet.headers, sheet.rows))
    expect([...files.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ])
    expect(files.get('xl/workbook.xml')).toContain('name="充电站统计明细"')
    const xml = files.get('xl/worksheets/sheet1.xml') ?? ''
    expect(xml).toContain(
      '<c r="B1" t="inlineStr" s="1"><is><t xml:space="preserve">充电量(kWh)</t></is></c>',
    )
    expect(xml).toContain(
      '<c r="A3" t="inlineStr"><is><t xml:space="preserve">南开&lt;复康路&gt;站</t></is></c>',
    )
    expect(xml).toContain('<c r="B2"><v>900.5</v></c>')
    expect(xml).toContain('<c r="C4"><v>0</v></c>')
    expect(new DOMParser().parseFromString(xml, 'application/xml').querySelector('parsererror')).toBeNull()
  })

  it('is read back by a spreadsheet library', async () => {
    const sheet = chartSheet(SPEC, DATA.groups.stations)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(buildXlsx('充电站统计明细', sheet.headers, sheet.rows) as unknown as ArrayBuffer)
    const read = workbook.worksheets[0]
    expect(read.name).toBe('充电站统计明细')
    expect(read.getRow(1).values).toEqual([undefined, '充电站', '充电量(kWh)', '充电次数(次)'])
    expect(read.getRow(3).values).toEqual([undefined, '南开<复康路>站', 500, 80])
    expect(read.getRow(1).font?.bold ?? read.getCell('A1').font?.bold).toBe(true)
  })
})

describe('table chart', () => {
  it('lists the rows, sorts by a measure and drills down to the row shown', async () => {
    const onDrill = vi.fn()
    render(<Chart spec={SPEC} data={DATA} loading={false} onDrill={onDrill} />)
    const table = await screen.findByRole('table')
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')?.textContent)
    expect(names()).toEqual(['河西友谊路站', '南开<复康路>站', '和平站'])
    fireEvent.click(within(table).getByText('充电次数(次)'))
    expect(names()).toEqual(['和平站', '河西友谊路站', '南开<复康路>站'])
    fireEvent.click(within(table).getByText('南开<复康路>站'))
    expect(onDrill).toHaveBeenCalledWith('/stations?stationId=S2')
    expect(screen.getByRole('button', { name: '导出Excel' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '保存图片' })).toBeNull()
  })

  it('shows No Data (section 8, the element locale) instead of a chart when every value is 0', async () => {
    const spec: ChartSpec = { ...SPEC, kind: 'pie', drill: undefined }
    const zero: StatsData = { ...DATA, groups: { stations: [{ name: '和平站', values: { energy: 0 } }] } }
    render(
      <ConfigProvider locale={EN_MONDAY}>
        <Chart spec={spec} data={zero} loading={false} />
      </ConfigProvider>,
    )
    expect((await screen.findAllByText('No Data')).length).toBeGreaterThan(0)
    expect(screen.queryByText('暂无数据')).toBeNull()
    expect(screen.queryByRole('img', { name: /充电站统计明细图表/ })).toBeNull()
    expect(screen.getByRole('button', { name: '保存图片' }).hasAttribute('disabled')).toBe(true)
  })
})
