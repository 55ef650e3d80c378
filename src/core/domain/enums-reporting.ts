/**
 * Enumerations of 数据填报 › 填报管理 (issue 17: reporting-manager): what operators must report,
 * the task's life (草稿 → 已下发 → 已截止 by the server's clock, or 已撤回) and each addressed
 * operator's report (未提交 → 已提交 → 已通过 | 已退回 → 已提交 …). Labels in Chinese, one source
 * for console and server.
 */
import type { EnumList } from './enum-kit'

/** The kind of report a task asks for. */
export const REPORT_KIND = [
  { value: 'monthly', label: '月度运营数据', color: 'blue' },
  { value: 'quarterly', label: '季度安全自查', color: 'orange' },
  { value: 'annual', label: '年度设施统计', color: 'purple' },
  { value: 'special', label: '专项填报', color: 'cyan' },
] as const satisfies EnumList<string>

/** A reporting task's status; 已截止 follows 已下发 once the deadline day has passed. */
export const REPORT_TASK_STATUS = [
  { value: 'draft', label: '草稿', color: 'default' },
  { value: 'issued', label: '已下发', color: 'processing' },
  { value: 'closed', label: '已截止', color: 'success' },
  { value: 'withdrawn', label: '已撤回', color: 'volcano' },
] as const satisfies EnumList<string>

/** To whom a task is addressed: every operator with stations in its region, or chosen ones. */
export const REPORT_SCOPE = [
  { value: 'all', label: '全部运营商', color: 'blue' },
  { value: 'chosen', label: '指定运营商', color: 'geekblue' },
] as const satisfies EnumList<string>

/**
 * An addressed operator's report: `missing` until it submits; then the submission's workflow
 * status (pending 已提交, approved 已通过, rejected 已退回: reopened for the operator).
 */
export const REPORT_STATUS = [
  { value: 'missing', label: '未提交', color: 'default' },
  { value: 'pending', label: '已提交', color: 'processing' },
  { value: 'approved', label: '已通过', color: 'success' },
  { value: 'rejected', label: '已退回', color: 'warning' },
] as const satisfies EnumList<string>

/** The 逾期 flag of a report: missing after the deadline, or submitted after it. */
export const REPORT_OVERDUE = [
  { value: 1, label: '逾期', color: 'error' },
  { value: 0, label: '正常', color: 'default' },
] as const satisfies EnumList<number>

/** Whether a task's deadline day (China date) has passed on `today` (China date). */
export function deadlinePassed(deadline: string, today: string): boolean {
  return today > deadline
}

/** The China date (YYYY-MM-DD) of an ISO time. */
export function chinaDateOf(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10)
}

/**
 * Whether an addressed operator's report is 逾期 on `today`: an issued or closed task whose
 * deadline has passed, and no report standing (未提交 or 已退回), or one submitted after the
 * deadline day.
 */
export function reportOverdue(
  task: { status: string; deadline: string },
  report: { status: string; submitTime: string | null },
  today: string,
): boolean {
  if (task.status !== 'issued' && task.status !== 'closed') return false
  if (report.submitTime && chinaDateOf(report.submitTime) > task.deadline) return true
  const standing = report.status === 'pending' || report.status === 'approved'
  return !standing && deadlinePassed(task.deadline, today)
}
