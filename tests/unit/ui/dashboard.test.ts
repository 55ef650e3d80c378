import { describe, expect, it } from 'vitest'
import { EQUIPMENT_TYPE } from '../../../src/core/domain/enums'
import {
  type ChartSpec,
  chartHeight,
  chartOption,
  chartRows,
  chartTable,
  type StatsData,
} from '../../../src/ui/chart/spec'
import { figureText } from '../../../src/ui/dashboard/Figures'
import { col } from '../../../src/ui/fields/builders'
import { linkedFilters } from '../../../src/ui/list/linkedFilters'

const THEME = { text: '#111', secondaryText: '#666', border: '#eee', palette: ['#1677ff'] }
const DATA: StatsData = {
  from: '2026-10-27',
  to: '2026-11-25',
  granularity: 'day',
  totals: [],
  groups: {
    byDistrict: [
      { name: '河西区', code: '120103', values: { stations: 30, piles: 200 } },
      { name: '南开区', code: '120104', values: { stations: 20, piles: 150 } },
      { name: '和平区', code: '120101', values: { stations: 10 } },
    ],
  },
}

describe('dashboard charts', () => {
  const spec: ChartSpec = {
    key: 'd',
    title: '各区域',
    kind: 'rank',
    group: 'byDistrict',
    limit: 2,
    measures: [
      { key: 'stations', label: '充电站', unit: '座' },
      { key: 'piles', label: '充电桩', unit: '台' },
    ],
  }

  it('names every bar of a ranking and gives each of its rows room', () => {
    const many = Array.from({ length: 16 }, (_, index) => ({
      name: `区${index}`,
      values: { stations: index },
    }))
    const option = chartOption(spec, many, THEME) as { yAxis: { axisLabel: { interval?: number } } }
    expect(option.yAxis.axisLabel.interval).toBe(0)
    expect(chartHeight(spec, many)).toBeGreaterThanOrEqual(16 * 20)
    expect(chartHeight(spec, many.slice(0, 3))).toBe(320)
    expect(chartHeight({ ...spec, kind: 'bar' }, many)).toBe(320)
  })

  it('names every district under a bar chart (turned when many) and skips only period labels', () => {
    const districts = Array.from({ length: 16 }, (_, index) => ({
      name: `区域${index}`,
      values: { stations: 1 },
    }))
    const bar = { ...spec, kind: 'bar' as const, limit: undefined }
    const option = (rows: typeof districts) =>
      chartOption(bar, rows, THEME) as { xAxis: { axisLabel: Record<string, unknown> } }
    expect(option(districts).xAxis.axisLabel).toMatchObject({ interval: 0, rotate: 40 })
    expect(option(districts).xAxis.axisLabel.hideOverlap).toBeUndefined()
    expect(option(districts.slice(0, 4)).xAxis.axisLabel).toMatchObject({ interval: 0 })
    const days = Array.from({ length: 30 }, (_, index) => ({
      name: `2026-11-${String(index + 1).padStart(2, '0')}`,
      values: { stations: 1 },
    }))
    expect(option(days).xAxis.axisLabel).toMatchObject({ hideOverlap: true })
    expect(option(days).xAxis.axisLabel.interval).toBeUndefined()
  })

  it('names a value axis with the units of every measure on it, not the first one only', () => {
    const facilities: ChartSpec = {
      ...spec,
      kind: 'bar',
      measures: [
        { key: 'stations', label: '充电站', unit: '座' },
        { key: 'piles', label: '充电桩', unit: '台' },
        { key: 'connectors', label: '充电接口', unit: '个' },
      ],
    }
    const option = chartOption(facilities, DATA.groups.byDistrict, THEME) as { yAxis: { name: string } }
    expect(option.yAxis.name).toBe('座/台/个')
    const growth: ChartSpec = {
      ...facilities,
      measures: [
        { key: 'stations', label: '新增充电站', unit: '座' },
        { key: 'piles', label: '新增充电桩', unit: '台', line: true },
      ],
    }
    const twoAxes = chartOption(growth, DATA.groups.byDistrict, THEME) as { yAxis: { name: string }[] }
    expect(twoAxes.yAxis.map((axis) => axis.name)).toEqual(['座', '台'])
  })

  it('draws the same numbers the 数据 view lists, largest ranked on top', () => {
    const rows = chartRows(spec, DATA)
    expect(rows.map((row) => row.code)).toEqual(['120103', '120104'])
    const option = chartOption(spec, rows, THEME) as {
      yAxis: { data: string[] }
      series: { name: string; data: number[] }[]
    }
    // Horizontal bars are drawn bottom-up: the largest is the last category.
    expect(option.yAxis.data).toEqual(['南开区', '河西区'])
    expect(option.series.map((series) => series.name)).toEqual(['充电站(座)', '充电桩(台)'])
    const table = chartTable(spec, rows)
    expect(table.columns.map((column) => column.title)).toEqual(['名称', '充电站(座)', '充电桩(台)'])
    for (const [index, series] of option.series.entries()) {
      const key = spec.measures[index].key
      expect([...series.data].reverse()).toEqual(
        table.rows.map((row) => (row as Record<string, unknown>)[key]),
      )
    }
  })

  it('puts a measure marked line on a second axis and counts missing values as 0', () => {
    const option = chartOption(
      {
        ...spec,
        kind: 'bar',
        limit: undefined,
        measures: [spec.measures[0], { ...spec.measures[1], line: true }],
      },
      chartRows({ ...spec, limit: undefined }, DATA),
      THEME,
    ) as { yAxis: unknown[]; series: { type: string; yAxisIndex: number; data: number[] }[] }
    expect(option.yAxis).toHaveLength(2)
    expect(option.series[1]).toMatchObject({ type: 'line', yAxisIndex: 1, data: [200, 150, 0] })
  })

  it('shows energy in 千/万 kWh and money with two decimals and thousands separators', () => {
    expect(figureText({ key: 'e', label: '充电量', value: 56789, unit: 'kWh' })).toEqual({
      value: '5.68',
      unit: '万kWh',
    })
    expect(figureText({ key: 'm', label: '金额', value: 1234.5, unit: '元' })).toEqual({
      value: '1,234.50',
      unit: '元',
    })
  })
})

describe('a headline figure’s number (issue 42 item 16)', () => {
  const shown = (value: number, unit: string) => figureText({ key: 'k', label: 'x', value, unit }).value

  it('keeps a small decimal’s significant digits: never "0." or 0 for a value that is not 0', () => {
    expect(shown(0.5366, 'kgCO2/kWh')).toBe('0.5366')
    expect(shown(0.004, '%')).toBe('0.004')
    expect(shown(0.5, '%')).toBe('0.50')
    for (const value of [0.5366, 0.004, 0.0001234, 0.05, 0.999]) {
      expect(shown(value, 'kgCO2/kWh')).not.toMatch(/^0\.?0*$|\.$/)
    }
  })

  it('shows a fraction with two decimals, as the report’s tables do; whole numbers without', () => {
    expect(shown(1.6, '%')).toBe('1.60')
    expect(shown(12.5, '分钟')).toBe('12.50')
    expect(shown(512.5, 'kWh')).toBe('512.50')
    expect(shown(12345, '笔')).toBe('12,345')
    expect(shown(0, '座')).toBe('0')
  })
})

describe('filters linked from a route', () => {
  const fields = [
    col.area('areaCode', '行政区划', { search: true }),
    col.enum('equipmentType', '设备类型', EQUIPMENT_TYPE, { search: true }),
    col.text('stationId', '充电站编号', { search: true }),
  ]

  it('turns a district code into the cascader path and an enum text into its value', () => {
    expect(linkedFilters(fields, 'areaCode=120103&equipmentType=1&unknown=x')).toEqual({
      areaCode: ['120000', '120100', '120103'],
      equipmentType: 1,
    })
    expect(linkedFilters(fields, 'stationId=S1')).toEqual({ stationId: 'S1' })
  })

  it('sets nothing when the route names none of the filters', () => {
    expect(linkedFilters(fields, 'tab=2')).toBeNull()
    expect(linkedFilters(fields, '')).toBeNull()
  })
})
