/**
 * A figure without data (平均修复时长 when nothing was repaired, issue 42) reads — on the
 * dashboards' cards, in the charts' 数据 tables, in the printed report and in the export, never 0.00.
 */
import { describe, expect, it } from 'vitest'
import { NO_DATA } from '../../../src/core/format'
import { cellText } from '../../../src/ui/chart/print'
import { type ChartSpec, chartSheet } from '../../../src/ui/chart/spec'
import { figureText } from '../../../src/ui/dashboard/Figures'

describe('a figure without data', () => {
  it('reads — without a unit on a card, and 0 stays 0', () => {
    expect(figureText({ key: 'mttr', label: '平均修复时长', value: null, unit: '分钟' })).toEqual({
      value: '—',
      unit: '',
    })
    expect(figureText({ key: 'open', label: '未恢复告警', value: 0, unit: '条' })).toEqual({
      value: '0',
      unit: '条',
    })
  })

  it('reads — in a table cell and in the exported sheet', () => {
    expect(cellText(null, '分钟', 2)).toBe(NO_DATA)
    expect(cellText(12.5, '分钟', 2)).toBe('12.50')
    const spec = {
      key: 'byDistrict',
      title: '各区域告警与修复时长',
      group: 'byDistrict',
      type: 'bar',
      measures: [
        { key: 'repaired', label: '已处理', unit: '条' },
        { key: 'mttr', label: '平均修复时长', unit: '分钟' },
      ],
    } as unknown as ChartSpec
    const sheet = chartSheet(spec, [
      { name: '和平区', values: { repaired: 0, mttr: null } },
      { name: '河西区', values: { repaired: 3 } },
    ])
    expect(sheet.rows).toEqual([
      ['和平区', 0, '—'],
      ['河西区', 3, 0],
    ])
  })
})
