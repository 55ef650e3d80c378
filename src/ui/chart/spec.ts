/**
 * What a dashboard chart shows, as data, and the ECharts option it becomes. Pure functions (no
 * ECharts import): the option is plain data, the chart component hands it to ECharts.
 */
import type { DataOf } from '../../contract/define'
import type { statsCall } from '../../contract/stats'
import type { ChartDescription, Drill, Measure } from '../../core/domain/dashboard-kit'
import { NO_DATA } from '../../core/format'

/** The answer of a stats call (contract: statsData). */
export type StatsData = DataOf<ReturnType<typeof statsCall>>
/** One row of a stats group. */
export type StatsRow = StatsData['groups'][string][number]

/**
 * One chart of a dashboard: its description (src/core/domain/dashboard-kit.ts `ChartDescription`),
 * its drill-down made a function of the row: where a click on a row's element goes, a console
 * route with its filters, or null.
 */
export type ChartSpec = Omit<ChartDescription, 'drill'> & { drill?: (row: StatsRow) => string | null }

/** Where a drill leads from a row: its route filtered by the row's code (`?<by>=<code>`), nowhere without a code. */
export const drillLink =
  ({ to, by }: Drill) =>
  (row: StatsRow): string | null =>
    row.code ? `${to}?${new URLSearchParams({ [by]: row.code })}` : null

/** Colours the chart takes from the console's theme. */
export interface ChartTheme {
  text: string
  secondaryText: string
  border: string
  palette: readonly string[]
}

/** The rows a chart draws. */
export function chartRows(spec: ChartSpec, data: StatsData | undefined): StatsRow[] {
  const rows = data?.groups[spec.group] ?? []
  return spec.limit ? rows.slice(0, spec.limit) : rows
}

/** A value axis label: 万 and 亿 for large numbers, so labels of ranked bars do not overlap. */
export function axisNumber(value: number): string {
  const abs = Math.abs(value)
  const short = (n: number) => String(Math.round(n * 100) / 100)
  if (abs >= 1e8) return `${short(value / 1e8)}亿`
  if (abs >= 1e4) return `${short(value / 1e4)}万`
  return short(value)
}

/** A value axis's name: the units of every measure drawn on it (座/台/个), not the first one's. */
export function axisUnit(measures: readonly Measure[]): string {
  return [...new Set(measures.map((measure) => measure.unit).filter(Boolean))].join('/')
}

// A period's days and months look alike: one of two may be skipped; names (districts,
// operators) may not.
const PERIOD_NAME = /^(\d{4}(-\d{2}){0,2}( \d{2}(:\d{2})?)?|\d{4}年|\d{1,2}[时月日])$/

/**
 * A category axis's labels. A ranking names every bar (its card grows with the rows,
 * chartHeight). A time axis may skip labels that would overlap; other names are all shown,
 * turned when there are more than fit a half-width card at 1280 px (issue 42 item 16).
 */
export function categoryLabels(rank: boolean, names: readonly string[]): Record<string, unknown> {
  if (rank) return { interval: 0 }
  if (names.every((name) => PERIOD_NAME.test(name))) return { hideOverlap: true }
  return names.length > 6 ? { interval: 0, rotate: 40 } : { interval: 0 }
}

const withUnit = (measure: Measure) => (measure.unit ? `${measure.label}(${measure.unit})` : measure.label)

/** Pixels of a chart's drawing area: a ranking gives each of its rows room for its label. */
export function chartHeight(spec: ChartSpec, rows: readonly StatsRow[]): number {
  return spec.kind === 'rank' ? Math.max(320, 64 + rows.length * 20) : 320
}

/** The ECharts option of a chart over its rows, in the theme's colours. */
export function chartOption(
  spec: ChartSpec,
  rows: readonly StatsRow[],
  theme: ChartTheme,
): Record<string, unknown> {
  const textStyle = { color: theme.secondaryText }
  const base = {
    color: [...theme.palette],
    animation: false,
    textStyle,
    tooltip: { trigger: spec.kind === 'pie' ? 'item' : 'axis', confine: true },
    legend: { top: 0, textStyle: { color: theme.text } },
  }
  if (spec.kind === 'pie') {
    const measure = spec.measures[0]
    return {
      ...base,
      legend: { ...base.legend, type: 'scroll' },
      series: [
        {
          type: 'pie',
          name: withUnit(measure),
          radius: ['38%', '66%'],
          top: 24,
          label: { color: theme.text, formatter: '{b}: {d}%' },
          data: rows.map((row) => ({ name: row.name, value: measureOf(row, measure.key) ?? 0 })),
        },
      ],
    }
  }
  const rank = spec.kind === 'rank'
  const ordered = rank ? [...rows].reverse() : rows
  const names = ordered.map((row) => row.name)
  const hasLine = spec.measures.some((measure) => measure.line)
  const category = {
    type: 'category',
    data: names,
    axisLine: { lineStyle: { color: theme.border } },
    axisLabel: { color: theme.secondaryText, ...categoryLabels(rank, names) },
  }
  const value = (index: number) => ({
    type: 'value',
    name: axisUnit(spec.measures.filter((measure) => Boolean(measure.line) === (index === 1))),
    nameTextStyle: textStyle,
    axisLabel: { color: theme.secondaryText, formatter: axisNumber },
    splitLine: { lineStyle: { color: theme.border, opacity: index ? 0 : 1 } },
  })
  return {
    ...base,
    // A ranking's value axis has its unit at the right end: room for it. The axis labels are kept
    // inside these bounds (ECharts 6's outer bounds; its `containLabel` wants a legacy module).
    grid: {
      left: 8,
      right: rank ? 44 : 16,
      top: 40,
      bottom: 8,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    xAxis: rank ? value(0) : category,
    yAxis: rank ? category : hasLine ? [value(0), value(1)] : value(0),
    series: spec.measures.map((measure) => ({
      type: spec.kind === 'line' || measure.line ? 'line' : 'bar',
      name: withUnit(measure),
      smooth: spec.kind === 'line',
      yAxisIndex: measure.line && !rank ? 1 : 0,
      barMaxWidth: 28,
      // No data is a gap in the line, not a fall to 0.
      data: ordered.map((row) => measureOf(row, measure.key)),
    })),
  }
}

/** A row's measure: 0 when the row lacks it, `null` when the server says it has no data (a mean of nothing). */
export const measureOf = (row: StatsRow, key: string): number | null =>
  row.values[key] === null ? null : (row.values[key] ?? 0)

/** The rows of a chart's 数据 view: one column per measure (the same numbers as the chart). */
export function chartTable(spec: ChartSpec, rows: readonly StatsRow[]) {
  return {
    columns: [
      { key: 'name', title: spec.nameTitle ?? '名称' },
      ...spec.measures.map((measure) => ({ key: measure.key, title: withUnit(measure) })),
    ],
    rows: rows.map((row, index) => ({
      key: `${row.code ?? row.name}#${index}`,
      name: row.name,
      ...Object.fromEntries(spec.measures.map((measure) => [measure.key, measureOf(row, measure.key)])),
    })),
  }
}

/** The sheet an export of a chart's data writes: its 数据 view's header and rows. */
export function chartSheet(spec: ChartSpec, rows: readonly StatsRow[]) {
  const table = chartTable(spec, rows)
  return {
    headers: table.columns.map((column) => column.title),
    rows: table.rows.map((row) =>
      // The file shows what the 数据 view shows: — where there is no data.
      table.columns.map((column) => (row as Record<string, string | number | null>)[column.key] ?? NO_DATA),
    ),
  }
}
