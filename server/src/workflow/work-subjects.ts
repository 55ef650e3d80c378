/**
 * A flow's subject as its to-dos and notices read it (todos.ts): its stored row and history, its
 * parties (area, companies, applicants) and how a message names it.
 */
import type { StepFlow } from '../../../src/core/domain/flow-kit'
import type { FlowDeclaration } from '../../../src/core/domain/flows'
import type { Db } from '../db/types'
import { applicantsOf, type DutyRow } from './duties'
import type { FlowSubject } from './subject'
import { subjectId, whereKey } from './subject'
import type { SubjectParties } from './work-recipients'

/** A subject's stored row. */
export type Row = Readonly<Record<string, unknown>>

/** A column's value as text ('' when empty). */
export const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/** The record as a message names it: 「name」（number）. */
export function recordName(subject: FlowSubject, row: Row): string {
  const name = subject.nameOf?.(row) ?? text(row.title ?? row.stationName ?? row.name)
  const number = subjectId(subject, row)
  return name ? `「${name}」（${number}）` : `（${number}）`
}

/** The subject's stored row and its history (who took which step), oldest first. */
export async function subjectOf(db: Db, subject: FlowSubject, id: string | number) {
  // biome-ignore lint/suspicious/noExplicitAny: any flow's table, by its declared columns
  const any = db as any
  const row: Row | undefined = await whereKey(
    any.selectFrom(subject.table).selectAll(),
    subject,
    id,
  ).executeTakeFirst()
  const { history } = subject
  let query = any
    .selectFrom(history.table)
    .select(['action', 'fromStatus', ...(history.userId ? ['userId'] : [])])
    .where(history.key, '=', String(id))
  for (const [column, value] of Object.entries(history.fixed ?? {})) query = query.where(column, '=', value)
  const rows: DutyRow[] = (await query.orderBy('id').execute()).map((item: DutyRow) => ({
    action: item.action,
    fromStatus: item.fromStatus,
    userId: item.userId ?? null,
  }))
  return { row: row ?? {}, history: rows }
}

/** A flow read as an application flow by the duty checks (no create, no edits when it has none). */
export const asDeclaration = (flow: StepFlow) => ({ edits: [], ...flow }) as unknown as FlowDeclaration

/**
 * The subject's area, operator and applicants: its submitter or creator where its table keeps
 * one, else whoever took its first step (an assessment item's evidence is submitted by its operator).
 */
export async function partiesOf(
  db: Db,
  { flow, subject }: { flow: StepFlow; subject: FlowSubject },
  row: Row,
  history: readonly DutyRow[],
): Promise<SubjectParties> {
  const column = 'submitterId' in row ? 'submitterId' : 'creatorId' in row ? 'creatorId' : null
  const submitterId = column
    ? Number(row[column]) || null
    : (history.find((item) => item.userId)?.userId ?? null)
  const applicantIds = applicantsOf(asDeclaration(flow), { submitterId, history })
  return {
    areaCode: text(row.areaCode) || null,
    operatorIds: subject.operatorsOf
      ? await subject.operatorsOf(db, row)
      : row.operatorId
        ? [String(row.operatorId)]
        : [],
    applicantIds: [...new Set(applicantIds.filter((id): id is number => !!id))],
  }
}
