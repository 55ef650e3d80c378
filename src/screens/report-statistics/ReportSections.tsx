/**
 * The monthly report's sections (./MonthReport), each with its figures, charts and tables, and
 * the report as printed (./PrintedReport): loaded once the report has answered, so that the first
 * screen does not wait for their code.
 */
import { Card, Col, Row, Space, Typography } from 'antd'
import { Chart } from '../../ui/chart/Chart'
import type { StatsData } from '../../ui/chart/spec'
import { Figures } from '../../ui/dashboard/Figures'
import { PrintedReport } from './PrintedReport'
import type { ReportData } from './report-data'
import { SECTION_CHARTS } from './sections'

export function ReportSections({
  data,
  loading,
  navigate,
  onPrintReady,
}: {
  data: ReportData
  loading: boolean
  navigate: (to: string) => void
  /** The printed report's charts are drawn (打印 waits for them). */
  onPrintReady: (ready: boolean) => void
}) {
  return (
    <>
      <PrintedReport data={data} onReady={onPrintReady} />
      {data.sections.map((section) => {
        const stats: StatsData = {
          from: data.from,
          to: data.to,
          granularity: 'day',
          totals: section.totals,
          groups: section.groups,
        }
        return (
          <Card
            key={section.key}
            size="small"
            className="mf-screen"
            title={
              // A heading: the PDF's outline (bookmarks) lists the sections.
              <h2 style={{ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' }}>{section.title}</h2>
            }
          >
            <Space direction="vertical" size={12} style={{ width: '100%' }}>
              {section.totals.length > 0 && <Figures totals={section.totals} loading={false} />}
              {section.note && <Typography.Text type="secondary">{section.note}</Typography.Text>}
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
    </>
  )
}
