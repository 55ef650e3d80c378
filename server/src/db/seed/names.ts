/**
 * Real-looking identifiers for the archives seed (plates and VINs: db/seed/vehicles.ts):
 * unified social credit codes (GB 32100 check character), battery pack codes (GB/T 34014
 * layout), station names and coordinates.
 */
import type { Rng } from './rng'
import { chars, DIGITS } from './vehicles'

const BATTERY_MAKERS = ['CAT', 'BYD', 'CAL', 'EVE', 'SVO', 'GTE']
const ALNUM = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'

/** A 24-character battery pack code: maker 3, product 1, chemistry 1, spec 4, trace 7, date 3, serial 5. */
export function batteryCode(rng: Rng, serial: number, year: number): string {
  const date = `${'ABCDEFGHJK'[year % 10]}${'123456789ABC'[rng.int(0, 11)]}${'123456789ABCDEFGHJKLMNPRSTUVWX'[rng.int(0, 29)]}`
  return `${rng.pick(BATTERY_MAKERS)}P${rng.pick(['F', 'N'])}${chars(rng, DIGITS, 4)}${chars(rng, ALNUM, 7)}${date}${String(serial % 100_000).padStart(5, '0')}`
}

/** Approximate centres of the seeded regions (lng, lat). */
export const AREA_CENTRES: Readonly<Record<string, readonly [number, number]>> = {
  '120101': [117.2, 39.12],
  '120102': [117.25, 39.12],
  '120103': [117.22, 39.1],
  '120104': [117.15, 39.12],
  '120105': [117.2, 39.15],
  '120106': [117.15, 39.17],
  '120110': [117.31, 39.09],
  '120111': [117.01, 39.14],
  '120112': [117.38, 38.99],
  '120113': [117.13, 39.23],
  '120114': [117.05, 39.38],
  '120115': [117.31, 39.72],
  '120116': [117.7, 39.03],
  '120117': [117.82, 39.33],
  '120118': [116.97, 38.95],
  '120119': [117.41, 40.05],
  '130100': [114.51, 38.04],
  '130200': [118.18, 39.63],
  '130300': [119.6, 39.94],
  '130400': [114.54, 36.63],
  '130500': [114.5, 37.07],
  '130600': [115.46, 38.87],
  '130700': [114.89, 40.82],
  '130800': [117.96, 40.95],
  '130900': [116.84, 38.3],
  '131000': [116.68, 39.54],
  '131100': [115.67, 37.74],
}

/** Share of stations per area (Tianjin districts mostly, some Hebei cities). */
export const AREA_WEIGHTS: readonly (readonly [string, number])[] = [
  ['120101', 3],
  ['120102', 5],
  ['120103', 7],
  ['120104', 7],
  ['120105', 5],
  ['120106', 3],
  ['120110', 7],
  ['120111', 8],
  ['120112', 6],
  ['120113', 6],
  ['120114', 6],
  ['120115', 3],
  ['120116', 12],
  ['120117', 2],
  ['120118', 3],
  ['120119', 2],
  ['130100', 3],
  ['130200', 2],
  ['130600', 2],
  ['130900', 1],
  ['131000', 2],
]

/** Urban-rural codes by how central a district is (the last 3 digits of areaCodeCountryside). */
export function urbanRuralCode(rng: Rng, areaCode: string): number {
  const central = ['120101', '120102', '120103', '120104', '120105', '120106'].includes(areaCode)
  const inner = ['120110', '120111', '120112', '120113'].includes(areaCode)
  if (central) return rng.pick([111, 111, 111, 112])
  if (inner) return rng.pick([111, 112, 112, 121, 122, 123, 210])
  return rng.pick([111, 112, 121, 122, 123, 123, 210, 210, 220, 220])
}

const PLACES = [
  '友谊路',
  '南京路',
  '卫津路',
  '黄河道',
  '红旗路',
  '中山路',
  '津塘路',
  '外环线',
  '复康路',
  '解放南路',
  '海河东路',
  '天塔',
  '水上公园',
  '银河广场',
  '万达广场',
  '大悦城',
  '火车站',
  '西站',
  '南站',
  '机场',
  '科技园',
  '工业园',
  '开发区',
  '产业园',
  '人民医院',
  '体育中心',
  '文化中心',
  '客运站',
  '物流园',
  '高速服务区',
  '新城',
  '商业街',
  '公交场站',
  '地铁站',
]
const SUFFIXES = ['充电站', '公共充电站', '超级充电站', '快充站', '充电场站', '停车场充电站']

/** A station name: district + place + brand + kind, e.g. 河西区友谊路特来电充电站. */
export function stationName(rng: Rng, districtName: string, brand: string, serial: number): string {
  const place = rng.pick(PLACES)
  const number = serial % 7 === 0 ? `${(serial % 9) + 1}号` : ''
  return `${districtName}${place}${brand}${number}${rng.pick(SUFFIXES)}`
}

const BRANDS = [
  '国网',
  '特来电',
  '星星充电',
  '普天',
  '云快充',
  '小桔充电',
  '南网',
  '奥动',
  '蔚来',
  '吉智',
  '津电',
  '滨海快充',
  '畅行',
  '绿源',
  '快电',
]

/** The short brand of an operator name, e.g. 特来电 from 特来电新能源股份有限公司. */
export function brandOf(operatorName: string): string {
  return BRANDS.find((brand) => operatorName.includes(brand)) ?? operatorName.slice(0, 4)
}

/** A Tianjin landline (022) or a service number. */
export function phone(rng: Rng, areaCode: string): string {
  return areaCode.startsWith('12')
    ? `022-${rng.int(2000, 8999)}${String(rng.int(0, 9999)).padStart(4, '0')}`
    : `0311-${rng.int(8000, 8999)}${String(rng.int(0, 9999)).padStart(4, '0')}`
}

/** Pad a number. */
export function pad(value: number, length: number): string {
  return String(value).padStart(length, '0')
}

/** A point near a centre, 6 decimals. */
export function near(rng: Rng, centre: readonly [number, number], spread: number): [number, number] {
  return [
    Number((centre[0] + (rng.next() - 0.5) * spread).toFixed(6)),
    Number((centre[1] + (rng.next() - 0.5) * spread * 0.8).toFixed(6)),
  ]
}
