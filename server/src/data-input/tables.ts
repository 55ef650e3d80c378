/**
 * Table types of data input (migration 0011-supervise), added to the platform's `Database` by
 * declaration merging. Dates are `YYYY-MM-DD` (China), times ISO-8601 UTC text.
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
