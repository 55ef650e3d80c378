/**
 * The period presets of section 9 (今日, 昨日, 近7天, 近30天, 近12个月, 自定义) with a date range for
 * 自定义 (at most 366 days, like the server's limit).
 */
import { DatePicker, Radio, Space } from 'antd'
import { type Dayjs, dayjs, PERIOD_PRESETS, type PeriodKey } from '../../core/format'

/** A chosen period: a preset, or custom with its days. */
export interface PeriodValue {
  period: PeriodKey
  from?: string
  to?: string
}

/** The longest custom range, in days. */
const MAX_DAYS = 366

/** Preset buttons, and the range picker when 自定义 is chosen. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: PeriodValue
  onChange: (value: PeriodValue) => void
}) {
  const pick = (period: PeriodKey) => {
    if (period !== 'custom') return onChange({ period })
    const [start, end] = PERIOD_PRESETS.find((preset) => preset.key === 'custom')?.range() ?? []
    onChange({ period, from: start?.format('YYYY-MM-DD'), to: end?.format('YYYY-MM-DD') })
  }
  const range: [Dayjs, Dayjs] | null = value.from && value.to ? [dayjs(value.from), dayjs(value.to)] : null
  return (
    <Space wrap>
      <Radio.Group
        aria-label="统计周期"
        optionType="button"
        value={value.period}
        onChange={(event) => pick(event.target.value)}
        options={PERIOD_PRESETS.map((preset) => ({ value: preset.key, label: preset.label }))}
      />
      {value.period === 'custom' && (
        <DatePicker.RangePicker
          aria-label="自定义周期"
          allowClear={false}
          value={range}
          disabledDate={(day, info) =>
            day.isAfter(dayjs(), 'day') ||
            Boolean(info.from && Math.abs(day.diff(info.from, 'day')) >= MAX_DAYS)
          }
          onChange={(days) => {
            if (days?.[0] && days[1])
              onChange({
                period: 'custom',
                from: days[0].format('YYYY-MM-DD'),
                to: days[1].format('YYYY-MM-DD'),
              })
          }}
        />
      )}
    </Space>
  )
}
