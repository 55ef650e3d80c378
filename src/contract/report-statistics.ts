/**
 * The report-statistics area's calls (issue 19): the monthly report of month-far, computed on the
 * server from the same aggregates as the dashboards (server/src/stats). Framework-free.
 */
import { z } from 'zod'
import { defineCall } from './define'
import { statsFigure, statsRow } from './stats'

/** One section of the report: headline figures and named groups of rows (charts and tables). */
export const reportSection = z.object({
  key: z.string(),
  title: z.string(),
  totals: z.array(statsFigure),
  /** A sentence under the figures that says how they are defined (四、故障告警与修复: how the alarms add up). */
  note: z.string().optional(),
  groups: z.record(z.string(), z.array(statsRow)),
})

export const monthReport = defineCall({
  method: 'get',
  path: '/report-statistics/month-far/report',
  summary: '月度报告',
  query: z.strictObject({
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为YYYY-MM'),
    areaCode: z
      .string()
      .regex(/^\d{6}$/, '区域编码应为6位数字')
      .optional(),
  }),
  data: z.object({
    platform: z.string(),
    month: z.string(),
    /** The month's first and last day. */
    from: z.string(),
    to: z.string(),
    areaName: z.string(),
    generatedAt: z.string(),
    /** Headline figures beside the month before (环比) and the same month a year before (同比). */
    compare: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        unit: z.string(),
        value: z.number(),
        previous: z.number(),
        lastYear: z.number(),
      }),
    ),
    sections: z.array(reportSection),
  }),
})

/** Every call of the area, keyed for the contract. */
export const REPORT_STATISTICS_CALLS = { 'report-statistics.monthReport': monthReport }
