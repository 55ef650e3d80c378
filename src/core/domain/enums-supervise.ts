/**
 * Enumerations of supervision, subsidies and data input (issue 17; domain.md: Subsidy). Labels
 * in Chinese, one source for console and server. Money is integer 分 (decisions: Money).
 */
import type { EnumList } from './enum-kit'

/** A holiday calendar period: 法定节假日 (off) or 调休上班 (a weekend day worked). */
export const HOLIDAY_KIND = [
  { value: 'holiday', label: '法定节假日', color: 'red' },
  { value: 'workday', label: '调休上班', color: 'blue' },
] as const satisfies EnumList<string>

/** A subsidy batch's state: applications are accepted only while it is open. */
export const SUBSIDY_BATCH_STATUS = [
  { value: 1, label: '申报中', color: 'processing' },
  { value: 0, label: '已截止', color: 'default' },
] as const satisfies EnumList<number>

/**
 * A batch's status as it is shown and enforced: 已截止 once its 申报截止日期 has ended in Beijing
 * (`today` is the China date, `YYYY-MM-DD`), whatever its stored status; 申报中 only while both say
 * so (issue 42, noticed on the walk: a batch whose period ended a year before took applications).
 */
export function batchStatusOn(stored: number, applyDeadline: string, today: string): 0 | 1 {
  return stored === 1 && today <= applyDeadline ? 1 : 0
}

/** Which cap limited a computed amount. */
export const SUBSIDY_CAP = [
  { value: 'none', label: '未触及上限', color: 'default' },
  { value: 'station', label: '按单站上限', color: 'orange' },
  { value: 'operator', label: '按运营商上限', color: 'volcano' },
] as const satisfies EnumList<string>

/** A publicity batch: 公示中 until its end date, then 公示结束. */
export const PUBLICITY_STATUS = [
  { value: 'active', label: '公示中', color: 'processing' },
  { value: 'ended', label: '公示结束', color: 'success' },
] as const satisfies EnumList<string>

/** Publicity lasts at least this many working days (issue 17). */
export const PUBLICITY_MIN_WORKING_DAYS = 5

/**
 * A publicity's calendar bounds (issue 38, item 2): it lasts days, not millennia — at most 60
 * calendar days (five working days with the longest holiday leave weeks to spare) and starts at
 * most a year ahead. Checked before anything is computed over the range.
 */
export const PUBLICITY_MAX_DAYS = 60
export const PUBLICITY_MAX_LEAD_DAYS = 366

/** A station's prices against the caps (supervise-fee, supervise-list): over a cap is the alarm. */
export const OVER_CAP = [
  { value: 1, label: '是', color: 'error' },
  { value: 0, label: '否', color: 'default' },
] as const satisfies EnumList<number>
