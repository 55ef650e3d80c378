/**
 * The universal-services dashboards' calls (issue 16): over-all-data's statistics.
 * Framework-free: zod and ./define only.
 */
import { statsCall } from './stats'

/** Cumulative totals and yearly growth. */
export const overAllStats = statsCall('universal-services', 'over-all-data', '总体数据')

/** Every call of the universal-services dashboards. */
export const UNIVERSAL_DASHBOARD_CALLS = { 'universal-dashboards.overAllStats': overAllStats }
