/**
 * The measures several charging dashboards show (domain.md: Indicators), written once so that the
 * station, pile and utilisation pages name and measure them alike.
 */

/** Time and energy utilisation of a station, pile, operator or district. */
export const UTILISATION = [
  { key: 'timeUtilisation', label: '时间利用率', unit: '%' },
  { key: 'energyUtilisation', label: '电量利用率', unit: '%' },
] as const

/** A station's or pile's charging in a period: energy, orders, revenue, hours and utilisation. */
export const CHARGING_TOTALS = [
  { key: 'energy', label: '充电量', unit: 'kWh' },
  { key: 'orders', label: '充电次数', unit: '次' },
  { key: 'revenue', label: '充电金额', unit: '元' },
  { key: 'hours', label: '充电时长', unit: '小时' },
  ...UTILISATION,
] as const
