/**
 * The operating-services area's calls (issue 16): one stats call per dashboard page
 * (api.md: Statistics for dashboards). Framework-free: zod and ./define only.
 */
import { z } from 'zod'
import { statsCall, statsQuery } from './stats'

const AREA = 'operating-services'

/** Facilities: stations, piles and connectors by type, power band, district, operator; growth. */
export const facilityStats = statsCall(AREA, 'elec-charging-facility-statistics', '充电设施统计')

/** Time and energy utilisation by district, operator and station (domain.md: Indicators). */
export const utilizationStats = statsCall(AREA, 'charging-facility-utilization', '设施利用率')

/** The carbon factors (domain.md: Indicators), settings shown on the screen. */
export const carbonQuery = statsQuery.extend({
  /** EV consumption, kWh per 100 km. */
  evConsumption: z.coerce.number().min(5).max(50).optional(),
  /** Petrol use of the replaced car, L per 100 km. */
  petrolUse: z.coerce.number().min(2).max(30).optional(),
  /** Grid emission factor, kg CO2 per kWh. */
  gridFactor: z.coerce.number().min(0).max(2).optional(),
})

/** Carbon reduction trend and by district. */
export const carbonStats = statsCall(AREA, 'carbon-analysis', '碳减排分析', carbonQuery)

/** Swap stations: swaps, energy, revenue by operator and day. */
export const swapOperationStats = statsCall(AREA, 'analysis-exchange-operation', '换电运营分析')

/** Data messages per operator platform and day: received, failed, delay. */
export const messageStats = statsCall(AREA, 'elec-charging-message-statistics', '数据报文统计')

/** Per-station energy, orders, revenue and utilisation for a period (the 200 with most energy). */
export const stationStatistic = statsCall(AREA, 'charging-station-statistic', '充电站统计')

/** Per-pile statistics for a period (the 200 with most energy) and by pile type. */
export const equipStatistic = statsCall(AREA, 'charging-equip-statistics', '充电设备统计')

/** Swap duration, failure rate, swaps by hour and by battery model. */
export const batteryReplacementStats = statsCall(AREA, 'analysis-of-battery-replacement', '换电行为分析')

/** Every call of the area, keyed for the contract. */
export const OPERATING_SERVICES_CALLS = {
  'operating-services.facilityStats': facilityStats,
  'operating-services.utilizationStats': utilizationStats,
  'operating-services.carbonStats': carbonStats,
  'operating-services.swapOperationStats': swapOperationStats,
  'operating-services.messageStats': messageStats,
  'operating-services.stationStatistic': stationStatistic,
  'operating-services.equipStatistic': equipStatistic,
  'operating-services.batteryReplacementStats': batteryReplacementStats,
}
