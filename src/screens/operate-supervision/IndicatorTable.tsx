/** A subject's indicators in a period: weight, measured value, score, weighted points and basis. */
import { Table, Tag } from 'antd'
import { labelOf } from '../../core/domain/enums'
import { indicatorUnit, SCORE_FORMULA_TEXT, SCORE_INDICATOR } from '../../core/domain/supervision'
import type { RuleRow, SubjectRow } from './useScores'

export function IndicatorTable({ row, rules }: { row: SubjectRow; rules: readonly RuleRow[] }) {
  const data = rules.map((rule) => {
    const cell = row.cells.find((item) => item.ruleId === rule.id)
    return { ...rule, value: cell?.value ?? null, score: cell?.score ?? null, basis: cell?.basis ?? '' }
  })
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      aria-label={`${row.name}各项指标`}
      dataSource={data}
      columns={[
        { key: 'name', title: '指标', dataIndex: 'name', width: 140 },
        {
          key: 'indicator',
          title: '计算方式',
          dataIndex: 'indicator',
          width: 130,
          render: (value: string) =>
            value === 'manual' ? (
              <Tag color="orange">人工录入</Tag>
            ) : (
              <Tag color="blue">{labelOf(SCORE_INDICATOR, value)}</Tag>
            ),
        },
        { key: 'weight', title: '权重', dataIndex: 'weight', width: 70, align: 'right' },
        {
          key: 'value',
          title: '指标值',
          dataIndex: 'value',
          width: 90,
          align: 'right',
          render: (value: number | null, rule) =>
            value === null ? '-' : `${value}${indicatorUnit(rule.indicator)}`,
        },
        {
          key: 'score',
          title: '得分',
          dataIndex: 'score',
          width: 80,
          align: 'right',
          render: (value: number | null) => (value === null ? <Tag color="warning">未录入</Tag> : value),
        },
        {
          key: 'points',
          title: '加权得分',
          width: 90,
          align: 'right',
          render: (_, rule) => (rule.score === null ? 0 : Math.round(rule.score * rule.weight) / 100),
        },
        {
          key: 'basis',
          title: '计算依据',
          render: (_, rule) => [rule.basis, SCORE_FORMULA_TEXT[rule.indicator]].filter(Boolean).join('；'),
        },
      ]}
    />
  )
}
