/**
 * Core tables of what happens on the platform (migration 0001-core and later): messages and
 * pending items, sign-in history, the audit journal and its head, export jobs. Part of `CoreDatabase`
 * (types.ts).
 */
import type { ColumnType, Generated } from 'kysely'

/** To-do items of the message page. */
export interface MessagesTable {
  id: Generated<number>
  userId: number
  title: string
  content: string
  type: string
  link: string | null
  read: number
  createTime: string
  /** The flow and subject a to-do or notice is about (migration 0035). */
  flow: string | null
  subjectId: string | null
  /** A to-do's right (`<page>/<action>`); null for a notice. */
  permission: string | null
  /** 1 once a step moved the to-do's subject (closed for everyone who held it). */
  done: Generated<number>
  doneTime: string | null
}

/** A reminder sent (migration 0043): once per kind, subject and recipient. */
export interface RemindersSentTable {
  kind: string
  subjectId: string
  userId: number
  sentTime: string
}

/** Items that raise the feedback (`feedback`) and evaluation (`evaluate`) popups. */
export interface PendingItemsTable {
  id: Generated<number>
  userId: number
  kind: 'feedback' | 'evaluate'
  refId: string
  title: string
  createTime: string
  /** 1 once the popup was acknowledged (updateReaded, dismissed). */
  read: number
  /** 1 once the item itself was handled. */
  done: number
}

export interface LoginHistoryTable {
  id: Generated<number>
  userId: number | null
  username: string
  time: string
  ip: string
  userAgent: string
  /** 'success', 'wrong-credentials', 'locked', 'disabled'. */
  result: string
}

/** The audit journal: every change, who, when, what, before and after. */
export interface JournalTable {
  id: Generated<number>
  userId: number | null
  username: string
  time: string
  action: string
  target: string
  beforeJson: string | null
  afterJson: string | null
  ip: string
  /** 'success' or 'failure'. */
  result: string
  message: string
  /** SHA-256 of the previous entry's hash and this entry (journal-chain.ts); null until chained. */
  hash: string | null
  /**
   * PostgreSQL: the text the hash covers after the previous hash, until the entry is chained at
   * its commit (migration 0056); null after, and always on SQLite.
   */
  chainText: ColumnType<string | null, string | null | undefined, string | null>
}

/**
 * The journal's anchored head (issue 38 item 13): one row (id 1) moved in the transaction of every
 * journal insert, so deleting the newest entries shows against it (journal-chain.ts).
 */
export interface JournalHeadTable {
  id: number
  /** Entries in the chain. */
  count: number
  /** The newest entry's hash, id and time; null while the journal is empty. */
  hash: string | null
  lastId: number | null
  lastTime: string | null
}

export interface ExportJobsTable {
  id: string
  userId: number
  resource: string
  paramsJson: string
  /** 'pending', 'running', 'done', 'failed'. */
  status: string
  rows: number
  total: number
  fileName: string
  filePath: string | null
  error: string | null
  createTime: string
  finishTime: string | null
  /** What the writer needs (exports/queue.ts: any process may write the job); null on older rows. */
  sourceData: string | null
  /** The process writing the job, and until when it holds it (renewed while it writes). */
  owner: string | null
  leaseUntil: string | null
  /** How many times a process took the job up. */
  attempts: Generated<number>
}
