/**
 * 故障监测's filters: 告警等级, 告警类型 and 告警代码, each settable from the route, so that
 * 故障统计's slices open the list filtered (`?alarmType=2`, issue 16: "a fault slice →
 * trouble-monitor filtered"); and the one alarm a to-do or notice links to (`?id=12`, issue 41,
 * routes.ts: RECORD_QUERY), shown until 显示全部告警; and the station a map's point was clicked on
 * (issue 44 part 3), until 显示全部充电站.
 */
import { Button, Select, Space, theme } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useSearch } from 'wouter'
import { ALARMS } from '../../contract/lists/ops-services/alarms'
import { ALARM_CODE, ALARM_LEVEL, ALARM_TYPE, type EnumList, optionOf } from '../../core/domain/enums'
import { RECORD_QUERY } from '../../core/domain/routes'
import { ColorTag } from '../../ui/looks'

const FILTERS = [
  { key: 'alarmLevel', label: ALARMS.fields.alarmLevel.label, options: ALARM_LEVEL },
  { key: 'alarmType', label: ALARMS.fields.alarmType.label, options: ALARM_TYPE },
  { key: 'alarmCode', label: ALARMS.fields.alarmCode.label, options: ALARM_CODE },
] as const satisfies readonly { key: string; label: string; options: EnumList }[]

/**
 * The values of the filters (numbers of their enumerations), the one alarm's id, and the station
 * whose point was clicked on the map (issue 44 part 3).
 */
export type AlarmFilters = Partial<Record<(typeof FILTERS)[number]['key'] | 'id', number>> & {
  stationId?: string
}

/** The route's parameter naming one alarm (routes.ts: RECORD_QUERY). */
const ONE_ALARM = RECORD_QUERY['trouble-monitor']

/** The filters a route's search string sets (unknown values are ignored). */
function filtersOf(search: string): AlarmFilters {
  const params = new URLSearchParams(search)
  const filters: AlarmFilters = {}
  for (const { key, options } of FILTERS) {
    const option = optionOf(options, params.get(key))
    if (option) filters[key] = Number(option.value)
  }
  const id = params.get(ONE_ALARM) ?? ''
  if (/^[1-9]\d{0,15}$/.test(id)) filters.id = Number(id)
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

/** One select per filter; the one alarm named by the route, with the way back to all. */
export function TroubleFilters({
  filters,
  stationName,
  onChange,
}: {
  filters: AlarmFilters
  /** The name of the station filtered by (its id until the list has answered). */
  stationName?: string
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
      {filters.stationId !== undefined && (
        <>
          <ColorTag color="blue">
            {ALARMS.fields.stationName.label} {stationName ?? filters.stationId}
          </ColorTag>
          <Button onClick={() => onChange({ ...filters, stationId: undefined })}>显示全部充电站</Button>
        </>
      )}
      {filters.id !== undefined && (
        <>
          <ColorTag color="blue">
            {ALARMS.fields.id.label} {filters.id}
          </ColorTag>
          <Button onClick={() => onChange({ ...filters, id: undefined })}>显示全部告警</Button>
        </>
      )}
    </Space>
  )
}

/** A list answer's total, with the filters it was asked with. */
export interface AnsweredTotal {
  filters: AlarmFilters
  total: number
}

/**
 * The line above the alarms: how many are not yet confirmed, or what the one alarm of a link is.
 * Until the list answers the current filters it says so: another query's total (the one alarm's,
 * just after 显示全部告警) is never shown as this one's.
 */
export function AlarmSummary({
  filters,
  answered,
}: {
  filters: AlarmFilters
  answered: AnsweredTotal | null
}) {
  const { token } = theme.useToken()
  const waiting = answered?.filters !== filters
  const total = answered?.total ?? 0
  return (
    // Typography.Text type="secondary", without antd's Typography on the rows' path.
    <span
      className="evc-alarm-summary"
      aria-busy={waiting}
      style={{ color: token.colorTextDescription, wordBreak: 'break-word', lineHeight: token.lineHeight }}
    >
      {waiting
        ? '正在查询告警…'
        : filters.id === undefined
          ? `未确认的告警 ${total} 条，最新的在前`
          : total === 0
            ? '链接指向的告警不在您的范围内，或已不存在'
            : '只显示链接指向的这一条告警'}
    </span>
  )
}
