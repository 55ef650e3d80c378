/**
 * Charts on paper (issue 42 item 9): a chart drawn off screen at a fixed size fit for an A4 page
 * (the same image whatever the screen's width, labels about 9 pt once printed), and a table
 * chart as a plain table of every row — no pager, sort icons or links. Also the theme colours
 * the chart component draws with, and the text of a number in a table.
 */
import { theme } from 'antd'
import { useEffect, useMemo, useRef, useState } from 'react'
import { formatMoney, NO_DATA } from '../../core/format'
import { useTableLocale } from '../list/tableLocale'
import {
  type ChartSpec,
  type ChartTheme,
  chartHeight,
  chartOption,
  chartRows,
  chartTable,
  type StatsData,
} from './spec'

/** The chart colours of the console's theme (issue 21: no hard-coded colour; dark mode has its own). */
export function useChartTheme(): ChartTheme {
  const { token } = theme.useToken()
  return useMemo(
    () => ({
      text: token.colorText,
      secondaryText: token.colorTextSecondary,
      border: token.colorBorderSecondary,
      palette: [
        token.colorPrimary,
        token.colorSuccess,
        token.colorWarning,
        token.cyan6,
        token.purple6,
        token.magenta6,
        token.volcano6,
        token.geekblue6,
      ],
    }),
    [token],
  )
}

/** Ink on white for paper, whatever the screen's theme. */
const PAPER = { text: '#1f1f1f', secondaryText: '#434343', border: '#d9d9d9' }

/**
 * A number in a table: money with two decimals and separators (spec §9), others to two decimals
 * when `digits` says so (the column's), else as few as they need up to two.
 */
export function cellText(value: number | null, unit: string | undefined, digits = 0): string {
  // No data (a mean of nothing, e.g. 平均修复时长 of a district where nothing was repaired).
  if (value === null) return NO_DATA
  return unit === '元'
    ? formatMoney(value)
    : value.toLocaleString('zh-CN', { minimumFractionDigits: digits, maximumFractionDigits: 2 })
}

/**
 * Decimals of a table column: two when any of its values has a fraction, so a column reads
 * 0.30 above 0.32 and 154.00 above 182.62, never 0.3 and 154 (the printed 月度报告, issue 42 item 9).
 */
export function columnDigits(rows: readonly Record<string, unknown>[], key: string): number {
  return rows.some((row) => !Number.isInteger(Math.round(Number(row[key]) * 100) / 100)) ? 2 : 0
}

/** Pixels of a printed chart's width: A4's text width (186 mm) at 96 px per inch is ~700 px. */
export const PRINT_WIDTH = 700

/** A chart drawn off screen at `width` × its height as a PNG data URL (null: nothing to draw). */
export async function chartImage(
  spec: ChartSpec,
  data: StatsData,
  colours: ChartTheme,
): Promise<string | null> {
  const rows = chartRows(spec, data)
  if (rows.length === 0) return null
  const { echarts } = await import('./echarts')
  const height = Math.min(chartHeight(spec, rows), 420)
  const element = document.createElement('div')
  element.style.cssText = `position:fixed;left:-20000px;top:0;width:${PRINT_WIDTH}px;height:${height}px`
  document.body.append(element)
  try {
    const chart = echarts.init(element, undefined, { renderer: 'canvas', width: PRINT_WIDTH, height })
    chart.setOption(chartOption(spec, rows, { ...colours, ...PAPER }), true)
    const url = chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' })
    chart.dispose()
    return url
  } finally {
    element.remove()
  }
}

const CELL = { border: '1px solid #d9d9d9', padding: '3px 6px' } as const

/**
 * A chart as printed: a table chart's every row in a plain table; another chart as an image of
 * A4's width, kept whole on its page. `onDrawn` is called once the image is there.
 */
export function PrintedChart({
  spec,
  data,
  onDrawn,
}: {
  spec: ChartSpec
  data: StatsData
  onDrawn?: () => void
}) {
  const colours = useChartTheme()
  const strings = useTableLocale()
  const [image, setImage] = useState<string | null | undefined>(spec.kind === 'table' ? null : undefined)
  const drawn = useRef(onDrawn)
  drawn.current = onDrawn
  useEffect(() => {
    if (spec.kind === 'table') return drawn.current?.()
    let live = true
    const done = (url: string | null) => {
      if (!live) return
      setImage(url)
      drawn.current?.()
    }
    chartImage(spec, data, colours).then(done, () => done(null))
    return () => {
      live = false
    }
  }, [spec, data, colours])
  const rows = chartRows(spec, data)
  const table = spec.kind === 'table' ? chartTable(spec, rows) : null
  return (
    <figure className="evc-print-chart" style={{ margin: '0 0 12px', breakInside: 'avoid' }}>
      <figcaption style={{ fontWeight: 600, margin: '0 0 4px' }}>{spec.title}</figcaption>
      {table ? (
        <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: '9pt' }}>
          <thead style={{ display: 'table-header-group' }}>
            <tr>
              {table.columns.map((column, index) => (
                <th
                  key={column.key}
                  style={{ ...CELL, textAlign: index ? 'right' : 'left', background: '#fafafa' }}
                >
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key} style={{ breakInside: 'avoid' }}>
                {table.columns.map((column, index) => {
                  const value = (row as Record<string, string | number>)[column.key]
                  const digits = index ? columnDigits(table.rows, column.key) : 0
                  return (
                    <td key={column.key} style={{ ...CELL, textAlign: index ? 'right' : 'left' }}>
                      {index ? cellText(Number(value), spec.measures[index - 1]?.unit, digits) : value}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ) : image ? (
        <img
          src={image}
          alt={`${spec.title}图表`}
          style={{ width: '100%', height: 'auto', display: 'block' }}
        />
      ) : (
        <div style={{ color: '#8c8c8c' }}>{image === null ? strings.emptyText : '图表生成中'}</div>
      )}
    </figure>
  )
}
