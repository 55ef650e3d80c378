/**
 * 碳减排分析 (domain.md: Indicators): carbon reduction (kg CO2) = kWh ÷ EV consumption × 100 ×
 * petrol use × 2.3 kg/L − kWh × grid emission factor; the factors are settings on the screen
 * (grid factor default 0.5366 kg CO2/kWh), sent with the call (src/contract/dashboards.ts `QUERIES`).
 */
import type { DashboardDescription, DashboardRoute } from '../dashboard-kit'

export const route = {
  page: 'carbon-analysis',
  title: '碳减排分析',
  icon: 'CloudOutlined',
  area: 'operating-services',
  after: 'monitoring-power-exchange-stations',
} as const satisfies DashboardRoute

export const dashboard: DashboardDescription = {
  note: '碳减排量=充电量÷百公里电耗×百公里油耗×2.3kg/L−充电量×电网排放因子',
  settings: [
    { key: 'evConsumption', label: '百公里电耗', value: 15, min: 5, max: 50, step: 0.5, unit: 'kWh' },
    { key: 'petrolUse', label: '百公里油耗', value: 8, min: 2, max: 30, step: 0.5, unit: 'L' },
    { key: 'gridFactor', label: '电网排放因子', value: 0.5366, min: 0, max: 2, step: 0.01, unit: 'kg/kWh' },
  ],
  charts: [
    {
      key: 'trend',
      title: '碳减排趋势',
      kind: 'line',
      group: 'trend',
      wide: true,
      measures: [{ key: 'carbon', label: '碳减排量', unit: '吨' }],
    },
    {
      key: 'byDistrict',
      title: '各区域碳减排量',
      kind: 'rank',
      group: 'byDistrict',
      limit: 16,
      measures: [{ key: 'carbon', label: '碳减排量', unit: '吨' }],
      drill: { to: '/archives-management/station-archives-management', by: 'areaCode' },
    },
    {
      key: 'share',
      title: '各区域碳减排占比',
      kind: 'pie',
      group: 'byDistrict',
      measures: [{ key: 'carbon', label: '碳减排量', unit: '吨' }],
      drill: { to: '/archives-management/station-archives-management', by: 'areaCode' },
    },
  ],
}

declare module '../dashboard-kit' {
  interface DashboardRegistry {
    'carbon-analysis': typeof route
  }
}
