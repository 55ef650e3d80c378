/**
 * A flow's subject table as the engine (step.ts) and the to-dos (todos.ts) read it: its columns,
 * its history, and its identity — its key column, or columns (a district's examination of a year:
 * `year`, `areaCode`), and the id its history, journal and messages name.
 */
import { sql } from 'kysely'
import type { StepFlow } from '../../../src/core/domain/flow-kit'
import type { Db } from '../db/types'
import type { Row } from '../resources'

/** The key of a subject table: one column or several. */
export type SubjectKey = string | readonly string[]

/** The key's columns. */
export const keysOf = (subject: { key: SubjectKey }): readonly string[] =>
  typeof subject.key === 'string' ? [subject.key] : subject.key

/** The subject's id in its history, journal and messages: its key's values, `:`-joined. */
export const subjectId = (subject: { key: SubjectKey }, row: Row): string =>
  keysOf(subject)
    .map((key) => String(row[key]))
    .join(':')

/** The key's values of an id made by `subjectId`, by column. */
export function keyValues(
  subject: { key: SubjectKey },
  id: string | number,
): Record<string, string | number> {
  const keys = keysOf(subject)
  if (keys.length === 1) return { [keys[0]]: id }
  const parts = String(id).split(':')
  return Object.fromEntries(keys.map((key, index) => [key, parts[index]]))
}

/** `query` narrowed to the subject of `id`: each key column equal to its value. */
// biome-ignore lint/suspicious/noExplicitAny: any flow's table, by its declared columns
export function whereKey<Q extends { where: (...args: any[]) => Q }>(
  query: Q,
  subject: { key: SubjectKey },
  id: string | number,
): Q {
  return Object.entries(keyValues(subject, id)).reduce(
    (built, [key, value]) => built.where(key, '=', value),
    query,
  )
}

/** Where a flow's history goes: its own table (`key` the subject's column) or the shared `flow_steps`. */
export interface HistoryTable {
  table: string
  key: string
  /** Whether the table records the actor's id (separation of duties reads it). */
  userId: boolean
  /** Columns every row of the flow carries (`flow_steps`: the flow's key). */
  fixed?: Readonly<Record<string, unknown>>
}

/** The table a flow's subjects live in, as the engine reads and moves them. */
export interface FlowSubject {
  table: string
  /** The primary key column, or columns (a district's examination of a year: `year`, `areaCode`). */
  key: SubjectKey
  /** The status column. */
  status: string
  /** The column naming each subject's flow, where one table holds several flows' (applications). */
  flowColumn?: string
  /** The status a NULL in the status column stands for (a station never tagged). */
  nullStatus?: string
  /** Each status's stored value where the column keeps its own (an app user's 1 | 0); default the status. */
  stored?: Readonly<Record<string, string | number>>
  /** The version column: every step adds one, a call names the version it saw. */
  version: string
  /** A column set to the step's time, when the table has one. */
  updateTime?: string
  history: HistoryTable
  /** The journal's target: `<target>:<id>`. */
  target: string
  /** 409 when another call moved the subject first. */
  stale: string
  /** 409 when the step is not allowed from the status (default 当前状态为「…」，不能…); `row` as read. */
  wrongState?: (statusLabel: string, stepLabel: string, row: Row) => string
  /** The record's name in messages where it has no title, station name or name column. */
  nameOf?: (row: Row) => string
  /** A status's label in messages. */
  statusLabel: (status: string) => string
  /**
   * The companies a subject concerns, when its row names none (a reporting task's targets): a
   * `company` next actor is looked up among them (todos.ts). Default: the row's `operatorId`.
   */
  operatorsOf?: (db: Db, row: Row) => Promise<string[]>
  /**
   * The subject's deadline where its rules give one (feedback's 办理时限 set at 派发, a reporting
   * task's, an assessment round's): the column holding its last day (China date) while the
   * subject waits in one of `statuses`. The workbench counts the open to-dos past it (issue 41).
   */
  deadline?: { column: string; statuses: readonly string[] }
}

/** The subject's id (as `subjectId` makes it) of the subject table aliased `s`, as SQL. */
export const keyTextOf = (subject: FlowSubject) =>
  sql.join(
    keysOf(subject).map((key) => sql`cast(s.${sql.ref(key)} as varchar(64))`),
    sql` || ':' || `,
  )

/** `and` the subject (aliased `s`) is one of the flow's, where its table holds several flows' subjects. */
export const ofFlowSql = (flow: StepFlow, subject: FlowSubject) =>
  subject.flowColumn ? sql`and s.${sql.ref(subject.flowColumn)} = ${flow.key}` : sql``

/** The history of a flow whose table keeps none of its own. */
export const sharedHistory = (flow: StepFlow): HistoryTable => ({
  table: 'flow_steps',
  key: 'subjectId',
  userId: true,
  fixed: { flow: flow.key },
})
