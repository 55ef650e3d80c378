/**
 * 评分录入 (issue 19): a period is scored by the server with the rule version in force (formula
 * indicators measured from the platform's data, shown read-only with how they were computed);
 * manual indicators are entered per subject (0–100) until the period's results are published.
 */
import { Button, InputNumber, Modal, Select, Space, Table, Tag, Tooltip, Typography } from 'antd'
import { useState } from 'react'
import type { ScoreTargetKey } from '../../contract/operate-supervision'
import { scoringCalls } from '../../contract/operate-supervision'
import { labelOf } from '../../core/domain/enums'
import { endedPeriods, periodLabel } from '../../core/domain/score-periods'
import { SCORE_TARGET } from '../../core/domain/supervision'
import { fieldErrors } from '../../core/http'
import { useDataClient } from '../../ui/dataClient'
import { PAGE_STACK_STYLE } from '../../ui/pageStyle'
import type { ScreenProps } from '../../ui/screen'
import { useToasts } from '../../ui/toasts'
import { IndicatorTable } from './IndicatorTable'
import { PeriodBar, PeriodCaption, subjectColumns } from './PeriodBar'
import { type RuleRow, type SubjectRow, useScores } from './useScores'

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)

/** A manual score's cell: saved on Enter or when the field is left. */
function ManualCell(props: {
  row: SubjectRow
  rule: RuleRow
  editable: boolean
  save: (score: number) => Promise<string>
}) {
  const cell = props.row.cells.find((item) => item.ruleId === props.rule.id)
  const [value, setValue] = useState<number | null>(cell?.score ?? null)
  const [error, setError] = useState('')
  if (!props.editable) return cell?.score ?? <Typography.Text type="warning">未录入</Typography.Text>
  const commit = async () => {
    if (value === null || value === (cell?.score ?? null)) return
    setError(await props.save(value))
  }
  return (
    <Tooltip open={Boolean(error)} title={error} color="red">
      <InputNumber
        size="small"
        style={{ width: 90 }}
        min={0}
        max={100}
        precision={2}
        placeholder="0-100"
        aria-label={`${props.row.name}${props.rule.name}`}
        status={error ? 'error' : cell?.score === null ? 'warning' : undefined}
        value={value}
        onChange={(next) => {
          setValue(typeof next === 'number' ? next : null)
          setError('')
        }}
        onBlur={commit}
        onPressEnter={commit}
      />
    </Tooltip>
  )
}

/** The entry page of a subject kind. */
export function ScoreEntry({ target, actions }: ScreenProps & { target: ScoreTargetKey }) {
  const client = useDataClient()
  const toasts = useToasts()
  const scores = useScores(target, 'scores')
  const { data, loading, reload } = scores
  const [scoring, setScoring] = useState(false)
  const [newPeriod, setNewPeriod] = useState<string>()
  const [periodError, setPeriodError] = useState('')
  const period = data?.period
  const editable = actions.includes('edit') && period?.status === 'scoring'
  const scored = new Set(data?.periods.map((item) => item.period))
  const options = (['month', 'quarter', 'year'] as const).flatMap((type) =>
    endedPeriods(type, today(), type === 'month' ? 12 : type === 'quarter' ? 4 : 2)
      .filter((key) => !scored.has(key))
      .map((key) => ({ value: key, label: periodLabel(key) })),
  )

  const save = (row: SubjectRow, rule: RuleRow) => async (score: number) => {
    if (!period) return ''
    try {
      await client.call(scoringCalls(target).enterScore, {
        body: { periodId: period.id, subjectId: row.subjectId, ruleId: rule.id, score },
      })
      toasts.success('评分已保存')
      reload()
      return ''
    } catch (error) {
      return fieldErrors(error).score ?? '保存失败'
    }
  }

  const scorePeriod = async () => {
    if (!newPeriod) {
      setPeriodError('请选择评分周期')
      return
    }
    try {
      const created = await client.call(scoringCalls(target).scorePeriod, { body: { period: newPeriod } })
      toasts.success(`${periodLabel(created.period)}已按规则V${created.version}完成评分`)
      setScoring(false)
      scores.setPeriod(created.period)
      reload()
    } catch (error) {
      setPeriodError(fieldErrors(error).period ?? '')
    }
  }

  return (
    <Space direction="vertical" size={12} style={PAGE_STACK_STYLE}>
      <PeriodBar
        scores={scores}
        placeholder={`${labelOf(SCORE_TARGET, target)}编号或名称`}
        extra={
          actions.includes('add') && (
            <Button
              type="primary"
              onClick={() => {
                setScoring(true)
                setNewPeriod(undefined)
                setPeriodError('')
              }}
            >
              周期评分
            </Button>
          )
        }
      />
      {period && (
        <PeriodCaption period={period}>
          {period.status === 'published'
            ? '结果已发布，评分不可修改'
            : '公式指标由平台数据计算（展开行查看计算依据），人工指标在表格中录入0-100分，回车或离开输入框即保存'}
        </PeriodCaption>
      )}
      <Table<SubjectRow>
        size="small"
        rowKey="subjectId"
        loading={loading}
        dataSource={data?.list ?? []}
        scroll={{ x: 900 + (data?.rules.length ?? 0) * 120 }}
        aria-label="评分录入"
        expandable={{ expandedRowRender: (row) => <IndicatorTable row={row} rules={data?.rules ?? []} /> }}
        pagination={scores.pagination}
        columns={[
          ...subjectColumns(target),
          ...(data?.rules ?? []).map((rule) => ({
            key: `rule-${rule.id}`,
            title: `${rule.name}(${rule.weight})`,
            width: 130,
            align: 'right' as const,
            render: (_: unknown, row: SubjectRow) => {
              if (rule.indicator === 'manual')
                return (
                  <ManualCell
                    key={`${period?.id}-${row.subjectId}`}
                    row={row}
                    rule={rule}
                    editable={editable}
                    save={save(row, rule)}
                  />
                )
              const cell = row.cells.find((item) => item.ruleId === rule.id)
              return (
                <Tooltip title={`${rule.name}${cell?.value ?? '-'}：${cell?.basis ?? ''}`}>
                  <span>{cell?.score ?? '-'}</span>
                </Tooltip>
              )
            },
          })),
          { key: 'total', title: '总分', dataIndex: 'total', width: 80, align: 'right' as const },
          {
            key: 'missing',
            title: '待录入',
            width: 90,
            render: (_: unknown, row: SubjectRow) =>
              row.missing ? <Tag color="warning">{`${row.missing}项`}</Tag> : <Tag color="success">完整</Tag>,
          },
        ]}
      />
      <Modal
        open={scoring}
        title="周期评分"
        okText="评分"
        cancelText="取消"
        onOk={scorePeriod}
        onCancel={() => setScoring(false)}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">
            按周期开始时生效的规则版本，由平台数据计算公式指标；人工指标随后录入。
          </Typography.Text>
          <label htmlFor={`score-period-${target}`}>评分周期</label>
          <Select
            id={`score-period-${target}`}
            style={{ width: '100%' }}
            placeholder="请选择已结束的周期"
            status={periodError ? 'error' : undefined}
            value={newPeriod}
            options={options}
            onChange={(value) => {
              setNewPeriod(value)
              setPeriodError('')
            }}
          />
          {periodError && <Typography.Text type="danger">{periodError}</Typography.Text>}
        </Space>
      </Modal>
    </Space>
  )
}
