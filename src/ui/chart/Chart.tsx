/**
 * One dashboard chart (decisions: Charts): ECharts loaded on demand, sized with its container
 * (ResizeObserver), drawn in the console theme's colours, disposed on unmount. A tab hidden by
 * keep-alive (React's Activity) runs its effects' cleanups, so a hidden chart holds no ECharts
 * instance and does no work; showing it draws it again. The canvas has an accessible name, and
 * 数据 shows the same numbers as a table for keyboard and screen-reader users; 保存图片 saves a PNG.
 */
import { Button, Card, Empty, Space, Table, theme } from 'antd'
import { useEffect, useMemo, useRef, useState } from 'react'
import { type ChartSpec, type ChartTheme, chartOption, chartRows, chartTable, type StatsData } from './spec'

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
  const colours: ChartTheme = useMemo(
    () => ({
      text: token.colorText,
      secondaryText: token.colorTextSecondary,
      border: token.colorBorderSecondary,
      // The theme's own series colours (issue 21: no hard-coded colour; dark mode has its own).
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
  const option = useMemo(() => chartOption(spec, rows, colours), [spec, rows, colours])
  const latest = useRef({ rows, onDrill, option })
  latest.current = { rows, onDrill, option }

  // The canvas is on the page: not loading, rows to draw, not showing the table.
  const drawn = !showTable && rows.length > 0 && !(loading && !data)
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

  const table = showTable ? chartTable(spec, rows) : null
  return (
    <Card
      size="small"
      title={spec.title}
      loading={loading && !data}
      extra={
        <Space size={4}>
          <Button
            size="small"
            type={showTable ? 'primary' : 'default'}
            aria-pressed={showTable}
            onClick={() => setShowTable(!showTable)}
          >
            数据
          </Button>
          <Button size="small" disabled={showTable || rows.length === 0} onClick={saveImage}>
            保存图片
          </Button>
        </Space>
      }
      styles={{ body: { height: 320, padding: 12 } }}
    >
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
      ) : table ? (
        <Table
          size="small"
          pagination={false}
          scroll={{ y: 250 }}
          aria-label={`${spec.title}数据`}
          columns={table.columns.map((column) => ({ ...column, dataIndex: column.key }))}
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
