/**
 * Table types of data input (migration 0011-supervise), added to the platform's `Database` by
 * declaration merging. Dates are `YYYY-MM-DD` (China), times ISO-8601 UTC text.
 */
import type { Generated } from 'kysely'

declare module '../db/types' {
  interface Database {
    reporting_tasks: ReportingTasksTable
    reporting_targets: ReportingTargetsTable
  }
}

/** A reporting task (migration 0018-reporting): what operators must report, by when. */
export interface ReportingTasksTable {
  id: Generated<number>
  title: string
  /** REPORT_KIND value. */
  kind: string
  description: string
  /** The region it covers (data scope); `all` addresses every operator with stations in it. */
  areaCode: string
  /** REPORT_SCOPE value. */
  scope: string
  /** Last day to report, YYYY-MM-DD (China). */
  deadline: string
  /** REPORT_TASK_STATUS value; 已截止 is written when the deadline day has passed. */
  status: string
  /** The template an operator fills in (application_files, owner `RT<id>`). */
  templateFileId: number | null
  /** Operators addressed (应提交). */
  targetCount: number
  /** Reports standing (已提交 or 已通过). */
  submittedCount: number
  /** Standing reports submitted after the deadline day. */
  lateCount: number
  version: number
  creatorId: number
  creatorName: string
  createTime: string
  issueTime: string | null
  updateTime: string
}

/** An operator a task is addressed to, with its report (an application of flow `reporting`). */
export interface ReportingTargetsTable {
  id: Generated<number>
  taskId: number
  operatorId: string
  applyId: string | null
  /** REPORT_STATUS value. */
  status: string
  submitTime: string | null
  updateTime: string
}
