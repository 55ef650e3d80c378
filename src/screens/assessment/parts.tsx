/** Shared parts of the assessment screens: columns, the rounds' progress and evidence links. */
import { Button, Card, Progress, Space, Table, Tag, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table/interface'
import type { DataOf } from '../../contract/define'
import { listRounds, publishRound, type setEvidence } from '../../contract/endpoints/assessment'
import type { ASSESSMENT_REVIEWS } from '../../contract/lists/assessment/items'
import { ROUND_STATUS } from '../../core/domain/feedback'
import { useDataClient } from '../../ui/dataClient'
import type { Field } from '../../ui/fields/types'
import type { ListAboveProps } from '../../ui/list/definition'
import { fieldsOf } from '../../ui/list/described'
import { AREA_LAYOUT, OPERATOR_LAYOUT } from '../../ui/list/layouts'
import { useConfirmation } from '../../ui/list/useConfirmation'
import { useToasts } from '../../ui/toasts'
import { useRequest } from '../../ui/useRequest'

export type Round = DataOf<typeof listRounds>[number]

/** A station's assessment as its detail answers it (the contract's `assessmentItem`). */
export type AssessmentItem = DataOf<typeof setEvidence>
/** An indicator with its evidence files and score. */
export type IndicatorDetail = AssessmentItem['indicators'][number]
export type EvidenceFile = IndicatorDetail['files'][number]

/** A station's assessment as one of the area's lists has it (the same fields in each). */
export type AssessmentList = typeof ASSESSMENT_REVIEWS

/** The columns of a station's assessment. */
export function assessmentColumns(list: AssessmentList, options: { operatorSearch: boolean }): Field[] {
  const f = fieldsOf(list)
  return [
    f.col('year', { width: 100, search: true, precision: 0, min: 2000, max: 2100 }),
    f.col('stationId', { width: 130 }),
    f.col('stationName', { width: 220 }),
    f.col('operatorId', { ...OPERATOR_LAYOUT, search: options.operatorSearch }),
    f.col('areaCode', { ...AREA_LAYOUT, width: 100, search: options.operatorSearch }),
    f.col('status', { search: true, width: 110 }),
    f.col('deadline', { width: 110 }),
    f.col('submitTime'),
    f.col('score', { width: 90 }),
    f.col('stars', { search: true, width: 110 }),
    f.col('reviewer', { width: 110 }),
  ]
}

/** An evidence file: its name with 预览 and 下载. */
export function EvidenceLinks({ files }: { files: readonly EvidenceFile[] }) {
  const data = useDataClient()
  if (!files.length) return <Typography.Text type="secondary">未上传</Typography.Text>
  return (
    <Space direction="vertical" size={2}>
      {files.map((file) => (
        <Space key={file.id} size="small">
          <span>{file.fileName}</span>
          {file.previewUrl && (
            <a href={data.downloadURL(file.previewUrl)} target="_blank" rel="noopener noreferrer">
              预览
            </a>
          )}
          <a href={data.downloadURL(file.downloadUrl)} download>
            下载
          </a>
        </Space>
      ))}
    </Space>
  )
}

/** A dialog's table of the indicators: 维度, 指标 and 权重, then the dialog's own columns. */
export function IndicatorDialogTable(props: {
  loading: boolean
  indicators: readonly IndicatorDetail[]
  columns: ColumnsType<IndicatorDetail>
}) {
  return (
    <Table
      rowKey="id"
      size="small"
      pagination={false}
      loading={props.loading}
      dataSource={props.indicators}
      columns={[
        { title: '维度', dataIndex: 'dimension', width: 90 },
        { title: '指标', dataIndex: 'indicator', width: 130 },
        { title: '权重', dataIndex: 'weight', width: 60 },
        ...props.columns,
      ]}
    />
  )
}

/** Every round with its progress; with `examine`, 发布结果 of an open round. */
export function RoundsPanel({ actions, reload }: ListAboveProps) {
  const data = useDataClient()
  const toasts = useToasts()
  const confirmation = useConfirmation()
  const rounds = useRequest((signal) => data.call(listRounds, {}, { signal }), [data])
  const publish = async (round: Round) => {
    try {
      await data.call(publishRound, { params: { id: round.id } })
      toasts.success('评定结果已发布')
      rounds.reload()
      // The round's scored stations below are 已发布 now: the list shows it without 刷新.
      reload()
    } catch {
      // the HTTP client has shown the message
    }
  }
  // Publishing is final (issue 42 item 7): confirmed first, naming the stations not scored yet.
  const askPublish = (round: Round) => {
    const open = round.progress.awaiting + round.progress.submitted
    confirmation.ask({
      title: `确定发布${round.title}的评定结果吗？`,
      danger: open > 0,
      okText: '发布',
      content: open
        ? `尚有${open}个场站未评分（待上传 ${round.progress.awaiting}，待评审 ${round.progress.submitted}），发布后不能再评分。`
        : '发布后不能再评分。',
      onOk: () => publish(round),
    })
  }
  return (
    <Space wrap style={{ marginBottom: 16 }} aria-label="评定轮次">
      {confirmation.holder}
      {(rounds.data ?? []).map((round) => {
        const done = round.progress.scored + round.progress.published
        const status = ROUND_STATUS.find((item) => item.value === round.status)
        return (
          <Card
            key={round.id}
            size="small"
            title={round.title}
            extra={<Tag color={status?.color}>{status?.label}</Tag>}
            style={{ width: 340 }}
          >
            <div>
              材料截止：{round.deadline}　参评场站：{round.stationCount}
            </div>
            <div>
              待上传 {round.progress.awaiting} · 待评审 {round.progress.submitted} · 已评分{' '}
              {round.progress.scored} · 已发布 {round.progress.published}
            </div>
            <Progress
              aria-label={`${round.title}进度`}
              percent={round.stationCount ? Math.round((done / round.stationCount) * 100) : 0}
              size="small"
            />
            {actions.includes('examine') && round.status === 'open' && (
              <Button
                size="small"
                type="primary"
                disabled={!round.progress.scored}
                onClick={() => askPublish(round)}
              >
                发布结果
              </Button>
            )}
          </Card>
        )
      })}
    </Space>
  )
}

/** Each indicator with its evidence and score (the detail drawer). */
export function IndicatorTable({ value }: { value: unknown }) {
  if (!Array.isArray(value) || value.length === 0) return '-'
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {(value as IndicatorDetail[]).map((item) => (
        <div key={item.id}>
          <strong>
            {item.dimension} · {item.indicator}
          </strong>
          <span>
            （权重 {item.weight}，满分 {item.maxScore}
            {item.score !== null ? `，得分 ${item.score}` : ''}）
          </span>
          {item.comment && <div>评语：{item.comment}</div>}
          <EvidenceLinks files={item.files} />
        </div>
      ))}
    </Space>
  )
}

/** What the detail shows beyond the columns. */
export const assessmentDetailFields = (list: AssessmentList): Field[] => [
  fieldsOf(list).col('indicators', { render: (value) => <IndicatorTable value={value} /> }),
]
