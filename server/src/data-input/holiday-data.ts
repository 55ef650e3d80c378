/**
 * The seeded holiday calendar: the State Council's arrangements (国务院办公厅关于部分节假日安排的
 * 通知) for 2025 and 2026, and a provisional 2027 (marked 预排: the notice for 2027 was not yet
 * published when this was written; staff correct it in holidays-management when it is).
 */

/** One seeded period: name, kind, first and last day, remark. */
export type HolidayRow = readonly [name: string, kind: 'holiday' | 'workday', start: string, end: string]

const PROVISIONAL = '预排，以国务院办公厅通知为准'

/** Periods by year. */
export const HOLIDAY_ROWS: Readonly<Record<number, readonly HolidayRow[]>> = {
  2025: [
    ['元旦', 'holiday', '2025-01-01', '2025-01-01'],
    ['春节调休上班', 'workday', '2025-01-26', '2025-01-26'],
    ['春节', 'holiday', '2025-01-28', '2025-02-04'],
    ['春节调休上班', 'workday', '2025-02-08', '2025-02-08'],
    ['清明节', 'holiday', '2025-04-04', '2025-04-06'],
    ['劳动节调休上班', 'workday', '2025-04-27', '2025-04-27'],
    ['劳动节', 'holiday', '2025-05-01', '2025-05-05'],
    ['端午节', 'holiday', '2025-05-31', '2025-06-02'],
    ['国庆节调休上班', 'workday', '2025-09-28', '2025-09-28'],
    ['国庆节、中秋节', 'holiday', '2025-10-01', '2025-10-08'],
    ['国庆节调休上班', 'workday', '2025-10-11', '2025-10-11'],
  ],
  2026: [
    ['元旦', 'holiday', '2026-01-01', '2026-01-03'],
    ['元旦调休上班', 'workday', '2026-01-04', '2026-01-04'],
    ['春节调休上班', 'workday', '2026-02-14', '2026-02-14'],
    ['春节', 'holiday', '2026-02-15', '2026-02-23'],
    ['春节调休上班', 'workday', '2026-02-28', '2026-02-28'],
    ['清明节', 'holiday', '2026-04-04', '2026-04-06'],
    ['劳动节', 'holiday', '2026-05-01', '2026-05-05'],
    ['劳动节调休上班', 'workday', '2026-05-09', '2026-05-09'],
    ['端午节', 'holiday', '2026-06-19', '2026-06-21'],
    ['国庆节调休上班', 'workday', '2026-09-20', '2026-09-20'],
    ['中秋节', 'holiday', '2026-09-25', '2026-09-27'],
    ['国庆节', 'holiday', '2026-10-01', '2026-10-07'],
    ['国庆节调休上班', 'workday', '2026-10-10', '2026-10-10'],
  ],
  2027: [
    ['元旦', 'holiday', '2027-01-01', '2027-01-03'],
    ['春节', 'holiday', '2027-02-05', '2027-02-13'],
    ['春节调休上班', 'workday', '2027-02-20', '2027-02-20'],
    ['清明节', 'holiday', '2027-04-03', '2027-04-05'],
    ['劳动节调休上班', 'workday', '2027-04-25', '2027-04-25'],
    ['劳动节', 'holiday', '2027-05-01', '2027-05-05'],
    ['劳动节调休上班', 'workday', '2027-05-08', '2027-05-08'],
    ['端午节', 'holiday', '2027-06-09', '2027-06-09'],
    ['中秋节', 'holiday', '2027-09-15', '2027-09-15'],
    ['国庆节调休上班', 'workday', '2027-09-26', '2027-09-26'],
    ['国庆节', 'holiday', '2027-10-01', '2027-10-07'],
    ['国庆节调休上班', 'workday', '2027-10-09', '2027-10-09'],
  ],
}

/** Years whose rows are provisional. */
export const PROVISIONAL_YEARS: Readonly<Record<number, string>> = { 2027: PROVISIONAL }
