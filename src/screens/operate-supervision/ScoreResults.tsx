/**
 * 评分结果 (issue 19): a period's totals with grade A–D, rank within the caller's scope, the
 * change against the period before, the grade distribution, and each subject's indicators
 * (expand a row). Publishing makes the period read-only (the server refuses later entry).
 */
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons'
import { Button, Card, Col, Row, Space, Statistic, Table, Tag, Typography } from 'antd'
import { useMemo } from 'react'
import { useLocation } from 'wouter'
import type { ScoreTargetKey } from '../../contract/operate-supervision'
import { scoringCalls } from '../../contract/operate-supervision'
import { labelOf, optionOf } from '../../core/domain/enums'
import { SCORE_PERIOD_FLOWS } from '../../core/domain/flows-scoring'
import { periodLabel } from '../../core/domain/score-periods'
import { SCORE_GRADE, SCORE_TARGET } from '../../core/domain/supervision'
import { formatDateTime } from '../../core/format'
import { Chart } from '../../ui/chart/Chart'
import type { ChartSpec, StatsData } from '../../ui/chart/spec'
import { useDataClient } from '../../ui/dataClient'
import { declaredStep } from '../../ui/list/flowSteps'
import { useConfirmation } from '../../ui/list/useConfirmation'
import { PAGE_STACK_STYLE } from '../../ui/pageStyle'
import type { ScreenProps } from '../../ui/screen'
import { useToasts } from '../../ui/toasts'
import { IndicatorTable } from './IndicatorTable'
import { PeriodBar, PeriodCaption, subjectColumns } from './PeriodBar'
import { type SubjectRow, useScores } from './useScores'

const GRADES_CHART: ChartSpec = {
  key: 'grades',
  title: '等级分布',
  kind: 'pie',
  group: 'grades',
  measures: [{ key: 'count', label: '数量', unit: '个' }],
}

function Trend({ row }: { row: SubjectRow }) {
  if (row.previous === null) return <Typography.Text type="secondary">-</Typography.Text>
  const delta = Math.round((row.total - row.previous) * 100) / 100
  if (delta === 0) return <span>持平</span>
  return (
    <Typography.Text type={delta > 0 ? 'success' : 'danger'}>
      {delta > 0 ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {Math.abs(delta)}
      <span style={{ marginLeft: 4 }}>{delta > 0 ? '上升' : '下降'}</span>
    </Typography.Text>
  )
}

/** The result page of a subject kind. */
export function ScoreResults({ target, actions }: ScreenProps & { target: ScoreTargetKey }) {
  const client = useDataClient()
  const toasts = useToasts()
  const [, navigate] = useLocation()
  const scores = useScores(target, 'results')
  const confirmation = useConfirmation()
  const { data, loading, reload } = scores
  const period = data?.period
  const subject = labelOf(SCORE_TARGET, target)
  // 发布结果 while the period is open and the page grants the step's right, as SCORE_PERIOD_FLOWS declares.
  const step = declaredStep(SCORE_PERIOD_FLOWS[target], 'publish')
  const chartData: StatsData | undefined = useMemo(
    () =>
      data && {
        from: '',
        to: '',
        granularity: 'month',
        totals: [],
        groups: {
          grades: SCORE_GRADE.map((grade) => ({
            name: `${grade.label}级`,
            code: grade.value,
            values: { count: data.grades[grade.value] ?? 0 },
          })),
        },
      },
    [data],
  )
  const counted = Object.values(data?.grades ?? {}).reduce((sum, count) => sum + count, 0)

  const publish = async () => {
    if (!period) return
    try {
      await client.call(scoringCalls(target).publish, { params: { periodId: period.id }, body: {} })
      toasts.success(`${periodLabel(period.period)}评分结果已发布`)
    } finally {
      reload()
    }
  }

  // Issue 42 item 7: publishing is final; it warns and names every subject still missing manual scores.
  const askPublish = () => {
    const incomplete = data?.incomplete ?? []
    confirmation.ask({
      title: '发布评分结果',
      danger: incomplete.length > 0,
      okText: '发布',
      content: (
        <>
          {incomplete.length > 0 && (
            <Typography.Paragraph type="warning">
              {`以下${incomplete.length}个${subject}的人工评分尚未录入完整：`}
              {incomplete.map((item) => `${item.name}（缺${item.missing}项）`).join('、')}
            </Typography.Paragraph>
          )}
          发布后本周期评分不可再修改，确定发布？
        </>
      ),
      onOk: publish,
    })
  }

  return (
    <Space direction="vertical" size={12} style={PAGE_STACK_STYLE}>
      {confirmation.holder}
      <PeriodBar
        scores={scores}
        grades
        placeholder={`${subject}编号或名称`}
        extra={
          period &&
          step.when(period) &&
          actions.includes(step.permission) && (
            <Button type="primary" onClick={askPublish}>
              发布结果
            </Button>
          )
        }
      />
      {period && (
        <PeriodCaption period={period}>
          {period.publishTime
            ? `${period.publisher} 于 ${formatDateTime(period.publishTime)} 发布`
            : '结果尚未发布'}
          ；等级：A≥90，B≥75，C≥60，D&lt;60
        </PeriodCaption>
      )}
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={8}>
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            <Card size="small" loading={loading && !data}>
              <Statistic title={`参评${subject}`} value={counted} suffix="个" />
            </Card>
            <Card size="small" loading={loading && !data}>
              <Statistic title="平均得分" value={data?.average ?? 0} precision={2} suffix="分" />
            </Card>
          </Space>
        </Col>
        <Col xs={24} xl={16}>
          <Chart spec={GRADES_CHART} data={chartData} loading={loading} onDrill={navigate} />
        </Col>
      </Row>
      <Table<SubjectRow>
        size="small"
        rowKey="subjectId"
        loading={loading}
        dataSource={data?.list ?? []}
        scroll={{ x: 1100 }}
        aria-label={`${subject}评分结果`}
        expandable={{ expandedRowRender: (row) => <IndicatorTable row={row} rules={data?.rules ?? []} /> }}
        pagination={scores.pagination}
        columns={[
          { key: 'rank', title: '排名', dataIndex: 'rank', width: 70, align: 'right' as const },
          ...subjectColumns(target),
          { key: 'total', title: '总分', dataIndex: 'total', width: 90, align: 'right' as const },
          {
            key: 'grade',
            title: '等级',
            width: 70,
            render: (_: unknown, row: SubjectRow) => (
              <Tag color={optionOf(SCORE_GRADE, row.grade)?.color}>{row.grade}</Tag>
            ),
          },
          {
            key: 'previous',
            title: '上期总分',
            dataIndex: 'previous',
            width: 90,
            align: 'right' as const,
            render: (value: number | null) => value ?? '-',
          },
          {
            key: 'trend',
            title: '环比',
            width: 110,
            render: (_: unknown, row: SubjectRow) => <Trend row={row} />,
          },
          {
            key: 'missing',
            title: '人工评分',
            width: 100,
            render: (_: unknown, row: SubjectRow) =>
              row.missing ? (
                <Tag color="warning">{`缺${row.missing}项`}</Tag>
              ) : (
                <Tag color="success">完整</Tag>
              ),
          },
        ]}
      />
    </Space>
  )
}
