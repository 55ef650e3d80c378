/**
 * 月度报告 (issue 19; domain.md: report-statistics month-far): for a month and area, new
 * facilities, totals, energy, orders, utilisation, alarms and repair times, carbon reduction,
 * and the top and bottom districts and operators, each section with its figures, charts and
 * tables. Printable on A4 through the browser's print (a header with the platform, month and
 * area; a page per section; page numbers), and exported as .xlsx with a sheet per section.
 */
import { Button, Card, Col, Row, Select, Space, Typography } from 'antd'
import { useEffect, useId, useMemo, useState } from 'react'
import { useLocation } from 'wouter'
import { monthReport } from '../../contract/report-statistics'
import { callApi } from '../../core/call'
import { formatDateTime } from '../../core/format'
import { Chart } from '../../ui/chart/Chart'
import type { StatsData } from '../../ui/chart/spec'
import { Figures } from '../../ui/dashboard/Figures'
import { useDataClient } from '../../ui/dataClient'
import { AreaCascader } from '../../ui/fields/AreaCascader'
import { PAGE_STACK_STYLE } from '../../ui/pageStyle'
import type { ScreenProps } from '../../ui/screen'
import { useRequest } from '../../ui/useRequest'
import { SECTION_CHARTS } from './sections'

/** The last 24 months up to this one (China time), latest first. */
function recentMonths(): string[] {
  const now = new Date(Date.now() + 8 * 3_600_000)
  return Array.from({ length: 24 }, (_, back) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7),
  )
}

const monthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`

/** In the screen's own styles: print one section per page, the filters hidden, charts fitted. */
const PRINT = `
.mf-print-only { display: none; }
@media print {
  .mf-toolbar, .mf-section .ev-card-extra { display: none !important; }
  .mf-print-only { display: block; }
  .mf-section { break-before: page; break-inside: auto; border: none !important; box-shadow: none !important; }
  .mf-section:first-of-type { break-before: auto; }
  .mf-section .ev-card { break-inside: avoid; }
  .mf-charts > .ev-col { flex: 0 0 100% !important; max-width: 100% !important; }
  .mf-section canvas, .mf-section [role="img"] > div { max-width: 100% !important; height: auto !important; }
}
`

/** Document-level: A4 pages with their numbers (page rules do not apply inside a shadow root). */
const PAGE_RULES = `@page { size: A4; margin: 14mm 12mm 16mm;
  @bottom-center { content: "第 " counter(page) " 页 / 共 " counter(pages) " 页"; font-size: 9pt; color: #666; } }`

export default function MonthReport(_props: ScreenProps) {
  const { http } = useDataClient()
  const [, navigate] = useLocation()
  const months = useMemo(recentMonths, [])
  const [month, setMonth] = useState(months[1])
  const [area, setArea] = useState<string[]>()
  const id = useId()
  const query = useMemo(() => {
    const code = area?.[area.length - 1]
    return code ? { month, areaCode: code } : { month }
  }, [month, area])
  const { data, loading } = useRequest(
    (signal) => callApi(http, monthReport, { query }, { signal }),
    [http, query],
  )

  // While the report is shown (a kept-alive hidden tab runs this cleanup), pages are A4.
  useEffect(() => {
    const style = document.createElement('style')
    style.textContent = PAGE_RULES
    document.head.append(style)
    return () => style.remove()
  }, [])

  const title = data ? `${data.platform}${monthLabel(data.month)}月度报告` : '月度报告'
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
            <AreaCascader id={`${id}-area`} value={area} onChange={setArea} placeholder="全部区域" />
          </div>
        </Space>
        <Button type="primary" disabled={!data} onClick={() => window.print()}>
          打印
        </Button>
        <Button
          disabled={!data}
          onClick={() => data && import('./workbook').then(({ downloadReport }) => downloadReport(data))}
        >
          导出Excel
        </Button>
      </Space>
      <div>
        <Typography.Title level={3} style={{ margin: 0, textAlign: 'center' }}>
          {title}
        </Typography.Title>
        {data && (
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: '4px 0 0' }}>
            {`统计区域：${data.areaName}　统计周期：${data.from} 至 ${data.to}　生成时间：${formatDateTime(data.generatedAt)}`}
          </Typography.Paragraph>
        )}
      </div>
      {(data?.sections ?? []).map((section) => {
        const stats: StatsData = {
          from: data?.from ?? '',
          to: data?.to ?? '',
          granularity: 'day',
          totals: section.totals,
          groups: section.groups,
        }
        return (
          <Card
            key={section.key}
            size="small"
            className="mf-section"
            title={
              // A heading: the PDF's outline (bookmarks) lists the sections.
              <h2 style={{ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' }}>{section.title}</h2>
            }
          >
            <div className="mf-print-only">
              <Typography.Text type="secondary">{`${data?.platform ?? ''} · ${monthLabel(data?.month ?? month)} · ${data?.areaName ?? ''}`}</Typography.Text>
            </div>
            <Space direction="vertical" size={12} style={{ width: '100%' }}>
              {section.totals.length > 0 && <Figures totals={section.totals} loading={false} />}
              <Row gutter={[12, 12]} className="mf-charts">
                {(SECTION_CHARTS[section.key] ?? []).map((spec) => (
                  <Col key={spec.key} xs={24} xl={spec.wide ? 24 : 12}>
                    <Chart spec={spec} data={stats} loading={loading} onDrill={navigate} />
                  </Col>
                ))}
              </Row>
            </Space>
          </Card>
        )
      })}
      {loading && !data && <Card loading size="small" />}
    </Space>
  )
}
