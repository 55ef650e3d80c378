/**
 * One dashboard chart (decisions: Charts): ECharts loaded on demand, sized with its container
 * (ResizeObserver), drawn in the console theme's colours, disposed on unmount. A tab hidden by
 * keep-alive (React's Activity) runs its effects' cleanups, so a hidden chart holds no ECharts
 * instance and does no work; showing it draws it again. The canvas has an accessible name, and
 * 数据 shows the same numbers as a table for keyboard and screen-reader users; 保存图片 saves a PNG;
 * 导出Excel saves the 数据 view as .xlsx (./xlsx, loaded on the click). A `table` chart is that
 * table itself, sortable and paged, its names linking to the drill-down.
 */
import { Button, Card, Empty, Space, Table, Typography, theme } from 'antd'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTableLocale } from '../list/tableLocale'
import { cellText, columnDigits, useChartTheme } from './print'
import {
  type ChartSpec,
  chartHeight,
  chartOption,
  chartRows,
  chartSheet,
  chartTable,
  type StatsData,
  type StatsRow,
} from './spec'

/** Whether any row has a measure other than 0. */
function hasValues(spec: ChartSpec, rows: readonly StatsRow[]): boolean {
  return rows.some((row) => spec.measures.some((measure) => (row.values[measure.key] ?? 0) !== 0))
}

type ECharts = ReturnType<typeof import('echarts/core')['init']>

export interface ChartProps {
  spec: ChartSpec
  data: StatsData | undefined
  loading: boolean
  /** Go to a console route (drill-down). */
  onDrill?: (to: string) => void
}

/** One chart card with its 数据 view and image download. */
export function Chart({ spec, data, loading, onDrill }: ChartProps) {
  const { token } = theme.useToken()
  const host = useRef<HTMLDivElement>(null)
  const instance = useRef<ECharts | null>(null)
  const [showTable, setShowTable] = useState(false)
  const rows = useMemo(() => chartRows(spec, data), [spec, data])
  const colours = useChartTheme()
  const strings = useTableLocale()
  const option = useMemo(() => chartOption(spec, rows, colours), [spec, rows, colours])
  const latest = useRef({ rows, onDrill, option })
  latest.current = { rows, onDrill, option }

  const isTable = spec.kind === 'table'
  // Nothing to draw: no rows, or (a chart) every value 0 — slices of nothing would mislead.
  const empty = isTable ? rows.length === 0 : !hasValues(spec, rows)
  // The canvas is on the page: not loading, values to draw, not showing the table.
  const drawn = !isTable && !showTable && !empty && !(loading && !data)
  // One ECharts instance while the chart is drawn (and its tab visible).
  useEffect(() => {
    if (!drawn) return
    let disposed = false
    let observer: ResizeObserver | undefined
    import('./echarts').then(({ echarts }) => {
      const element = host.current
      if (disposed || !element) return
      const chart = echarts.init(element, undefined, { renderer: 'canvas' })
      instance.current = chart
      chart.setOption(latest.current.option, true)
      chart.on('click', (event) => {
        const { rows: shown, onDrill: drill } = latest.current
        // Ranking bars are drawn largest on top, i.e. in reverse order.
        const index = spec.kind === 'rank' ? shown.length - 1 - event.dataIndex : event.dataIndex
        const target = shown[index] && spec.drill?.(shown[index])
        if (target && drill) drill(target)
      })
      observer = new ResizeObserver(() => chart.resize())
      observer.observe(element)
    })
    return () => {
      disposed = true
      observer?.disconnect()
      instance.current?.dispose()
      instance.current = null
    }
  }, [drawn, spec])

  useEffect(() => {
    instance.current?.setOption(option, true)
  }, [option])

  const saveImage = () => {
    const url = instance.current?.getDataURL({
      type: 'png',
      pixelRatio: 2,
      backgroundColor: token.colorBgContainer,
    })
    if (!url) return
    const link = document.createElement('a')
    link.href = url
    link.download = `${spec.title}.png`
    link.click()
  }

  const exportXlsx = () =>
    import('./xlsx').then(({ downloadXlsx }) => {
      const sheet = chartSheet(spec, rows)
      downloadXlsx(spec.title, sheet.headers, sheet.rows)
    })

  const table = showTable || isTable ? chartTable(spec, rows) : null
  const drillLink = (name: string, row: StatsRow) => {
    const target = spec.drill?.(row)
    return target && onDrill ? (
      <Typography.Link onClick={() => onDrill(target)}>{name}</Typography.Link>
    ) : (
      name
    )
  }
  /** The first column: names that link to the drill-down. */
  const nameColumn = (column: { key: string; title: string }) => ({
    ...column,
    dataIndex: column.key,
    // A table row's key ends with its row's index (chartTable), whatever the sort.
    render: (name: string, record: { key: string }) =>
      drillLink(name, rows[Number(record.key.split('#').pop())]),
  })
  return (
    <Card
      size="small"
      title={spec.title}
      loading={loading && !data}
      extra={
        <Space size={4}>
          {!isTable && (
            <Button
              size="small"
              type={showTable ? 'primary' : 'default'}
              aria-pressed={showTable}
              onClick={() => setShowTable(!showTable)}
            >
              数据
            </Button>
          )}
          {!isTable && (
            <Button size="small" disabled={showTable || empty} onClick={saveImage}>
              保存图片
            </Button>
          )}
          <Button size="small" disabled={rows.length === 0} onClick={exportXlsx}>
            导出Excel
          </Button>
        </Space>
      }
      styles={{ body: { height: isTable ? undefined : chartHeight(spec, rows), padding: 12 } }}
    >
      {empty && !showTable ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : table && isTable ? (
        <Table
          size="small"
          pagination={{ defaultPageSize: 10, showSizeChanger: false, showTotal: strings.showTotal }}
          aria-label={spec.title}
          columns={table.columns.map((column, index) =>
            index === 0
              ? nameColumn(column)
              : {
                  ...column,
                  dataIndex: column.key,
                  align: 'right' as const,
                  render: (value: number | null) =>
                    cellText(value, spec.measures[index - 1]?.unit, columnDigits(table.rows, column.key)),
                  sorter: (a: Record<string, unknown>, b: Record<string, unknown>) =>
                    Number(a[column.key]) - Number(b[column.key]),
                },
          )}
          dataSource={table.rows}
        />
      ) : table ? (
        <Table
          size="small"
          pagination={false}
          scroll={{ y: 250 }}
          aria-label={`${spec.title}数据`}
          columns={table.columns.map((column, index) =>
            // The 数据 view drills like the chart (keyboard and screen-reader users).
            index === 0 ? nameColumn(column) : { ...column, dataIndex: column.key },
          )}
          dataSource={table.rows}
        />
      ) : (
        <div
          ref={host}
          role="img"
          aria-label={`${spec.title}图表，共${rows.length}项，数据按钮可查看数值`}
          style={{ width: '100%', height: '100%', cursor: spec.drill ? 'pointer' : undefined }}
        />
      )}
    </Card>
  )
}
