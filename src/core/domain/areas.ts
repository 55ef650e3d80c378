/**
 * The product's areas and the menu groups inside them, in menu order: an area is the first
 * segment of its routes and one custom element. Plain data; the catalogue (./routes.ts) places
 * every page in one of them.
 */

/** An area of the product: the first segment of its routes, and one custom element each. */
export interface AreaEntry {
  key: AreaKey
  title: string
  /** Name of an @ant-design/icons component, resolved by the shell's icon registry. */
  icon: string
}

/** A second-level menu group inside an area (only operating-services has them). */
export interface GroupEntry {
  key: string
  area: AreaKey
  title: string
  icon: string
}

export type AreaKey =
  | 'operating-services'
  | 'universal-services'
  | 'supervise-services'
  | 'ops-services'
  | 'archives-management'
  | 'system-management'
  | 'operation-supervision'
  | 'operate-supervision'
  | 'data-input'
  | 'mobile-management'
  | 'feedback'
  | 'assessment'
  | 'report-statistics'

/** Areas in menu order. */
export const AREAS: readonly AreaEntry[] = [
  { key: 'operating-services', title: '运营服务', icon: 'DashboardOutlined' },
  { key: 'universal-services', title: '通用服务', icon: 'ApiOutlined' },
  { key: 'supervise-services', title: '监管服务', icon: 'AuditOutlined' },
  { key: 'ops-services', title: '运维服务', icon: 'ToolOutlined' },
  { key: 'archives-management', title: '档案管理', icon: 'FolderOpenOutlined' },
  { key: 'operation-supervision', title: '运行督导', icon: 'AimOutlined' },
  { key: 'operate-supervision', title: '考核评价', icon: 'TrophyOutlined' },
  { key: 'data-input', title: '数据填报', icon: 'FormOutlined' },
  { key: 'mobile-management', title: '移动端管理', icon: 'MobileOutlined' },
  { key: 'feedback', title: '意见反馈', icon: 'MessageOutlined' },
  { key: 'assessment', title: '场站评定', icon: 'StarOutlined' },
  { key: 'report-statistics', title: '报表统计', icon: 'BarChartOutlined' },
  { key: 'system-management', title: '系统管理', icon: 'SettingOutlined' },
]

export const GROUPS: readonly GroupEntry[] = [
  { key: 'power-monitoring', area: 'operating-services', title: '充电设施监测', icon: 'ThunderboltOutlined' },
  {
    key: 'operating-information',
    area: 'operating-services',
    title: '运营信息',
    icon: 'LineChartOutlined',
  },
]
