/**
 * The shapes every dashboard's statistics call shares (api.md: Statistics for dashboards):
 * the period presets of section 9 with the area and operator filters in, headline figures and
 * named groups of rows out. Framework-free: zod and ./define only.
 */
import { z } from 'zod'
import { defineCall } from './define'

/** The period presets of section 9 (keys of `PERIOD_PRESETS` in src/core/format.ts). */
export const PERIOD_KEYS = [
  'today',
  'yesterday',
  'last7Days',
  'last30Days',
  'last12Months',
  'custom',
] as const

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD')

/**
 * Query of a stats call: period (custom: its first and last day, `from` and `to`, the one name of
 * a date range across the API: a list's range filter is `<field>From`/`<field>To`), area and
 * operator filters.
 */
export const statsQuery = z.strictObject({
  period: z.enum(PERIOD_KEYS).optional(),
  from: day.optional(),
  to: day.optional(),
  areaCode: z
    .string()
    .regex(/^\d{2,6}$/, '区域编码应为2-6位数字')
    .optional(),
  operatorId: z.string().min(1).max(9).optional(),
})

/** A headline figure. */
export const statsFigure = z.object({
  key: z.string(),
  label: z.string(),
  /** `null`: no data (a mean of nothing, e.g. 平均修复时长 when nothing was repaired), shown as —. */
  value: z.number().nullable(),
  unit: z.string(),
})

/** One row of a group: a category (district, operator, day, type …) and its measures. */
export const statsRow = z.object({
  name: z.string(),
  /** The category's code where it has one (area code, operator id, station id, enum value). */
  code: z.string().optional(),
  /** A measure is `null` where it has no data (a mean of nothing), shown as —. */
  values: z.record(z.string(), z.number().nullable()),
})

/** The answer of every stats call. */
export const statsData = z.object({
  /** The period's first and last day. */
  from: z.string(),
  to: z.string(),
  granularity: z.enum(['hour', 'day', 'month']),
  totals: z.array(statsFigure),
  groups: z.record(z.string(), z.array(statsRow)),
})

/** Describe the stats call of a dashboard page (`GET /<area>/<page>/stats`). */
export function statsCall<Q extends z.ZodType = typeof statsQuery>(
  area: string,
  page: string,
  summary: string,
  query?: Q,
) {
  return defineCall({
    method: 'get',
    path: `/${area}/${page}/stats`,
    summary,
    query: (query ?? statsQuery) as Q,
    data: statsData,
  })
}
