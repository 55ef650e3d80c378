/**
 * The operation-supervision area's calls (issue 19; domain.md: Objectives): yearly targets per
 * district, their completion from the archives, and the districts' examination at year end.
 * Framework-free: zod and ./define only.
 */
import { z } from 'zod'
import { defineCall } from './define'
import { statsData } from './stats'

const AREA = '/operation-supervision'

const year = z.coerce
  .number({ error: '请选择年度' })
  .int('年度应为整数')
  .min(2000, '年度不能早于2000年')
  .max(2100, '年度不能晚于2100年')
const areaCode = z.string().regex(/^\d{6}$/, '区域编码应为6位数字')

/** Query of the year's pages: the year and, optionally, one region (its districts). */
export const yearQuery = z.strictObject({ year, areaCode: areaCode.optional() })

const count = (label: string) =>
  z
    .number({ error: `${label}应为数字` })
    .int(`${label}应为整数`)
    .min(0, `${label}不能为负数`)
    .max(1_000_000, `${label}过大`)

/** A district's targets as they are written. */
export const targetBody = z.strictObject({
  year,
  areaCode,
  stations: count('新增充电站目标'),
  piles: count('新增充电桩目标'),
  power: z
    .number({ error: '新增装机功率目标应为数字' })
    .min(0, '新增装机功率目标不能为负数')
    .max(100_000_000, '新增装机功率目标过大'),
  publicShare: z
    .number({ error: '公共站占比目标应为数字' })
    .min(0, '公共站占比目标不能为负数')
    .max(100, '公共站占比目标不能超过100%'),
  /** The version read (0 when the district has no target yet): a concurrent edit answers 409. */
  version: z.number().int().min(0),
})

const figures = z.object({
  stations: z.number(),
  piles: z.number(),
  power: z.number(),
  publicShare: z.number(),
})

/** A district's row of the targets page. */
export const targetRow = z.object({
  areaCode: z.string(),
  areaName: z.string(),
  target: figures.nullable(),
  updater: z.string().nullable(),
  updateTime: z.string().nullable(),
  version: z.number(),
  /** The district's examination of the year is locked: its targets are read-only. */
  locked: z.boolean(),
})

/** The targets of a year. */
export const targetsData = z.object({
  year: z.number(),
  /** Targets of this year may still be set (the year has not passed and is not locked). */
  editable: z.boolean(),
  /** Why not, when not. */
  reason: z.string(),
  rows: z.array(targetRow),
})

export const targetList = defineCall({
  method: 'get',
  path: `${AREA}/targets`,
  summary: '年度目标列表',
  query: yearQuery,
  data: targetsData,
})

export const saveTarget = defineCall({
  method: 'post',
  path: `${AREA}/targets`,
  summary: '设置区域年度目标',
  body: targetBody,
  data: targetRow,
})

/** Completion of the targets by district and month (a stats answer: charts and tables). */
export const planningStats = defineCall({
  method: 'get',
  path: `${AREA}/planning-analysis/stats`,
  summary: '规划完成情况',
  query: yearQuery,
  data: statsData,
})

/** A district's examination row. */
export const examineRow = z.object({
  areaCode: z.string(),
  areaName: z.string(),
  target: figures,
  actual: figures,
  /** Completion % per indicator (capped at 100 for the score). */
  completion: figures,
  score: z.number(),
  grade: z.string(),
  opinion: z.string(),
  locked: z.boolean(),
  examiner: z.string().nullable(),
  examineTime: z.string().nullable(),
  /** The examination's version (0 before its first opinion): a step names it. */
  version: z.number(),
})

/** The examination's version as read (a concurrent step → 409); absent: the status guards. */
const examineVersion = z.number().int().min(0).optional()

export const examineData = z.object({
  year: z.number(),
  /** The year may be examined and locked now (from December of the year on). */
  lockable: z.boolean(),
  reason: z.string(),
  rows: z.array(examineRow),
})

export const examineList = defineCall({
  method: 'get',
  path: `${AREA}/examine`,
  summary: '目标考核列表',
  query: yearQuery,
  data: examineData,
})

export const examineOpinion = defineCall({
  method: 'post',
  path: `${AREA}/examine/opinion`,
  summary: '填写考核意见',
  body: z.strictObject({
    year,
    areaCode,
    opinion: z.string().trim().min(1, '请填写考核意见').max(500, '考核意见不超过500字'),
    version: examineVersion,
  }),
  data: examineRow,
})

export const examineLock = defineCall({
  method: 'post',
  path: `${AREA}/examine/lock`,
  summary: '锁定考核结果（一年中有意见的全部区域，或给出 areaCode 时的一个区域及其 version）',
  body: z.strictObject({ year, areaCode: areaCode.optional(), version: examineVersion }),
  data: z.object({ locked: z.number() }),
})

/** Every call of the area, keyed for the contract. */
export const OPERATION_SUPERVISION_CALLS = {
  'operation-supervision.targetList': targetList,
  'operation-supervision.saveTarget': saveTarget,
  'operation-supervision.planningStats': planningStats,
  'operation-supervision.examineList': examineList,
  'operation-supervision.examineOpinion': examineOpinion,
  'operation-supervision.examineLock': examineLock,
}
