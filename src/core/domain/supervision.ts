/**
 * Enumerations of operation-supervision (objectives and their examination) and
 * operate-supervision (operator and station scoring), domain.md: Objectives; Operator / station
 * scoring. One source for console and server; not named enums-* nor re-exported by enums.ts, so
 * the first screen's shared enums chunk does not carry them (vite.config.ts groups, budgets.md).
 */
import type { EnumList, EnumOption } from './enum-kit'

/** The indicators of a district's yearly target (domain.md: Objectives). */
export const OBJECTIVE_INDICATOR = [
  { value: 'stations', label: '新增充电站', unit: '座' },
  { value: 'piles', label: '新增充电桩', unit: '台' },
  { value: 'power', label: '新增装机功率', unit: 'kW' },
  { value: 'publicShare', label: '公共站占比', unit: '%' },
] as const satisfies readonly (EnumOption<string> & { unit: string })[]

/** Grade of a district's yearly examination, from its score (objective completion). */
export const EXAMINE_GRADE = [
  { value: 'excellent', label: '优秀', color: 'success', min: 90 },
  { value: 'good', label: '良好', color: 'processing', min: 75 },
  { value: 'pass', label: '合格', color: 'warning', min: 60 },
  { value: 'fail', label: '不合格', color: 'error', min: 0 },
] as const satisfies readonly (EnumOption<string> & { min: number })[]

/** Grade of an operator's or station's score in a period (A–D). */
export const SCORE_GRADE = [
  { value: 'A', label: 'A', color: 'success', min: 90 },
  { value: 'B', label: 'B', color: 'processing', min: 75 },
  { value: 'C', label: 'C', color: 'warning', min: 60 },
  { value: 'D', label: 'D', color: 'error', min: 0 },
] as const satisfies readonly (EnumOption<string> & { min: number })[]

/** The grade of a score (0–100) on a scale whose entries are ordered by `min`, highest first. */
export function gradeOf<G extends readonly { value: string; min: number }[]>(
  scale: G,
  score: number,
): G[number]['value'] {
  return (scale.find((grade) => score >= grade.min) ?? scale[scale.length - 1]).value
}

/** Whom a rule set scores (domain.md: Operator / station scoring). */
export const SCORE_TARGET = [
  { value: 'operator', label: '运营商' },
  { value: 'station', label: '充电站' },
] as const satisfies EnumList<string>

/**
 * Indicators of a scoring rule: a formula over platform data (domain.md: Indicators), or manual
 * entry. `targets` are the subjects the platform has the data for (push timeliness is recorded
 * per operator platform only); `unit` is the measured value's (the score is always 0–100).
 */
export const SCORE_INDICATOR = [
  { value: 'onlineRate', label: '设备在线率', unit: '%', targets: ['operator', 'station'] },
  { value: 'faultRate', label: '设备故障率', unit: '%', targets: ['operator', 'station'] },
  { value: 'utilisation', label: '时间利用率', unit: '%', targets: ['operator', 'station'] },
  { value: 'alarmRate', label: '百枪告警数', unit: '次', targets: ['operator', 'station'] },
  { value: 'pushTimeliness', label: '数据推送及时率', unit: '%', targets: ['operator'] },
  { value: 'complaintCount', label: '投诉数', unit: '件', targets: ['operator', 'station'] },
  { value: 'manual', label: '人工评分', unit: '分', targets: ['operator', 'station'] },
] as const satisfies readonly (EnumOption<string> & { unit: string; targets: readonly string[] })[]

/** The unit of an indicator's measured value ('' for an unknown indicator). */
export function indicatorUnit(indicator: string): string {
  return SCORE_INDICATOR.find((item) => item.value === indicator)?.unit ?? ''
}

/** How often a rule set scores. */
export const SCORE_PERIOD_TYPE = [
  { value: 'month', label: '月度' },
  { value: 'quarter', label: '季度' },
  { value: 'year', label: '年度' },
] as const satisfies EnumList<string>

/** A scored period: scores may be entered until it is published, then it is read-only. */
export const SCORE_PERIOD_STATUS = [
  { value: 'scoring', label: '评分中', color: 'processing' },
  { value: 'published', label: '已发布', color: 'success' },
] as const satisfies EnumList<string>

/** How an indicator's score (0–100) follows from its value (server/src/operate-supervision/indicators scoreFor). */
export const SCORE_FORMULA_TEXT: Readonly<Record<string, string>> = {
  onlineRate: '得分=在线率',
  faultRate: '得分=100−故障率×10',
  utilisation: '得分=60+时间利用率×8（5%及以上满分）',
  alarmRate: '得分=100−百枪告警数×2',
  pushTimeliness: '得分=推送及时率',
  complaintCount: '得分=100−投诉数×5',
  manual: '人工录入0-100分',
}
