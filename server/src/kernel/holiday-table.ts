/**
 * The holiday calendar's table (migration 0011-supervise), read by the working-day arithmetic
 * beside it and kept by data input's 节假日 screen; added to the platform's `Database` by
 * declaration merging. Dates are `YYYY-MM-DD` (China).
 */
import type { Generated } from 'kysely'

/** A period of the holiday calendar: statutory holidays off, or 调休 weekend days worked. */
export interface HolidayPeriodsTable {
  id: Generated<number>
  year: number
  name: string
  /** HOLIDAY_KIND value. */
  kind: string
  startDate: string
  endDate: string
  remark: string
  updaterName: string
  updateTime: string
}

declare module '../db/types' {
  interface Database {
    holiday_periods: HolidayPeriodsTable
  }
}
