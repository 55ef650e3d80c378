/** The area's screens keyed by route name (issue 19: the monthly report). */
import MonthReport from './MonthReport'

export const PAGES = { 'month-far': MonthReport }
