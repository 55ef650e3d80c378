/**
 * Seed of operation-supervision: targets for every district for last year and this year, near
 * what the archives show was built (some districts ahead, some behind), and last year's
 * examination with opinions, locked and kept (both scales).
 */
import { isPostgres } from '../db/dialect'
import type { Seeder } from '../db/seed/context'
import { chinaDay } from '../stats/days'
import { actualOf, builtByMonth, completion, districtsOf, examineScore, sumBuilt } from './actuals'
import { yearElapsed } from './planning'
import './tables'

const OPINIONS: readonly [number, string][] = [
  [90, '各项目标全面完成，建设推进有力，予以通报表扬'],
  [75, '目标基本完成，公共充电设施布局仍需优化'],
  [60, '部分指标未达预期，需加快充电桩建设进度'],
  [0, '目标完成情况较差，请于次年一季度提交整改方案'],
]

export const objectivesSeeder: Seeder = {
  name: 'operation-supervision',
  async run({ db, rng, now }) {
    const postgres = isPostgres(db)
    const day = chinaDay(now)
    const thisYear = Number(day.slice(0, 4))
    const districts = await districtsOf(db, [], postgres)
    const time = now.toISOString()
    for (const year of [thisYear - 1, thisYear]) {
      const built = await builtByMonth(db, year, [], postgres)
      const pace = Math.max(0.1, yearElapsed(year, day) / 100)
      for (const district of districts) {
        const actual = actualOf(sumBuilt(built, (area) => area === district.code))
        const factor = (0.75 + rng.next() * 0.6) / pace
        const target = {
          stations: Math.max(1, Math.round(actual.stations * factor)),
          piles: Math.max(2, Math.round(actual.piles * factor)),
          power: Math.max(60, Math.round(actual.power * factor)),
          publicShare: rng.pick([40, 45, 50, 55, 60, 65]),
        }
        await db
          .insertInto('objective_targets')
          .values({
            year,
            areaCode: district.code,
            ...target,
            updater: '系统管理员',
            updateTime: time,
            version: 1,
          })
          .execute()
        if (year === thisYear) continue
        const done = completion(actual, target)
        const { score, grade } = examineScore(done)
        await db
          .insertInto('objective_examines')
          .values({
            year,
            areaCode: district.code,
            opinion: (OPINIONS.find(([min]) => score >= min) ?? OPINIONS[3])[1],
            figures: JSON.stringify({ target, actual, completion: done }),
            score,
            grade,
            status: 'locked',
            examiner: '系统管理员',
            examineTime: `${year}-12-28T02:00:00.000Z`,
          })
          .execute()
      }
    }
  },
}
