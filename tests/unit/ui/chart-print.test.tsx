// @vitest-environment jsdom
/**
 * Charts on paper (issue 42 item 9, src/ui/chart/print.tsx): a table chart prints every row in a
 * plain table — no pager, sort icons or links — with money and numbers as the screen shows them,
 * each column's numbers to the same decimals;
 * the printed monthly report's summary says each figure's 环比 and 同比.
 */
import './dom'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { changeText, compareText, summaryText } from '../../../src/screens/report-statistics/summary'
import { PrintedChart } from '../../../src/ui/chart/print'
import type { ChartSpec, StatsData } from '../../../src/ui/chart/spec'

const DISTRICTS = Array.from({ length: 16 }, (_, index) => ({
  name: `区域${index + 1}`,
  code: String(120101 + index),
  values: {
    alarms: 100 - index,
    revenue: 123456.5,
    repair: index === 0 ? 154 : 182.625,
    rate: index ? 0.3 : 0.32,
  },
}))
const DATA: StatsData = {
  from: '2026-10-01',
  to: '2026-10-31',
  granularity: 'day',
  totals: [],
  groups: { byDistrict: DISTRICTS },
}
const SPEC: ChartSpec = {
  key: 'byDistrict',
  title: '各区域告警与修复时长',
  kind: 'table',
  group: 'byDistrict',
  nameTitle: '区域',
  measures: [
    { key: 'alarms', label: '告警数', unit: '条' },
    { key: 'revenue', label: '充电金额', unit: '元' },
    { key: 'repair', label: '平均修复时长', unit: '分钟' },
    { key: 'rate', label: '故障率', unit: '%' },
  ],
  drill: (row) => `/stations?areaCode=${row.code}`,
}

describe('a table chart on paper', () => {
  it('prints every row without pager, sort icons or links', () => {
    const drawn = vi.fn()
    const { container } = render(<PrintedChart spec={SPEC} data={DATA} onDrawn={drawn} />)
    const table = screen.getByRole('table')
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 16)
    expect(within(table).getByText('区域16')).toBeTruthy()
    expect(within(table).getAllByText('123,456.50')).toHaveLength(16)
    // A column with fractions shows two decimals in every row; a whole-number column none.
    expect(within(table).getByText('154.00')).toBeTruthy()
    expect(within(table).getAllByText('182.63')).toHaveLength(15)
    expect(within(table).getByText('0.32')).toBeTruthy()
    expect(within(table).getAllByText('0.30')).toHaveLength(15)
    expect(within(table).getByText('100')).toBeTruthy()
    expect(
      container.querySelectorAll('a, button, [role="link"], .ev-pagination, .ev-table-column-sorter'),
    ).toHaveLength(0)
    expect(drawn).toHaveBeenCalled()
  })
})

describe('the printed report’s summary', () => {
  it('says each figure with its change on the month before and the same month a year before', () => {
    expect(changeText(110, 100)).toBe('增长10.0%')
    expect(changeText(97, 100)).toBe('下降3.0%')
    expect(changeText(100, 100)).toBe('持平')
    const text = summaryText({
      month: '2026-10',
      areaName: '全部区域',
      compare: [
        { key: 'orders', label: '充电订单', unit: '笔', value: 12345, previous: 12000, lastYear: 10000 },
        { key: 'revenue', label: '充电金额', unit: '元', value: 56789, previous: 60000, lastYear: 56789 },
      ],
    })
    expect(text).toBe(
      '2026年10月，全部区域充电订单12,345笔，环比增长2.9%，同比增长23.5%；充电金额5.68万元，环比下降5.4%，同比持平。',
    )
  })

  it('says 去年同期无数据 when a base is 0, never a percentage of 0 or "同比去年同期为0"', () => {
    expect(compareText('同比', 5, 0)).toBe('去年同期无数据，不计同比')
    expect(compareText('环比', 5, 0)).toBe('上月无数据，不计环比')
    expect(compareText('同比', 0, 0)).toBe('同比持平')
    const text = summaryText({
      month: '2026-11',
      areaName: '和平区',
      compare: [
        { key: 'energy', label: '充电量', unit: 'kWh', value: 512.5, previous: 400, lastYear: 0 },
        { key: 'rate', label: '故障率', unit: '%', value: 1.6, previous: 1.6, lastYear: 0 },
      ],
    })
    expect(text).toBe(
      '2026年11月，和平区充电量512.50kWh，环比增长28.1%，去年同期无数据，不计同比；故障率1.60%，环比持平，去年同期无数据，不计同比。',
    )
    expect(text).not.toMatch(/为0/)
  })
})
