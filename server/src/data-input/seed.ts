/**
 * Seed of data input: the holiday calendar of every year the seed data holds from last year on
 * (the current and the next year at least, issue 17), written by the administrator; then the
 * reporting tasks of reporting-manager (reporting-seed.ts).
 */
import './tables'
import type { Seeder } from '../db/seed/context'
import { HOLIDAY_ROWS, PROVISIONAL_YEARS } from './holiday-data'
import { seedReporting } from './reporting-seed'

export const dataInputSeeder: Seeder = {
  name: 'data-input',
  async run(context) {
    const { db, now } = context
    const year = Number(now.toISOString().slice(0, 4))
    const rows = Object.entries(HOLIDAY_ROWS)
      .filter(([key]) => Number(key) >= year - 1)
      .flatMap(([key, periods]) =>
        periods.map(([name, kind, startDate, endDate]) => ({
          year: Number(key),
          name,
          kind,
          startDate,
          endDate,
          remark: PROVISIONAL_YEARS[Number(key)] ?? '',
          updaterName: '系统管理员',
          updateTime: now.toISOString(),
        })),
      )
    if (rows.length) await db.insertInto('holiday_periods').values(rows).execute()
    await seedReporting(context)
  },
}
