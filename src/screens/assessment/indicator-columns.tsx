/** 评定指标's table columns: inputs in the cells of an editable library, the values in a locked one. */
import { Button, Input } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { deferred } from '../../ui/fields/deferred'

export interface IndicatorRow {
  key: string
  dimension: string
  indicator: string
  weight: number | null
  maxScore: number | null
  evidence: string
}

/**
 * antd's InputNumber, loaded when an editable row is first drawn (after the library answered), not
 * with the screen (issue 14); until then a disabled input of its width stands in its place.
 */
const InputNumber = deferred(
  () => import('antd/es/input-number'),
  (props) => <Input disabled aria-label={props['aria-label']} style={{ width: 90 }} />,
)

export interface IndicatorColumnsInput {
  editable: boolean
  /** Change a row's fields. */
  change: (key: string, patch: Partial<IndicatorRow>) => void
  /** Take a row out (删除). */
  remove: (key: string) => void
}

export function indicatorColumns({
  editable,
  change,
  remove,
}: IndicatorColumnsInput): ColumnsType<IndicatorRow> {
  const textColumn = (
    key: 'dimension' | 'indicator' | 'evidence',
    title: string,
    maxLength: number,
    width?: number,
  ) => ({
    title,
    dataIndex: key,
    width,
    render: (value: string, row: IndicatorRow) =>
      editable ? (
        <Input
          aria-label={title}
          maxLength={maxLength}
          value={value}
          onChange={(e) => change(row.key, { [key]: e.target.value })}
        />
      ) : (
        value
      ),
  })
  const numberColumn = (key: 'weight' | 'maxScore', title: string, max: number) => ({
    title,
    dataIndex: key,
    width: 110,
    render: (value: number | null, row: IndicatorRow) =>
      editable ? (
        <InputNumber
          aria-label={title}
          min={0.01}
          max={max}
          precision={2}
          value={value}
          onChange={(v) => change(row.key, { [key]: v as number | null })}
        />
      ) : (
        value
      ),
  })
  return [
    { title: '序号', key: 'index', width: 60, render: (_, __, index) => index + 1 },
    textColumn('dimension', '评定维度', 32, 140),
    textColumn('indicator', '评定指标', 128, 200),
    numberColumn('weight', '权重', 100),
    numberColumn('maxScore', '满分', 1000),
    textColumn('evidence', '佐证材料要求', 256),
    ...(editable
      ? [
          {
            title: '操作',
            key: 'remove',
            width: 80,
            render: (_: unknown, row: IndicatorRow) => (
              <Button type="link" danger onClick={() => remove(row.key)}>
                删除
              </Button>
            ),
          },
        ]
      : []),
  ]
}
