/**
 * Seed of operate-supervision: one rule set version per subject kind (monthly), the last three
 * months scored with it from the seeded data — the two older ones with every manual score and
 * published, the latest in entry with some manual scores still missing (both scales).
 */
import { endedPeriods } from '../../../src/core/domain/score-periods'
import type { Seeder } from '../db/seed/context'
import { chinaDay } from '../stats/days'
import type { Target } from './indicators'
import { createRuleSet, scorePeriod } from './scoring'
import './tables'

const RULES: Record<Target, { indicator: string; name: string; weight: number }[]> = {
  operator: [
    { indicator: 'onlineRate', name: '设备在线率', weight: 20 },
    { indicator: 'faultRate', name: '设备故障率', weight: 15 },
    { indicator: 'utilisation', name: '时间利用率', weight: 20 },
    { indicator: 'pushTimeliness', name: '数据推送及时率', weight: 15 },
    { indicator: 'alarmRate', name: '百枪告警数', weight: 10 },
    { indicator: 'complaintCount', name: '投诉数', weight: 10 },
    { indicator: 'manual', name: '服务质量', weight: 10 },
  ],
  station: [
    { indicator: 'onlineRate', name: '设备在线率', weight: 25 },
    { indicator: 'faultRate', name: '设备故障率', weight: 20 },
    { indicator: 'utilisation', name: '时间利用率', weight: 25 },
    { indicator: 'alarmRate', name: '百枪告警数', weight: 10 },
    { indicator: 'complaintCount', name: '投诉数', weight: 10 },
    { indicator: 'manual', name: '现场检查', weight: 10 },
  ],
}

export const scoringSeeder: Seeder = {
  name: 'operate-supervision',
  async run({ db, rng, now }) {
    const day = chinaDay(now)
    const time = now.toISOString()
    const [latest, middle, oldest] = endedPeriods('month', day, 3)
    const from = endedPeriods('month', day, 24)[23]
    for (const target of ['operator', 'station'] as const) {
      await createRuleSet(
        db,
        target,
        {
          name: target === 'operator' ? '运营商月度考核规则' : '充电站月度考核规则',
          periodType: 'month',
          effectiveFrom: from,
          rules: RULES[target],
        },
        '系统管理员',
        time,
      )
      for (const period of [oldest, middle, latest]) {
        const row = await scorePeriod(db, target, period, '系统管理员', time, day)
        const manual = await db
          .selectFrom('score_values')
          .innerJoin('score_rules', 'score_rules.id', 'score_values.ruleId')
          .select(['score_values.subjectId', 'score_values.ruleId'])
          .where('score_values.periodId', '=', row.id)
          .where('score_rules.indicator', '=', 'manual')
          .execute()
        // Grouped by score, so the large seed writes them in a few statements.
        const byScore = new Map<number, typeof manual>()
        for (const cell of manual) {
          if (period === latest && rng.chance(0.4)) continue
          const score = rng.int(60, 100)
          byScore.set(score, [...(byScore.get(score) ?? []), cell])
        }
        for (const [score, cells] of byScore)
          for (let at = 0; at < cells.length; at += 500)
            await db
              .updateTable('score_values')
              .set({ score, basis: '人工评分', enterer: '系统管理员', enterTime: time })
              .where('periodId', '=', row.id)
              .where('ruleId', '=', cells[0].ruleId)
              .where(
                'subjectId',
                'in',
                cells.slice(at, at + 500).map((cell) => cell.subjectId),
              )
              .execute()
        if (period !== latest)
          await db
            .updateTable('score_periods')
            .set({ status: 'published', publisher: '系统管理员', publishTime: time })
            .where('id', '=', row.id)
            .execute()
      }
    }
  },
}
