/** The per-dimension scores of a station assessment (domain.md: Station assessment). */
import { Progress, Space, Typography } from 'antd'

interface Score {
  dimension: string
  score: number
  max: number
}

/** Each dimension with its score against its maximum. */
export function ScoreTable({ scores }: { scores: unknown }) {
  if (!Array.isArray(scores) || scores.length === 0) return '-'
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={2}>
      {(scores as Score[]).map((item) => (
        <div key={item.dimension} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Typography.Text style={{ width: 72 }}>{item.dimension}</Typography.Text>
          <Progress
            aria-label={`${item.dimension}得分`}
            percent={item.max > 0 ? Math.round((item.score / item.max) * 100) : 0}
            format={() => `${item.score} / ${item.max}`}
            size="small"
            style={{ flex: 1, margin: 0 }}
          />
        </div>
      ))}
    </Space>
  )
}
