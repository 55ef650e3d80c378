/**
 * Station assessment (issue 18; domain.md: Station assessment): the indicator library per year,
 * rounds, the operators' evidence and the experts' scores, beyond the list engine's list, detail
 * and export of `uploads`, `evaluation-uploads`, `reviews` and `records`. Framework-free.
 */
import { z } from 'zod'
import { defineCall } from './define'
import { DOCUMENT_RULES, fileCalls, storedFile } from './files'

const year = z.coerce
  .number({ message: '请选择评定年度' })
  .int('评定年度应为整数')
  .min(2000, '评定年度不正确')
  .max(2100, '评定年度不正确')

const indicator = z.object({
  id: z.number(),
  year: z.number(),
  dimension: z.string(),
  indicator: z.string(),
  weight: z.number(),
  maxScore: z.number(),
  evidence: z.string(),
  sort: z.number(),
})

/** An indicator as a station's assessment shows it: the library's, with its evidence files and score. */
const indicatorDetail = indicator.extend({
  files: z.array(storedFile.omit({ doc: true })),
  score: z.number().nullable(),
  comment: z.string().nullable(),
})

/**
 * A station's assessment as its detail answers it (`GET /assessment/<list>/:id`; each step
 * answers it too): the item's fields (lists/assessment/items.ts, the operator's name beside its
 * id) and the year's indicators, each with its evidence and score.
 */
export const assessmentItem = z.looseObject({
  id: z.number(),
  roundId: z.number(),
  year: z.number(),
  stationId: z.string(),
  stationName: z.string(),
  operatorId: z.string(),
  areaCode: z.string(),
  status: z.string(),
  deadline: z.string(),
  submitTime: z.string().nullable(),
  score: z.number().nullable(),
  stars: z.number().nullable(),
  reviewer: z.string().nullable(),
  reviewTime: z.string().nullable(),
  version: z.number(),
  updateTime: z.string(),
  indicators: z.array(indicatorDetail),
})

/** A year's library: its indicators, the years that have one, and whether a round has fixed it. */
export const indicatorLibrary = z.object({
  year: z.number(),
  years: z.array(z.number()),
  locked: z.boolean(),
  indicators: z.array(indicator),
})

/** 评定指标 of a year (default the current year). */
export const getIndicators = defineCall({
  method: 'get',
  path: '/assessment/indicators',
  summary: '某年度的评定指标库（维度、指标、权重、满分、佐证材料要求）',
  query: z.strictObject({ year: year.optional() }),
  data: indicatorLibrary,
})

const text = (label: string, max: number) =>
  z
    .string({ message: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过${max}个字符`)

/** Save a year's whole library at once: its weights must add up to 100. */
export const saveIndicators = defineCall({
  method: 'post',
  path: '/assessment/indicators/:year',
  summary: '保存某年度的评定指标库（整体保存；权重之和须为100；该年度已开始评定则不能修改）',
  body: z.strictObject({
    indicators: z
      .array(
        z.strictObject({
          dimension: text('评定维度', 32),
          indicator: text('评定指标', 128),
          weight: z.number({ message: '请输入权重' }).gt(0, '权重应大于0').max(100, '权重不能超过100'),
          maxScore: z.number({ message: '请输入满分' }).gt(0, '满分应大于0').max(1000, '满分不能超过1000'),
          evidence: text('佐证材料要求', 256),
        }),
      )
      .min(1, '请至少添加一个指标')
      .max(50, '指标不能超过50个'),
  }),
  data: indicatorLibrary,
})

/** A round with its progress. */
export const roundSummary = z.object({
  id: z.number(),
  year: z.number(),
  title: z.string(),
  deadline: z.string(),
  status: z.string(),
  stationCount: z.number(),
  createTime: z.string(),
  publishTime: z.string().nullable(),
  progress: z.object({
    awaiting: z.number(),
    submitted: z.number(),
    scored: z.number(),
    published: z.number(),
  }),
})

/** Every round with its progress (staff-station-assessment-records). */
export const listRounds = defineCall({
  method: 'get',
  path: '/assessment/rounds',
  summary: '全部评定轮次及其进度（待上传、待评审、已评分、已发布的场站数）',
  data: z.array(roundSummary),
})

/** 发起评定: a round for a year with its evidence deadline, over every station (or some operators'). */
export const createRound = defineCall({
  method: 'post',
  path: '/assessment/rounds',
  summary: '发起年度评定（该年度指标库须已保存且权重之和为100；截止日期不早于今天）',
  body: z.strictObject({
    year,
    deadline: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '请选择材料提交截止日期'),
    operatorIds: z.array(z.string().max(9)).max(100).optional(),
  }),
  data: roundSummary,
})

/** 发布结果: every scored station of the round becomes 已发布 and goes to the archives' records. */
export const publishRound = defineCall({
  method: 'post',
  path: '/assessment/rounds/:id/publish',
  summary: '发布评定结果（已评分的场站发布，写入场站评定记录）',
  data: roundSummary,
})

/** 上传佐证材料 of one indicator (replaces what it had). */
export const setEvidence = defineCall({
  method: 'post',
  path: '/assessment/:resource/:id/evidence',
  summary: '设置某指标的佐证材料（替换原有材料；截止日期后或已提交后不能修改）',
  body: z.strictObject({
    indicatorId: z.number({ message: '请选择指标' }).int(),
    fileIds: z.array(z.number().int().positive()).max(10, '每个指标的材料不能超过10个'),
  }),
  data: assessmentItem,
})

/** 提交材料: every indicator has evidence; before the deadline. */
export const submitEvidence = defineCall({
  method: 'post',
  path: '/assessment/:resource/:id/submit',
  summary: '提交评定材料（每个指标均须上传材料；截止日期后不能提交）',
  // The version the caller saw (optional: without it the status alone guards the step).
  body: z.strictObject({ version: z.number().int().nullish() }),
  data: assessmentItem,
})

/** 评分: a score (0 to the indicator's maximum) and comment per indicator; total and stars by the server. */
export const scoreAssessment = defineCall({
  method: 'post',
  path: '/assessment/reviews/:id/score',
  summary: '专家评分（每个指标 0 至满分并附评语；总分与星级由服务器计算）',
  body: z.strictObject({
    scores: z
      .array(
        z.strictObject({
          indicatorId: z.number().int(),
          score: z.number({ message: '请输入得分' }).min(0, '得分不能小于0'),
          comment: z.string().trim().max(500, '评语不能超过500个字符').nullish(),
        }),
      )
      .min(1, '请为每个指标评分'),
    version: z.number().int().nullish(),
  }),
  data: assessmentItem,
})

const file = storedFile

export const { upload: uploadEvidenceFile, file: evidenceFile } = fileCalls('/assessment/attachments', {
  noun: '评定材料',
  rules: DOCUMENT_RULES,
  data: file,
})

export const ASSESSMENT_CALLS = {
  'assessment.getIndicators': getIndicators,
  'assessment.saveIndicators': saveIndicators,
  'assessment.listRounds': listRounds,
  'assessment.createRound': createRound,
  'assessment.publishRound': publishRound,
  'assessment.setEvidence': setEvidence,
  'assessment.submitEvidence': submitEvidence,
  'assessment.scoreAssessment': scoreAssessment,
  'assessment.uploadEvidenceFile': uploadEvidenceFile,
  'assessment.evidenceFile': evidenceFile,
} as const
