/**
 * 评定指标 (station-assessment-index; domain.md: Station assessment): the indicator library of a
 * year — dimension, indicator, weight, maximum score, evidence required — edited as a whole and
 * saved when the weights add up to 100. A year already assessed is shown read-only; a new year
 * can start from a copy of the year before.
 */
import { Alert, Button, Select, Space, Table, theme } from 'antd'
import { useEffect, useState } from 'react'
import { getIndicators, saveIndicators } from '../../contract/endpoints/assessment'
import { WEIGHT_TOTAL } from '../../core/domain/feedback'
import { fieldErrors } from '../../core/http'
import { useDataClient } from '../../ui/dataClient'
import { Panel } from '../../ui/Panel'
import { PAGE_STACK_STYLE } from '../../ui/pageStyle'
import type { ScreenProps } from '../../ui/screen'
import { useToasts } from '../../ui/toasts'
import { useRequest } from '../../ui/useRequest'
import { indicatorColumns, type IndicatorRow as Row } from './indicator-columns'

let serial = 0
const keyOf = () => {
  serial += 1
  return `row${serial}`
}

export default function AssessmentIndex({ actions }: ScreenProps) {
  const { token } = theme.useToken()
  const data = useDataClient()
  const toasts = useToasts()
  const [year, setYear] = useState<number | undefined>(undefined)
  const library = useRequest(
    (signal) => data.call(getIndicators, { query: { year } }, { signal }),
    [data, year],
  )
  const [rows, setRows] = useState<Row[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const shown = library.data
  const editable = actions.includes('edit') && !!shown && !shown.locked

  useEffect(() => {
    if (!shown) return
    setRows(shown.indicators.map((item) => ({ ...item, key: keyOf() })))
    setProblem(null)
  }, [shown])

  const thisYear = new Date().getFullYear()
  const years = [...new Set([...(shown?.years ?? []), thisYear, thisYear + 1])].sort((a, b) => b - a)
  const sum = Math.round(rows.reduce((total, row) => total + (row.weight ?? 0), 0) * 100) / 100
  const change = (key: string, patch: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)))

  const copyPrevious = async () => {
    if (!shown) return
    try {
      const previous = await data.call(getIndicators, { query: { year: shown.year - 1 } })
      if (!previous.indicators.length) toasts.warning(`${shown.year - 1}年度没有指标可复制`)
      else setRows(previous.indicators.map((item) => ({ ...item, key: keyOf() })))
    } catch {
      // the HTTP client has shown the message
    }
  }

  const save = async () => {
    if (!shown) return
    const incomplete = rows.find(
      (row) =>
        !row.dimension.trim() ||
        !row.indicator.trim() ||
        !row.evidence.trim() ||
        !row.weight ||
        !row.maxScore,
    )
    if (incomplete) return setProblem('请填写每个指标的维度、名称、权重、满分和佐证材料要求')
    if (sum !== WEIGHT_TOTAL) return setProblem(`各指标权重之和应为${WEIGHT_TOTAL}，当前为${sum}`)
    setSaving(true)
    try {
      await data.call(saveIndicators, {
        params: { year: shown.year },
        body: {
          indicators: rows.map(({ dimension, indicator, weight, maxScore, evidence }) => ({
            dimension,
            indicator,
            weight: Number(weight),
            maxScore: Number(maxScore),
            evidence,
          })),
        },
      })
      toasts.success('保存成功')
      library.reload()
    } catch (error) {
      setProblem(Object.values(fieldErrors(error))[0] ?? null)
    } finally {
      setSaving(false)
    }
  }

  return (
    <div style={PAGE_STACK_STYLE}>
      <Panel
        title="评定指标库"
        extra={
          <Space>
            <span>评定年度</span>
            <Select
              aria-label="评定年度"
              style={{ width: 120 }}
              value={shown?.year}
              options={years.map((value) => ({ value, label: `${value}年度` }))}
              onChange={setYear}
            />
          </Space>
        }
      >
        {shown?.locked && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            message={`${shown.year}年度已发起评定，指标库不能修改`}
          />
        )}
        {problem && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={problem} />}
        <Table<Row>
          rowKey="key"
          size="small"
          bordered
          loading={library.loading}
          pagination={false}
          dataSource={rows}
          scroll={{ x: 1000 }}
          columns={indicatorColumns({
            editable,
            change,
            remove: (key) => setRows((current) => current.filter((item) => item.key !== key)),
          })}
          footer={() => (
            <Space style={{ width: '100%', justifyContent: 'space-between' }}>
              {/* Typography.Text type="success" / "danger", without antd's Typography (issue 14). */}
              <span
                style={{
                  color: sum === WEIGHT_TOTAL ? token.colorSuccessText : token.colorErrorText,
                  wordBreak: 'break-word',
                  lineHeight: token.lineHeight,
                }}
              >
                权重合计：{sum} / {WEIGHT_TOTAL}
              </span>
              {editable && (
                <Space>
                  <Button onClick={copyPrevious}>复制上一年度</Button>
                  <Button
                    onClick={() =>
                      setRows((current) => [
                        ...current,
                        {
                          key: keyOf(),
                          dimension: '',
                          indicator: '',
                          weight: null,
                          maxScore: 10,
                          evidence: '',
                        },
                      ])
                    }
                  >
                    添加指标
                  </Button>
                  <Button type="primary" loading={saving} onClick={save}>
                    保存
                  </Button>
                </Space>
              )}
            </Space>
          )}
        />
      </Panel>
    </div>
  )
}
