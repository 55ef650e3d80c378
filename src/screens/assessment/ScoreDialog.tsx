/**
 * 评分 (expert): each indicator from 0 to its maximum with a comment, the evidence beside it; the
 * total and stars shown here follow the server's rule, which computes and stores them.
 */
import { Alert, Input, InputNumber, Modal, Space, Tag } from 'antd'
import { useEffect, useState } from 'react'
import { scoreAssessment } from '../../contract/endpoints/assessment'
import { labelOf, STAR_LEVELS, starsOf } from '../../core/domain/enums'
import { assessmentTotal } from '../../core/domain/feedback'
import { fieldErrors } from '../../core/http'
import { useDataClient } from '../../ui/dataClient'
import type { ActionDialogProps } from '../../ui/list/definition'
import { useRequest } from '../../ui/useRequest'
import { type AssessmentItem, EvidenceLinks, IndicatorDialogTable } from './parts'

export function ScoreDialog({ record, onClose, onSaved }: ActionDialogProps) {
  const data = useDataClient()
  const id = String(record?.id ?? '')
  const detail = useRequest(
    (signal) => data.get<AssessmentItem>('assessment/reviews', id, { signal }),
    [data, id],
  )
  const indicators = detail.data?.indicators ?? []
  const [scores, setScores] = useState<Record<number, number | null>>({})
  const [comments, setComments] = useState<Record<number, string>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  useEffect(() => {
    setScores(Object.fromEntries(indicators.map((item) => [item.id, item.score])))
    setComments(Object.fromEntries(indicators.map((item) => [item.id, item.comment ?? ''])))
  }, [indicators])

  const complete = indicators.every((item) => typeof scores[item.id] === 'number')
  const total = assessmentTotal(indicators.map((item) => ({ ...item, score: scores[item.id] ?? 0 })))

  const submit = async () => {
    if (!complete) {
      setProblem('请为每个指标评分')
      return
    }
    setSending(true)
    try {
      await data.call(scoreAssessment, {
        params: { id },
        body: {
          scores: indicators.map((item) => ({
            indicatorId: item.id,
            score: Number(scores[item.id]),
            comment: comments[item.id] || null,
          })),
        },
      })
      onSaved()
      onClose()
    } catch (error) {
      setProblem(Object.values(fieldErrors(error))[0] ?? null)
    } finally {
      setSending(false)
    }
  }

  return (
    <Modal
      open
      width={1000}
      title={`评分 ${String(record?.stationName ?? '')}`}
      okText="提交评分"
      cancelText="取消"
      confirmLoading={sending}
      onOk={submit}
      onCancel={onClose}
    >
      <Space style={{ marginBottom: 12 }}>
        <span>总分：{complete ? total : '-'}</span>
        {complete && <Tag color="gold">{labelOf(STAR_LEVELS, starsOf(total))}</Tag>}
      </Space>
      {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} />}
      <IndicatorDialogTable
        loading={detail.loading}
        indicators={indicators}
        columns={[
          { title: '材料', key: 'files', render: (_, item) => <EvidenceLinks files={item.files} /> },
          {
            title: '得分',
            key: 'score',
            width: 150,
            render: (_, item) => (
              <InputNumber
                aria-label={`${item.indicator}得分`}
                min={0}
                max={item.maxScore}
                precision={2}
                value={scores[item.id] ?? null}
                addonAfter={`/ ${item.maxScore}`}
                onChange={(value) => setScores((current) => ({ ...current, [item.id]: value }))}
              />
            ),
          },
          {
            title: '评语',
            key: 'comment',
            width: 200,
            render: (_, item) => (
              <Input
                aria-label={`${item.indicator}评语`}
                maxLength={500}
                value={comments[item.id] ?? ''}
                onChange={(event) =>
                  setComments((current) => ({ ...current, [item.id]: event.target.value }))
                }
              />
            ),
          },
        ]}
      />
    </Modal>
  )
}
