/** The date and date-range field kinds of the registry (./registry.tsx): display, pickers, query and form values. */
import {
  DATE_FORMAT,
  DATETIME_FORMAT,
  type Dayjs,
  dayjs,
  EMPTY_TEXT,
  formatDateTime,
  PERIOD_PRESETS,
} from '../../core/format'
import { deferred } from './deferred'
import type { Renderer } from './renderer'
import type { FieldOf } from './types'
import { isBlank } from './values'

const asDayjs = (value: unknown): Dayjs | undefined => {
  if (isBlank(value)) return undefined
  const d = dayjs(value as string)
  return d.isValid() ? d : undefined
}
const formatOf = (field: { dateOnly?: boolean }) => (field.dateOnly ? DATE_FORMAT : DATETIME_FORMAT)

// The antd pickers load on demand (./deferred.tsx): a list's rows do not wait for them.
const DatePicker = deferred(() => import('antd/es/date-picker'))
const RangePicker = deferred(() =>
  import('antd/es/date-picker').then((module) => ({ default: module.default.RangePicker })),
)
/** Section 9's period presets in every date-range filter, worked out when picked. */
const RANGE_PRESETS = PERIOD_PRESETS.map((preset) => ({ label: preset.label, value: () => preset.range() }))

export const datetimeRenderer: Renderer<FieldOf<'datetime'>> = {
  display: (value, _record, field) => formatDateTime(value as string, field.format) || EMPTY_TEXT,
  input: (field) => (
    <DatePicker
      showTime={!field.dateOnly}
      placeholder={field.placeholder ?? '请选择'}
      style={{ width: '100%' }}
    />
  ),
  picks: true,
  toQuery: (value, field) => ({ [field.key]: asDayjs(value)?.format(formatOf(field)) }),
  toForm: (value) => asDayjs(value),
  fromForm: (value, field) => asDayjs(value)?.format(formatOf(field)),
}

export const dateRangeRenderer: Renderer<FieldOf<'dateRange'>> = {
  display: (value) =>
    Array.isArray(value) && value.length === 2
      ? `${formatDateTime(value[0]) || EMPTY_TEXT} ~ ${formatDateTime(value[1]) || EMPTY_TEXT}`
      : EMPTY_TEXT,
  input: (field) => (
    <RangePicker showTime={field.showTime} presets={RANGE_PRESETS} style={{ width: '100%' }} />
  ),
  picks: true,
  toQuery: (value, field) => {
    const [startKey, endKey] = field.params ?? [`${field.key}From`, `${field.key}To`]
    const [start, end] = Array.isArray(value) ? value.map(asDayjs) : []
    // Whole days unless times are picked: the end day counts to its last second.
    const from = field.showTime ? start : start?.startOf('day')
    const to = field.showTime ? end : end?.endOf('day')
    return { [startKey]: from?.format(DATETIME_FORMAT), [endKey]: to?.format(DATETIME_FORMAT) }
  },
  toForm: (value) => (Array.isArray(value) ? value.map(asDayjs) : undefined),
  fromForm: (value) =>
    Array.isArray(value) ? value.map((item) => asDayjs(item)?.format(DATE_FORMAT)) : undefined,
}
