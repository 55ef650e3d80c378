/**
 * The period, keyword and grade filters of the entry and result pages, the caption of the period
 * shown, and the subject columns.
 */
import { Input, Select, Space, Tag, Typography } from 'antd'
import { type ReactNode, useId } from 'react'
import type { ScoreTargetKey } from '../../contract/operate-supervision'
import { labelOf } from '../../core/domain/enums'
import { periodLabel } from '../../core/domain/score-periods'
import { SCORE_PERIOD_STATUS, SCORE_TARGET } from '../../core/domain/supervision'
import type { ScoresData, SubjectRow, useScores } from './useScores'

export function PeriodBar(props: {
  scores: ReturnType<typeof useScores>
  placeholder: string
  grades?: boolean
  extra?: ReactNode
}) {
  const { scores } = props
  const id = useId()
  const periods = scores.data?.periods ?? []
  return (
    <Space wrap size={12} role="search" aria-label="查询条件">
      <Space size={4}>
        <label htmlFor={`${id}-period`}>评分周期</label>
        <Select
          id={`${id}-period`}
          style={{ width: 220 }}
          placeholder="暂无评分周期"
          value={scores.data?.period?.period}
          onChange={scores.setPeriod}
          options={periods.map((item) => ({
            value: item.period,
            label: `${periodLabel(item.period)}（${labelOf(SCORE_PERIOD_STATUS, item.status)}）`,
          }))}
        />
      </Space>
      {props.grades && (
        <Space size={4}>
          <label htmlFor={`${id}-grade`}>等级</label>
          <Select
            id={`${id}-grade`}
            allowClear
            style={{ width: 120 }}
            placeholder="全部"
            value={scores.query.grade}
            onChange={scores.setGrade}
            options={['A', 'B', 'C', 'D'].map((value) => ({ value, label: value }))}
          />
        </Space>
      )}
      <Input.Search
        allowClear
        style={{ width: 260 }}
        placeholder={props.placeholder}
        aria-label="关键字"
        onSearch={scores.setKeyword}
      />
      {props.extra}
    </Space>
  )
}

/** The period shown: its label, rule version and status, then what the page says about it. */
export function PeriodCaption(props: { period: NonNullable<ScoresData['period']>; children: ReactNode }) {
  const { period } = props
  return (
    <Typography.Text type="secondary">
      {`${periodLabel(period.period)} · 规则V${period.version} · `}
      <Tag color={period.status === 'published' ? 'success' : 'processing'}>
        {labelOf(SCORE_PERIOD_STATUS, period.status)}
      </Tag>
      {props.children}
    </Typography.Text>
  )
}

/** The subject's columns: id, name and, for stations, operator and district. */
export function subjectColumns(target: ScoreTargetKey) {
  const subject = labelOf(SCORE_TARGET, target)
  return [
    { key: 'subjectId', title: `${subject}编号`, dataIndex: 'subjectId', width: 150 },
    { key: 'name', title: `${subject}名称`, dataIndex: 'name', width: 220, ellipsis: true },
    ...(target === 'station'
      ? [
          { key: 'operatorName', title: '运营商', dataIndex: 'operatorName', width: 160, ellipsis: true },
          { key: 'areaName', title: '区域', dataIndex: 'areaName', width: 90 },
        ]
      : []),
  ] as { key: string; title: string; dataIndex: keyof SubjectRow; width: number; ellipsis?: boolean }[]
}
