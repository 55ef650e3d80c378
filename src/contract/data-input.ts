/**
 * Data input (issue 17): the holiday calendar of holidays-management beyond the list engine's
 * list, detail and export (`GET /data-input/holidays`, …): create, update and delete a period,
 * and the year's calendar of working and non-working days as the server's one working-day rule
 * sees it (decisions: Working days). Framework-free: zod and ./ modules only.
 */
import { z } from 'zod'
import { defineCall } from './define'
import { calendarDate as date, text } from './text'

/** A holiday period as staff enter it. */
export const holidayBody = z.strictObject({
  name: text({ label: '名称', min: 1, max: 32 }),
  kind: z.enum(['holiday', 'workday'], { message: '请选择类型' }),
  startDate: date('开始日期'),
  endDate: date('结束日期'),
  remark: text({ label: '备注', max: 200, multiline: true }).optional(),
})

const holidayRow = z.object({
  id: z.number(),
  year: z.number(),
  name: z.string(),
  kind: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number(),
  remark: z.string(),
  updaterName: z.string(),
  updateTime: z.string(),
})

export const createHoliday = defineCall({
  method: 'post',
  path: '/data-input/holidays',
  summary: '新增节假日或调休上班时段（与已有时段重叠、调休上班日不在周末时返回400）',
  body: holidayBody,
  data: holidayRow,
})

export const updateHoliday = defineCall({
  method: 'post',
  path: '/data-input/holidays/:id',
  summary: '修改节假日时段（规则同新增）',
  body: holidayBody,
  data: holidayRow,
})

export const deleteHoliday = defineCall({
  method: 'post',
  path: '/data-input/holidays/:id/delete',
  summary: '删除节假日时段',
  data: z.object({ id: z.number() }),
})

/** One day of the year's calendar. */
export const calendarDay = z.object({
  date: z.string(),
  working: z.boolean(),
  /** The period's name where one covers the day. */
  name: z.string().nullable(),
  kind: z.string().nullable(),
})

export const holidayCalendar = defineCall({
  method: 'get',
  path: '/data-input/holidays/calendar',
  summary: '一年的日历：每天是否为工作日（周末休息、法定节假日休息、调休上班日上班）',
  query: z.strictObject({
    year: z.coerce
      .number({ message: '请选择年份' })
      .int('年份应为整数')
      .min(2000, '年份不在范围内')
      .max(2100, '年份不在范围内'),
  }),
  data: z.object({ year: z.number(), workingDays: z.number(), days: z.array(calendarDay) }),
})

/** The calls of this module for the contract's index, keyed `<module>.<name>`. */
export const DATA_INPUT_CALLS = {
  'data-input.createHoliday': createHoliday,
  'data-input.updateHoliday': updateHoliday,
  'data-input.deleteHoliday': deleteHoliday,
  'data-input.holidayCalendar': holidayCalendar,
} as const
