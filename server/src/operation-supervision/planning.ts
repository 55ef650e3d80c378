/**
 * planning-analysis (issue 19): each district's targets against what the archives show was built
 * (./actuals), by district and month, as a stats answer (contract: statsData) so the console's
 * charts draw it. A district is behind plan when its completion (the examination score's
 * measure) is below the share of the year that has passed.
 */
import type { Db } from '../db/types'
import { dayCount } from '../stats/days'
import {
  actualOf,
  builtByMonth,
  completion,
  districtsOf,
  examineScore,
  type Figures,
  figuresOf,
  sumBuilt,
} from './actuals'

const round2 = (value: number) => Math.round(value * 100) / 100

/** % of the year passed on `day` (0 before it starts, 100 after it ends). */
export function yearElapsed(year: number, day: string): number {
  if (day < `${year}-01-01`) return 0
  if (day > `${year}-12-31`) return 100
  return round2((dayCount(`${year}-01-01`, day) / dayCount(`${year}-01-01`, `${year}-12-31`)) * 100)
}

/** The planning-analysis answer for a year over the caller's districts. */
export async function planningAnswer(db: Db, year: number, areas: string[], postgres: boolean, day: string) {
  const [districts, targets, built] = await Promise.all([
    districtsOf(db, areas, postgres),
    db.selectFrom('objective_targets').selectAll().where('year', '=', year).execute(),
    builtByMonth(db, year, areas, postgres),
  ])
  const elapsed = yearElapsed(year, day)
  const planned = districts.flatMap((district) => {
    const row = targets.find((target) => target.areaCode === district.code)
    return row ? [{ ...district, target: figuresOf(row) }] : []
  })
  const zero: Figures = { stations: 0, piles: 0, power: 0, publicShare: 0 }
  const target = planned.reduce(
    (sum, item) => ({
      stations: sum.stations + item.target.stations,
      piles: sum.piles + item.target.piles,
      power: round2(sum.power + item.target.power),
      publicShare: 0,
    }),
    zero,
  )
  const codes = new Set(planned.map((item) => item.code))
  const all = sumBuilt(built, (area) => codes.has(area))
  const actual = actualOf(all)
  const byDistrict = planned.map((item) => {
    const done = actualOf(sumBuilt(built, (area) => area === item.code))
    const rate = completion(done, item.target)
    const { score } = examineScore(rate)
    return {
      name: item.name,
      code: item.code,
      values: {
        completion: score,
        expected: elapsed,
        behind: score < elapsed ? 1 : 0,
        stationsTarget: item.target.stations,
        stations: done.stations,
        stationsRate: rate.stations,
        pilesTarget: item.target.piles,
        piles: done.piles,
        pilesRate: rate.piles,
        powerTarget: item.target.power,
        power: done.power,
        powerRate: rate.power,
        publicShareTarget: item.target.publicShare,
        publicShare: done.publicShare,
        publicShareRate: rate.publicShare,
      },
    }
  })
  const months = Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`)
  let stations = 0
  let piles = 0
  // Months up to the current one: a month to come has nothing to show yet.
  const trend = months.flatMap((month, index) => {
    if (`${month}-01` > day) return []
    const item = sumBuilt(built, (area, at) => codes.has(area) && at === month)
    stations += item.stations
    piles += item.piles
    return [
      {
        name: month,
        values: {
          stations,
          stationsPlan: Math.round((target.stations * (index + 1)) / 12),
          piles,
          pilesPlan: Math.round((target.piles * (index + 1)) / 12),
          newStations: item.stations,
          newPiles: item.piles,
        },
      },
    ]
  })
  const rate = completion(actual, { ...target, publicShare: 0 })
  const end = day < `${year}-12-31` && day >= `${year}-01-01` ? day : `${year}-12-31`
  return {
    from: `${year}-01-01`,
    to: end,
    granularity: 'month' as const,
    totals: [
      { key: 'stations', label: '新增充电站', value: actual.stations, unit: '座' },
      { key: 'stationsRate', label: '充电站目标完成率', value: rate.stations, unit: '%' },
      { key: 'piles', label: '新增充电桩', value: actual.piles, unit: '台' },
      { key: 'pilesRate', label: '充电桩目标完成率', value: rate.piles, unit: '%' },
      { key: 'expected', label: '时间进度', value: elapsed, unit: '%' },
      {
        key: 'behind',
        label: '落后于计划的区域',
        value: byDistrict.filter((row) => row.values.behind).length,
        unit: '个',
      },
    ],
    groups: {
      byDistrict: [...byDistrict].sort((a, b) => a.values.completion - b.values.completion),
      trend,
    },
  }
}
