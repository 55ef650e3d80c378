/**
 * The universal-services dashboards' calls (issue 16): over-all-data's statistics, by the name its
 * screen imports (./dashboards.ts's call of the page).
 */
import { DASHBOARD_CALLS } from './dashboards'

/** Cumulative totals and yearly growth. */
export const overAllStats = DASHBOARD_CALLS['over-all-data']
