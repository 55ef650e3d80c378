/**
 * The operating-services area's dashboards (issue 16): their stats calls, by the names the screens
 * import (api.md: Statistics for dashboards; each is ./dashboards.ts's call of its page).
 */
import { DASHBOARD_CALLS } from './dashboards'

export { carbonQuery } from './dashboards'

/** Facilities: stations, piles and connectors by type, power band, district, operator; growth. */
export const facilityStats = DASHBOARD_CALLS['elec-charging-facility-statistics']

/** Time and energy utilisation by district, operator and station (domain.md: Indicators). */
export const utilizationStats = DASHBOARD_CALLS['charging-facility-utilization']

/** Carbon reduction trend and by district. */
export const carbonStats = DASHBOARD_CALLS['carbon-analysis']

/** Swap stations: swaps, energy, revenue by operator and day. */
export const swapOperationStats = DASHBOARD_CALLS['analysis-exchange-operation']

/** Data messages per operator platform and day: received, failed, delay. */
export const messageStats = DASHBOARD_CALLS['elec-charging-message-statistics']

/** Per-station energy, orders, revenue and utilisation for a period (the 200 with most energy). */
export const stationStatistic = DASHBOARD_CALLS['charging-station-statistic']

/** Per-pile statistics for a period (the 200 with most energy) and by pile type. */
export const equipStatistic = DASHBOARD_CALLS['charging-equip-statistics']

/** Swap duration, failure rate, swaps by hour and by battery model. */
export const batteryReplacementStats = DASHBOARD_CALLS['analysis-of-battery-replacement']
