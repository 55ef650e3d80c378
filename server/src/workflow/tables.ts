/**
 * Table types of the workflow engine (migration 0006-workflow), added to the platform's
 * `Database` by declaration merging. Conventions of db/types.ts: times are ISO-8601 UTC text,
 * JSON as text. Columns that lists sort on are NOT NULL (keyset exports).
 */
import type { Generated } from 'kysely'

/** One application of any flow (domain.md: Application records). */
export interface ApplicationsTable {
  applyId: string
  /** FlowDeclaration.key. */
  flow: string
  operatorId: string
  /** The region the application belongs to (data scope, decisions: Data scope). */
  areaCode: string
  type: string
  /** APPLY_STATUS value. */
  status: string
  /** A short summary for lists (the company or platform name). */
  title: string
  /** The flow's own fields (FLOW_FIELDS), JSON. */
  fieldsJson: string
  /** Attachment ids of the application itself, JSON array. */
  attachmentsJson: string
  /** Optimistic version: every change adds one; a step names the version it saw. */
  version: number
  submitterId: number
  submitterName: string
  createTime: string
  submitTime: string | null
  updateTime: string
  /** The last examining step's user and opinion. */
  examinerName: string | null
  opinion: string | null
  /** The last release step's (发放, 撤销) user and opinion (migration 0030). */
  issuerName: string | null
  issuerOpinion: string | null
  /** End of validity of an issued access proof. */
  validUntil: string | null
}

/** One step of an application's history (who, when, from, to, opinion, attachments). */
export interface ApplicationStepsTable {
  id: Generated<number>
  applyId: string
  /** Transition action, or `create` / `save`. */
  action: string
  fromStatus: string | null
  toStatus: string
  userId: number
  userName: string
  opinion: string
  attachmentsJson: string
  time: string
}

/** An uploaded attachment (file-management's upload rules). */
export interface ApplicationFilesTable {
  id: Generated<number>
  /** Null until an application or a step refers to it. */
  applyId: string | null
  fileName: string
  fileType: string
  size: number
  /** Under DATA_DIR/uploads. */
  path: string
  uploaderId: number
  uploadTime: string
  /** The flow's checklist document it is filed under (FlowDocument.key; migration 0031). */
  docKey?: string | null
}

/** The data-access state and data quality of an operator (operator-info). */
export interface OperatorAccessTable {
  operatorId: string
  areaCode: string
  /** OPERATOR_ACCESS_STATUS value. */
  accessStatus: number
  accessTime: string | null
  lastPushTime: string | null
  /** Messages received per day (average of the last 7 days). */
  messagesPerDay: number
  /** Failed messages ÷ messages of the last 7 days, percent with 2 decimals. */
  failureRate: number
  /** Average delay of a message, seconds. */
  delaySeconds: number
}

/** One step of a flow whose subject table keeps no history of its own (migration 0026). */
export interface FlowStepsTable {
  id: Generated<number>
  /** StepFlow.key. */
  flow: string
  subjectId: string
  action: string
  fromStatus: string | null
  toStatus: string
  userId: number
  userName: string
  opinion: string
  time: string
}

declare module '../db/types' {
  interface Database {
    applications: ApplicationsTable
    application_steps: ApplicationStepsTable
    application_files: ApplicationFilesTable
    operator_access: OperatorAccessTable
    flow_steps: FlowStepsTable
  }
}
