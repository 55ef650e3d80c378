/**
 * 月度报告 (issue 19; domain.md: report-statistics month-far): for a month and area, new
 * facilities, totals, energy, orders, utilisation, alarms and repair times, carbon reduction,
 * and the top and bottom districts and operators, each section with its figures, charts and
 * tables. Printable on A4 through the browser's print (a header with the platform, month and
 * area; a page per section; page numbers), and exported as .xlsx with a sheet per section.
 */
import { Button, Card, Select, Space, theme } from 'antd'
import { useEffect, useId, useMemo, useState } from 'react'
import { useLocation } from 'wouter'
import { monthReport } from '../../contract/endpoints/report-statistics'
import { formatDateTime } from '../../core/format'
import { useDataClient } from '../../ui/dataClient'
import { DeferredInputsGate, deferred } from '../../ui/fields/deferred'
import { PAGE_STACK_STYLE } from '../../ui/pageStyle'
import { preloadable } from '../../ui/preloadable'
import { printPage } from '../../ui/print'
import type { ScreenProps } from '../../ui/screen'
import { useRequest } from '../../ui/useRequest'
import { useShownOnce } from '../../ui/useShownOnce'
import { monthLabel, type ReportData, reportTitle } from './report-data'

// What only the answer shows, or only a user opens, loads once the report has answered
// (budgets.md: bytes before the first screen): the sections' figures and charts, the region
// cascader (a disabled stand-in of its size until then).
const ReportSections = preloadable(
  () => import('./ReportSections').then((module) => module.ReportSections),
  <Card loading size="small" />,
)
const AreaCascader = deferred(() =>
  import('../../ui/fields/AreaCascader').then((module) => ({ default: module.AreaCascader })),
)

/** The last 24 months up to this one (China time), latest first. */
function recentMonths(): string[] {
  const now = new Date(Date.now() + 8 * 3_600_000)
  return Array.from({ length: 24 }, (_, back) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7),
  )
}

/**
 * In the screen's own styles: on paper only the printed report (./PrintedReport) — no filters,
 * cards, pagers or links — with its charts kept whole.
 */
const PRINT = `
.mf-print-only { display: none; }
@media print {
  .mf-toolbar, .mf-screen { display: none !important; }
  /* Blocks, not flex items: Chromium keeps a chart whole on its page only in block flow. */
  .mf-report, .mf-report > * { display: block !important; }
  .mf-print-only { display: block; }
  .mf-printed figure, .mf-printed img { break-inside: avoid; }
  .mf-printed h2 { break-after: avoid; }
}
`

/** CSS text of a string (for `content:`). */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, '\\$&').replace(/\n/g, ' ')}"`

/**
 * Document-level (page rules do not apply inside a shadow root): A4 pages with the report's title
 * and period at the top, the compiling unit and the page number at the bottom.
 */
function pageRules(data: ReportData | undefined): string {
  const margin = (box: string, text: string) =>
    `@${box} { content: ${text}; font-size: 8pt; color: #595959; }`
  return `@page { size: A4; margin: 16mm 12mm 16mm;
  ${data ? margin('top-left', cssString(reportTitle(data))) : ''}
  ${data ? margin('top-right', cssString(`统计周期：${data.from} 至 ${data.to}`)) : ''}
  ${data ? margin('bottom-left', cssString(`编制单位：${data.platform}`)) : ''}
  ${margin('bottom-right', '"第 " counter(page) " 页 / 共 " counter(pages) " 页"')} }`
}

export default function MonthReport(_props: ScreenProps) {
  const client = useDataClient()
  const [, navigate] = useLocation()
  const months = useMemo(recentMonths, [])
  const [month, setMonth] = useState(months[1])
  const [area, setArea] = useState<string[]>()
  const id = useId()
  const query = useMemo(() => {
    const code = area?.[area.length - 1]
    return code ? { month, areaCode: code } : { month }
  }, [month, area])
  const { data, loading, failed } = useRequest(
    (signal) => client.call(monthReport, { query }, { signal }),
    [client, query],
  )
  const settled = useShownOnce(data !== undefined || failed)
  const { token } = theme.useToken()

  const [printReady, setPrintReady] = useState(false)

  // While the report is shown (a kept-alive hidden tab runs this cleanup), pages are A4.
  useEffect(() => {
    const style = document.createElement('style')
    style.textContent = pageRules(data)
    document.head.append(style)
    return () => style.remove()
  }, [data])

  const title = data ? reportTitle(data) : '月度报告'
  return (
    <Space direction="vertical" size={12} style={PAGE_STACK_STYLE} className="mf-report">
      <style>{PRINT}</style>
      <Space wrap size={12} role="search" aria-label="报告条件" className="mf-toolbar">
        <Space size={4}>
          <label htmlFor={`${id}-month`}>月份</label>
          <Select
            id={`${id}-month`}
            style={{ width: 140 }}
            value={month}
            onChange={setMonth}
            options={months.map((value) => ({ value, label: monthLabel(value) }))}
          />
        </Space>
        <Space size={4}>
          <label htmlFor={`${id}-area`}>区域</label>
          <div style={{ width: 220 }}>
            <DeferredInputsGate open={settled}>
              <AreaCascader id={`${id}-area`} value={area} onChange={setArea} placeholder="全部区域" />
            </DeferredInputsGate>
          </div>
        </Space>
        <Button type="primary" disabled={!data || !printReady} onClick={() => void printPage()}>
          打印
        </Button>
        <Button
          disabled={!data}
          onClick={() => data && import('./workbook').then(({ downloadReport }) => downloadReport(data))}
        >
          导出Excel
        </Button>
      </Space>
      <div className="mf-screen">
        {/* antd's Typography.Title level 3 and a secondary paragraph, by the theme's tokens */}
        <h3
          style={{
            margin: 0,
            textAlign: 'center',
            color: token.colorTextHeading,
            fontWeight: token.fontWeightStrong,
            fontSize: token.fontSizeHeading3,
            lineHeight: token.lineHeightHeading3,
          }}
        >
          {title}
        </h3>
        {data && (
          <div style={{ textAlign: 'center', margin: '4px 0 0', color: token.colorTextSecondary }}>
            {`统计区域：${data.areaName}　统计周期：${data.from} 至 ${data.to}　生成时间：${formatDateTime(data.generatedAt)}`}
          </div>
        )}
      </div>
      {data && (
        <ReportSections data={data} loading={loading} navigate={navigate} onPrintReady={setPrintReady} />
      )}
      {loading && !data && <Card loading size="small" />}
    </Space>
  )
}
