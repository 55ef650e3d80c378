/**
 * Region codes (GB/T 2260) of the seeded regions: Tianjin 120100 with its 16 districts and Hebei
 * 130000 with its 11 prefecture-level cities (domain.md: Regions). The server seeds its area
 * table from this list; the console uses it for names when offline data is enough.
 *
 * GB/T 2260 names 120100 "市辖区" (the municipality's district group); it is called 天津市 here
 * because the specification keys Tianjin's city configuration by 120100. Lists that come with
 * the GB/T name are cleaned by `filterMunicipalDistricts` (src/core/cities.ts, section 9).
 */

/** Administrative level of a region. */
export type RegionLevel = 'province' | 'city' | 'district'

/** One region: its 6-digit code, name, level and parent's code (null at the top). */
export interface Region {
  code: string
  name: string
  level: RegionLevel
  parentCode: string | null
}

const TIANJIN_DISTRICTS: [string, string][] = [
  ['120101', '和平区'],
  ['120102', '河东区'],
  ['120103', '河西区'],
  ['120104', '南开区'],
  ['120105', '河北区'],
  ['120106', '红桥区'],
  ['120110', '东丽区'],
  ['120111', '西青区'],
  ['120112', '津南区'],
  ['120113', '北辰区'],
  ['120114', '武清区'],
  ['120115', '宝坻区'],
  ['120116', '滨海新区'],
  ['120117', '宁河区'],
  ['120118', '静海区'],
  ['120119', '蓟州区'],
]

const HEBEI_CITIES: [string, string][] = [
  ['130100', '石家庄市'],
  ['130200', '唐山市'],
  ['130300', '秦皇岛市'],
  ['130400', '邯郸市'],
  ['130500', '邢台市'],
  ['130600', '保定市'],
  ['130700', '张家口市'],
  ['130800', '承德市'],
  ['130900', '沧州市'],
  ['131000', '廊坊市'],
  ['131100', '衡水市'],
]

/** All seeded regions, parents before children. */
export const REGIONS: readonly Region[] = [
  { code: '120000', name: '天津市', level: 'province', parentCode: null },
  { code: '120100', name: '天津市', level: 'city', parentCode: '120000' },
  ...TIANJIN_DISTRICTS.map(
    ([code, name]): Region => ({ code, name, level: 'district', parentCode: '120100' }),
  ),
  { code: '130000', name: '河北省', level: 'province', parentCode: null },
  ...HEBEI_CITIES.map(([code, name]): Region => ({ code, name, level: 'city', parentCode: '130000' })),
]

const BY_CODE = new Map(REGIONS.map((region) => [region.code, region]))

/** The region of a code, or undefined. */
export function regionByCode(code: string | number | null | undefined): Region | undefined {
  return code === null || code === undefined ? undefined : BY_CODE.get(String(code))
}

/** The name of a region code, or `fallback` ('-'). */
export function regionName(code: string | number | null | undefined, fallback = '-'): string {
  return regionByCode(code)?.name ?? fallback
}

/** The direct children of a region, in code order. */
export function childRegions(code: string): Region[] {
  return REGIONS.filter((region) => region.parentCode === code)
}

/** The code prefix that selects a region (region-code.ts, apart so that the wall display takes it without the list's chunk). */
export { regionPrefix } from './region-code'
