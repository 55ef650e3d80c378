/** Enumerations of the work done on the platform: alarms, applications, subsidies, feedback, assessment, administration (enums.ts). */
import type { ApplyStatus } from './apply-status'
import { type EnumList, type EnumOption, isEnumValue } from './enum-kit'

// --- Alarms -----------------------------------------------------------------------------------

/** Alarm `alarmType`. */
export const ALARM_TYPE = [
  { value: 1, label: '充电系统故障' },
  { value: 2, label: '电池系统故障' },
  { value: 3, label: '配电系统故障' },
] as const satisfies EnumList<number>

/** Alarm `alarmLevel`. */
export const ALARM_LEVEL = [
  { value: 1, label: '人身安全级', color: 'error' },
  { value: 2, label: '设备安全级', color: 'warning' },
  { value: 3, label: '告警提示级', color: 'processing' },
] as const satisfies EnumList<number>

/** Alarm `alarmCode` (the codes domain.md lists). */
export const ALARM_CODE = [
  { value: 2, label: '急停' },
  { value: 4, label: '绝缘监测故障' },
  { value: 17, label: '桩过温' },
  { value: 18, label: '枪过温' },
  { value: 27, label: '后台通讯故障' },
  { value: 101, label: 'BMS通讯超时' },
  { value: 104, label: '电池组过压' },
  { value: 120, label: '动力蓄电池温度过高' },
  { value: 203, label: '开关跳闸' },
  { value: 206, label: '烟感报警' },
] as const satisfies EnumList<number>

/** Alarm `alarmStatus`. */
export const ALARM_STATUS = [
  { value: 1, label: '发生', color: 'error' },
  { value: 0, label: '恢复', color: 'success' },
] as const satisfies EnumList<number>

/** Alarm disposal, in workflow order: 待处理 → 处理中 → 已处理 → 已确认. */
export const ALARM_DISPOSAL = [
  { value: 'pending', label: '待处理', color: 'error' },
  { value: 'processing', label: '处理中', color: 'processing' },
  { value: 'handled', label: '已处理', color: 'warning' },
  { value: 'confirmed', label: '已确认', color: 'success' },
] as const satisfies EnumList<string>

// --- Applications, subsidies, rural tagging ---------------------------------------------------------

// The applications' statuses are a module of their own (apply-status.ts): a flow list needs them
// without the other enumerations (2.1 KB gzip off 企业备案审核's first screen, budgets.md).
export { APPLY_STATUS, type ApplyStatus } from './apply-status'

/**
 * The allowed workflow steps (domain.md: 草稿 → 待审核 → 审核中 → 审核通过 | 驳回 (→ resubmit);
 * access proofs 审核通过 → 已发放 → 已过期/已撤销). The server refuses any other step.
 */
export const APPLY_TRANSITIONS: Readonly<Record<ApplyStatus, readonly ApplyStatus[]>> = {
  draft: ['pending'],
  pending: ['reviewing', 'rejected', 'refused'],
  reviewing: ['approved', 'rejected', 'refused'],
  rejected: ['pending'],
  approved: ['issued', 'publicity'],
  issued: ['expired', 'revoked'],
  expired: [],
  revoked: [],
  refused: [],
  publicity: ['awaiting', 'reviewing'],
  awaiting: ['paid'],
  paid: [],
}

/** Whether an application may move from one status to another. */
export function canTransition(from: ApplyStatus, to: ApplyStatus): boolean {
  return APPLY_TRANSITIONS[from]?.includes(to) ?? false
}

/** Subsidy batch type. */
export const SUBSIDY_TYPE = [
  { value: 'construction', label: '建设补贴', color: 'blue' },
  { value: 'operation', label: '运营补贴', color: 'green' },
] as const satisfies EnumList<string>

/** Urban-rural code (statistical classification), used by rural-station tagging. */
export const URBAN_RURAL_CODE = [
  { value: 111, label: '城区' },
  { value: 112, label: '城区' },
  { value: 121, label: '镇区' },
  { value: 122, label: '镇区' },
  { value: 123, label: '镇区' },
  { value: 210, label: '乡中心区' },
  { value: 220, label: '村庄' },
] as const satisfies EnumList<number>

/** Whether an urban-rural code is rural (2xx: 乡中心区, 村庄). */
export function isRuralCode(code: unknown): boolean {
  return isEnumValue(URBAN_RURAL_CODE, code) && String(code).startsWith('2')
}

// --- Feedback, assessment, scoring, mobile app ---------------------------------------------------------

/** Feedback status: submitted, dispatched by a manager, handled by the operator, closed. */
export const FEEDBACK_STATUS = [
  { value: 'submitted', label: '待审核', color: 'warning' },
  { value: 'dispatched', label: '待处理', color: 'processing' },
  { value: 'handled', label: '已处理', color: 'cyan' },
  { value: 'closed', label: '已关闭', color: 'success' },
  { value: 'rejected', label: '已驳回', color: 'default' },
] as const satisfies EnumList<string>

/** Star ratings of station assessment with their lowest score (★5 ≥ 90 … ★1 < 60). */
export const STAR_LEVELS = [
  { value: 5, label: '★★★★★', min: 90 },
  { value: 4, label: '★★★★', min: 80 },
  { value: 3, label: '★★★', min: 70 },
  { value: 2, label: '★★', min: 60 },
  { value: 1, label: '★', min: Number.NEGATIVE_INFINITY },
] as const satisfies readonly (EnumOption<number> & { min: number })[]

/** Stars for a total score: 90 → 5, 89.5 → 4, 59 → 1. */
export function starsOf(score: number): number {
  return STAR_LEVELS.find((level) => score >= level.min)?.value ?? 1
}

/** Grades of operator and station scoring. */
export const GRADE = [
  { value: 'A', label: 'A', color: 'success' },
  { value: 'B', label: 'B', color: 'processing' },
  { value: 'C', label: 'C', color: 'warning' },
  { value: 'D', label: 'D', color: 'error' },
] as const satisfies EnumList<string>

/** A district's yearly examination (mbo-examine): 考核中 until locked. */
export const EXAMINE_STATUS = [
  { value: 'open', label: '考核中', color: 'processing' },
  { value: 'locked', label: '已锁定', color: 'default' },
] as const satisfies EnumList<string>

/** Request kinds of the rural-station tagging workflow. */
export const RURAL_TAG_ACTION = [
  { value: 'tag', label: '标记为乡村站', color: 'green' },
  { value: 'untag', label: '取消乡村站标记', color: 'orange' },
] as const satisfies EnumList<string>

/** To-do (message) types the platform sends; an unknown type shows as sent. */
export const MESSAGE_TYPE = [
  { value: 'todo', label: '待办', color: 'processing' },
  { value: 'notice', label: '通知', color: 'success' },
  { value: 'system', label: '系统公告', color: 'default' },
] as const satisfies EnumList<string>

// --- Administration (system-management): the server sends plain codes ----------------------

/** Account status (`user/status`). */
export const ACCOUNT_STATUS = [
  { value: 1, label: '启用', color: 'success' },
  { value: 0, label: '停用', color: 'error' },
] as const satisfies EnumList<number>

/** Resource status. */
export const RESOURCE_STATUS = [
  { value: 1, label: '启用', color: 'success' },
  { value: 0, label: '停用', color: 'default' },
] as const satisfies EnumList<number>

/** Result of a journal entry. */
export const JOURNAL_RESULT = [
  { value: 'success', label: '成功', color: 'success' },
  { value: 'failure', label: '失败', color: 'error' },
] as const satisfies EnumList<string>
