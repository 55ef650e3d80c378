/**
 * City configurations of section 3, keyed by region code, and the 市辖区 filter of section 9.
 *
 * 120100 (Tianjin) and 130000 (Hebei) are real deployments; 619900 and 619800 are demo regions
 * (domain.md: Regions). Map types: `common` (the standard map of the region), `custom` (a
 * hand-drawn district map) and `splice` (a province map spliced from its cities' maps).
 */

/** How the region's map is drawn. */
export type MapType = 'common' | 'custom' | 'splice'

/** What each map type is called on screen. */
export const MAP_TYPE_LABELS: Readonly<Record<MapType, string>> = {
  common: '行政区划图',
  custom: '示意图',
  splice: '拼接图',
}

/** One city configuration. */
export interface CityConfig {
  code: string
  name: string
  mapType: MapType
  /** Route of the first screen (dashboard), where the city has one. */
  dashboardRoute?: string
  /** Title of the first screen, where the city has one. */
  firstScreenTitle?: string
  /**
   * The UI library's strings where the host's element has no `locale` attribute (section 1's
   * English default otherwise; src/ui/locale.tsx): zh-CN for a deployment whose hosts all want
   * Chinese. None of the specification's four sets it: section 1 keeps English by default.
   */
  locale?: string
}

/** The four configurations of the specification. */
export const CITY_CONFIGS: Readonly<Record<string, CityConfig>> = {
  '120100': {
    code: '120100',
    name: '天津市',
    mapType: 'custom',
    // The headline screen of the catalogue (universal-services/real-time-data) serves as the
    // dashboard; section 1 names this configuration a government supervision platform.
    dashboardRoute: '/universal-services/real-time-data',
    firstScreenTitle: '天津市电动汽车充电设施监管平台',
  },
  '130000': { code: '130000', name: '河北省', mapType: 'splice' },
  '619900': { code: '619900', name: '演示市（一）', mapType: 'common' },
  '619800': { code: '619800', name: '演示市（二）', mapType: 'common' },
}

/** The configuration of a region code, or undefined for regions without one. */
export function cityConfig(code: string | number | null | undefined): CityConfig | undefined {
  if (code === null || code === undefined) return undefined
  return CITY_CONFIGS[String(code)]
}

/** Suffix of GB/T 2260's district groups, which are not real places to pick (section 9). */
export const MUNICIPAL_DISTRICTS_SUFFIX = '市辖区'

type Named = { name?: unknown; label?: unknown; areaName?: unknown; title?: unknown; children?: unknown }

function nameOf(item: unknown): string {
  if (typeof item === 'string') return item
  if (item && typeof item === 'object') {
    const { name, label, areaName, title } = item as Named
    const value = name ?? label ?? areaName ?? title
    return typeof value === 'string' ? value : ''
  }
  return ''
}

/**
 * Drop entries whose name ends in 市辖区 (section 9), also inside `children`. Items may be
 * strings or objects named by `name`, `label`, `areaName` or `title`; or pass `getName`.
 */
export function filterMunicipalDistricts<T>(list: readonly T[], getName: (item: T) => string = nameOf): T[] {
  const kept: T[] = []
  for (const item of list) {
    if (getName(item).endsWith(MUNICIPAL_DISTRICTS_SUFFIX)) continue
    const children = (item as Named | null)?.children
    if (item && typeof item === 'object' && Array.isArray(children)) {
      kept.push({ ...item, children: filterMunicipalDistricts(children as T[], getName) })
    } else {
      kept.push(item)
    }
  }
  return kept
}
