/**
 * 故障监测's filters: 告警等级, 告警类型 and 告警代码, each settable from the route, so that
 * 故障统计's slices open the list filtered (`?alarmType=2`, issue 16: "a fault slice →
 * trouble-monitor filtered").
 */
import { Select, Space } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useSearch } from 'wouter'
import { ALARMS } from '../../contract/lists/ops-services/alarms'
import { ALARM_CODE, ALARM_LEVEL, ALARM_TYPE, type EnumList, optionOf } from '../../core/domain/enums'

const FILTERS = [
  { key: 'alarmLevel', label: ALARMS.fields.alarmLevel.label, options: ALARM_LEVEL },
  { key: 'alarmType', label: ALARMS.fields.alarmType.label, options: ALARM_TYPE },
  { key: 'alarmCode', label: ALARMS.fields.alarmCode.label, options: ALARM_CODE },
] as const satisfies readonly { key: string; label: string; options: EnumList }[]

/** The values of the filters (numbers of their enumerations). */
export type AlarmFilters = Partial<Record<(typeof FILTERS)[number]['key'], number>>

/** The filters a route's search string sets (unknown values are ignored). */
function filtersOf(search: string): AlarmFilters {
  const params = new URLSearchParams(search)
  const filters: AlarmFilters = {}
  for (const { key, options } of FILTERS) {
    const option = optionOf(options, params.get(key))
    if (option) filters[key] = Number(option.value)
  }
  return filters
}

/**
 * The filters, from the route at first and whenever a drill-down reaches this kept-alive tab
 * again with another search (`onRouteChange` then runs too, e.g. back to page 1).
 */
export function useRouteFilters(onRouteChange: () => void) {
  const search = useSearch()
  const [filters, setFilters] = useState<AlarmFilters>(() => filtersOf(search))
  const applied = useRef(search)
  const changed = useRef(onRouteChange)
  changed.current = onRouteChange
  useEffect(() => {
    if (applied.current === search) return
    applied.current = search
    setFilters(filtersOf(search))
    changed.current()
  }, [search])
  return [filters, setFilters] as const
}

/** One select per filter. */
export function TroubleFilters({
  filters,
  onChange,
}: {
  filters: AlarmFilters
  onChange: (filters: AlarmFilters) => void
}) {
  return (
    <Space size={12} wrap>
      {FILTERS.map(({ key, label, options }) => (
        <Select<number>
          key={key}
          aria-label={label}
          placeholder={label}
          allowClear
          style={{ width: 180 }}
          value={filters[key]}
          options={options.map((option) => ({ value: Number(option.value), label: option.label }))}
          onChange={(value) => onChange({ ...filters, [key]: value })}
        />
      ))}
    </Space>
  )
}
