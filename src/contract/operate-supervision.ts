/**
 * The operate-supervision area's calls (issue 19; domain.md: Operator / station scoring): rule
 * sets (versioned, weights adding up to 100), a period scored with the version in force,
 * manual scores entered, results with grades A–D published and then read-only. One set of calls
 * per subject: `operator-*` and `station-*` pages. Framework-free: zod and ./define only.
 */
import { z } from 'zod'
import { defineCall, pageOf, seenVersion } from './define'

const AREA = '/operate-supervision'

export type ScoreTargetKey = 'operator' | 'station'

const periodKey = z
  .string()
  .regex(/^\d{4}(-(0[1-9]|1[0-2])|-Q[1-4])?$/, '评分周期格式应为YYYY-MM、YYYY-Qn或YYYY')

/** A rule of a set. */
export const ruleRow = z.object({
  id: z.number(),
  indicator: z.string(),
  name: z.string(),
  weight: z.number(),
})

/** A rule set version. */
export const ruleSetRow = z.object({
  id: z.number(),
  version: z.number(),
  name: z.string(),
  periodType: z.string(),
  effectiveFrom: z.string(),
  creator: z.string(),
  createTime: z.string(),
  /** Periods scored with it. */
  periods: z.number(),
  rules: z.array(ruleRow),
})

/** A new rule set version. */
export const ruleSetBody = z.strictObject({
  name: z.string().trim().min(1, '请填写规则名称').max(64, '规则名称不超过64字'),
  periodType: z.enum(['month', 'quarter', 'year'], { error: '请选择评分周期' }),
  effectiveFrom: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '生效月份格式应为YYYY-MM'),
  rules: z
    .array(
      z.strictObject({
        indicator: z.string().min(1, '请选择指标'),
        name: z.string().trim().min(1, '请填写指标名称').max(64, '指标名称不超过64字'),
        weight: z
          .number({ error: '权重应为数字' })
          .int('权重应为整数')
          .min(1, '权重至少为1')
          .max(100, '权重不超过100'),
      }),
    )
    .min(1, '请至少添加一条评分规则')
    .max(20, '评分规则不超过20条'),
})

/** A scored period. */
export const periodRow = z.object({
  id: z.number(),
  period: z.string(),
  setId: z.number(),
  version: z.number(),
  status: z.string(),
  scorer: z.string(),
  scoreTime: z.string(),
  publisher: z.string().nullable(),
  publishTime: z.string().nullable(),
})

/** One rule's value and score for a subject. */
export const scoreCell = z.object({
  ruleId: z.number(),
  value: z.number().nullable(),
  score: z.number().nullable(),
  basis: z.string(),
})

/** A subject's row on the entry and result pages. */
export const subjectRow = z.object({
  subjectId: z.string(),
  name: z.string(),
  operatorName: z.string(),
  areaName: z.string(),
  cells: z.array(scoreCell),
  total: z.number(),
  grade: z.string(),
  rank: z.number(),
  /** The total of the period before (same rule set type), null when it was not scored. */
  previous: z.number().nullable(),
  /** Manual scores still missing. */
  missing: z.number(),
})

/** Query of the entry and result pages. */
export const scoresQuery = z.strictObject({
  period: periodKey.optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  keyword: z.string().max(50).optional(),
  grade: z.enum(['A', 'B', 'C', 'D']).optional(),
})

/** The answer of the entry and result pages. */
export const scoresData = pageOf(subjectRow).extend({
  periods: z.array(periodRow),
  period: periodRow.nullable(),
  rules: z.array(ruleRow),
  /** Grades of every subject in the caller's scope (the result page's distribution). */
  grades: z.record(z.string(), z.number()),
  average: z.number(),
  /** Every subject in scope with manual scores missing (issue 42 item 7: 发布结果 lists them). */
  incomplete: z.array(z.object({ subjectId: z.string(), name: z.string(), missing: z.number() })),
})

/** The calls of one subject's pages. */
function callsOf(target: ScoreTargetKey) {
  const label = target === 'operator' ? '运营商' : '充电站'
  return {
    ruleSets: defineCall({
      method: 'get',
      path: `${AREA}/${target}-rules`,
      summary: `${label}评分规则版本`,
      data: z.object({ list: z.array(ruleSetRow) }),
    }),
    createRuleSet: defineCall({
      method: 'post',
      path: `${AREA}/${target}-rules`,
      summary: `新增${label}评分规则版本`,
      body: ruleSetBody,
      data: ruleSetRow,
    }),
    scores: defineCall({
      method: 'get',
      path: `${AREA}/${target}-enter`,
      summary: `${label}评分录入`,
      query: scoresQuery,
      data: scoresData,
    }),
    scorePeriod: defineCall({
      method: 'post',
      path: `${AREA}/${target}-enter/periods`,
      summary: `${label}周期评分`,
      body: z.strictObject({ period: periodKey }),
      data: periodRow,
    }),
    enterScore: defineCall({
      method: 'post',
      path: `${AREA}/${target}-enter/scores`,
      summary: `录入${label}人工评分`,
      body: z.strictObject({
        periodId: z.number().int().min(1),
        subjectId: z.string().min(1).max(20),
        ruleId: z.number().int().min(1),
        score: z.number({ error: '评分应为数字' }).min(0, '评分不能小于0').max(100, '评分不能大于100'),
      }),
      data: scoreCell,
    }),
    results: defineCall({
      method: 'get',
      path: `${AREA}/${target}-result`,
      summary: `${label}评分结果`,
      query: scoresQuery,
      data: scoresData,
    }),
    publish: defineCall({
      method: 'post',
      path: `${AREA}/${target}-result/:periodId/publish`,
      summary: `发布${label}评分结果`,
      body: z.strictObject(seenVersion),
      data: periodRow,
    }),
  }
}

export const OPERATOR_SCORING = callsOf('operator')
export const STATION_SCORING = callsOf('station')

/** The calls of a subject's pages. */
export const scoringCalls = (target: ScoreTargetKey) =>
  target === 'operator' ? OPERATOR_SCORING : STATION_SCORING

/** Every call of the area, keyed for the contract. */
export const OPERATE_SUPERVISION_CALLS = Object.fromEntries(
  (['operator', 'station'] as const).flatMap((target) =>
    Object.entries(scoringCalls(target)).map(([name, call]) => [
      `operate-supervision.${target}.${name}`,
      call,
    ]),
  ),
)
