/**
 * Enumerations of operation-supervision (objectives and their examination) and
 * operate-supervision (operator and station scoring), domain.md: Objectives; Operator / station
 * scoring. One source for console and server (enums.ts re-exports it).
 */
import type { EnumOption } from './enum-kit'

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
