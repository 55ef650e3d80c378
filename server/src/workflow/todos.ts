/**
 * To-dos and notices from the flow declarations (issue 41 item 1), written in the transaction of
 * the step that causes them: every step the engine takes (step.ts, any flow) closes the subject's
 * open to-dos for everyone who held them, gives a to-do to each account its `next` names (never
 * one the following step's separation of duties bars), and sends its `notice` to the applicant
 * and the earlier actors. A message is one row per recipient (`messages`), linked to the record's
 * page on the recipient's own screen (work-links.ts). The seed runs the same function over the
 * histories it writes (seed-work.ts).
 */

import type { Insertable } from 'kysely'
import { askedIn, type FlowStep, type NextActor, type StepFlow } from '../../../src/core/domain/flow-kit'
import { NOTICE_VERB, type StepNotice } from '../../../src/core/domain/flow-notices'
import type { Db, MessagesTable } from '../db/types'
import { assertSeparation, type DutyRow } from './duties'
import { queueWatchers } from './list-queues'
import type { FlowSubject } from './subject'
import { noticeLink, type PageCache, todoLink } from './work-links'
import { type HolderCache, type SubjectParties, whoActs } from './work-recipients'
import { announceWork } from './work-signal'
import { asDeclaration, partiesOf, type Row, recordName, subjectOf, text } from './work-subjects'

/** Lookups kept over one batch of steps (the seed's replay); a step alone needs none. */
export interface WorkCache {
  holders: HolderCache
  pages: PageCache
}

/** A new cache for a batch of steps. */
export const workCache = (): WorkCache => ({ holders: new Map(), pages: new Map() })

/** One step as the messages read it. */
export interface WorkStep {
  flow: StepFlow
  subject: FlowSubject
  /** The subject's key. */
  id: string | number
  step: FlowStep
  /** Who took it (none: the platform, e.g. a deadline). */
  actorId: number | null
  opinion: string
  time: string
  /** False: the step's to-dos are not given (the seed's replay of a step a later one closed). */
  givesTodos?: boolean
}

/**
 * Close the subject's open to-dos, for everyone who held them, or (`operatorId`) for one
 * company's accounts only: its part of a task addressed to several.
 */
export async function closeWork(
  db: Db,
  flow: StepFlow,
  id: string | number,
  time: string,
  operatorId?: string,
): Promise<void> {
  let query = db
    .updateTable('messages')
    .set({ done: 1, read: 1, doneTime: time })
    .where('flow', '=', flow.key)
    .where('subjectId', '=', String(id))
    .where('type', '=', 'todo')
    .where('done', '=', 0)
  if (operatorId !== undefined)
    query = query.where('userId', 'in', (eb) =>
      eb
        .selectFrom('user_attrs')
        .select('userId')
        .where('attrKey', '=', 'operator')
        .where('attrValue', '=', operatorId),
    )
  const closed = await query.returning('userId').execute()
  await announceWork(
    db,
    closed.map((row) => row.userId),
  )
}

/** The accounts among `ids` that exist (history may name a removed one). */
async function existing(db: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return []
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...ids])
    .execute()
  return rows.map((row) => row.id)
}

/** Give the accounts `next` names a to-do on the subject in its status `status`; resolves to them. */
async function giveTodos(
  db: Db,
  work: { flow: StepFlow; subject: FlowSubject; id: string | number; time: string },
  status: string,
  next: readonly NextActor[],
  record: { row: Row; history: readonly DutyRow[]; parties: SubjectParties },
  cache: WorkCache,
): Promise<number[]> {
  const { flow, subject } = work
  // One to-do per account: one holding several of the rights (派发 and 驳回) is asked for each step.
  const asked = new Map<number, { permission: string; labels: string[]; asks?: string }>()
  for (const actor of next) {
    const steps = flow.transitions.filter(
      (step) => (step.from as readonly string[]).includes(status) && step.permission === actor.permission,
    )
    const ids = await whoActs(
      db,
      actor,
      record.parties,
      cache.holders,
      (userId) => !steps.length || steps.some((step) => allowed(flow, step, userId, record)),
    )
    for (const userId of ids) {
      const entry = asked.get(userId) ?? { permission: actor.permission, labels: [], asks: actor.asks }
      for (const step of steps) if (!entry.labels.includes(step.label)) entry.labels.push(step.label)
      asked.set(userId, entry)
    }
  }
  // One statement for all of them (issue 43: a step's statements are its time under load).
  const todos: MessageRow[] = []
  for (const [userId, { permission, labels, asks }] of asked) {
    // 受理 | 审核通过或驳回 | 区级审核通过、退回补充材料或审核不通过 | what the actor `asks` outside the flow.
    const verb = labels.length
      ? [labels.slice(0, -1).join('、'), labels.at(-1)].filter(Boolean).join('或')
      : (asks ?? '办理')
    // The title stays short (区级审核通过或退回补充材料或审核不通过 is not); the content lists each step.
    // A status that names the wait (待审核) is the title's: 补贴申请待审核.
    const shown = subject.statusLabel(status)
    const wanted = labels.length > 2 ? (shown.startsWith('待') ? shown.slice(1) : `办理（${shown}）`) : verb
    todos.push({
      userId,
      type: 'todo',
      title: `${flow.title}待${wanted}`.slice(0, 128),
      content: `${flow.title}${recordName(subject, record.row)}当前为「${shown}」，请及时${verb}。`,
      link: todoLink(permission, record.row),
      read: 0,
      createTime: work.time,
      flow: flow.key,
      subjectId: String(work.id),
      permission,
      doneTime: null,
    })
  }
  await insertMessages(db, todos)
  return [...asked.keys()]
}

/** A message row as a step writes it. */
type MessageRow = Insertable<MessagesTable>

/** Messages written in one statement (none: no statement). */
async function insertMessages(db: Db, rows: readonly MessageRow[]): Promise<void> {
  if (rows.length)
    await db
      .insertInto('messages')
      .values([...rows])
      .execute()
}

/** Whether the step's separation of duties lets the account take it (decisions: Separation of duties). */
function allowed(
  flow: StepFlow,
  step: FlowStep,
  userId: number,
  record: { history: readonly DutyRow[]; parties: SubjectParties },
): boolean {
  try {
    assertSeparation(asDeclaration(flow), step, userId, {
      submitterId: record.parties.applicantIds[0] ?? null,
      history: record.history,
    })
    return true
  } catch {
    return false
  }
}

/** Record a step taken: close the open to-dos, give the next ones, send the step's notice. */
export async function recordWork(db: Db, work: WorkStep, cache: WorkCache = workCache()): Promise<void> {
  const { flow, subject, step } = work
  await closeWork(db, flow, work.id, work.time)
  const { row, history } = await subjectOf(db, subject, work.id)
  const parties = await partiesOf(db, work, row, history)
  const record = { row, history, parties }
  // The notice first: the to-do it leads to is the newest in the recipient's list.
  const told = step.notice ? await tell(db, work, step.notice, record, cache) : []
  const asked = work.givesTodos !== false ? await giveTodos(db, work, step.to, step.next, record, cache) : []
  // A list counted as a queue (list-queues.ts): every holder who sees the record reads its count again.
  const watching = await queueWatchers(db, step.permission, parties, cache.holders)
  await announceWork(db, [...told, ...asked, ...watching])
}

/** Send the step's notice to the applicant and the earlier actors (never to the actor); resolves to them. */
async function tell(
  db: Db,
  work: WorkStep,
  notice: StepNotice,
  { row, history, parties }: { row: Row; history: readonly DutyRow[]; parties: SubjectParties },
  cache: WorkCache,
): Promise<number[]> {
  const { flow, subject, step } = work
  const applicants = notice.to.includes('applicant') ? parties.applicantIds : []
  const actors = notice.to.includes('actors')
    ? history.map((item) => item.userId).filter((id): id is number => !!id && !applicants.includes(id))
    : []
  const verb = NOTICE_VERB[notice.kind]
  const reason = notice.reason && work.opinion ? `${step.label}意见：${work.opinion}` : ''
  const name = recordName(subject, row)
  const notices: MessageRow[] = []
  for (const [ids, whose] of [
    [applicants, '您的'],
    [actors, '您办理的'],
  ] as const) {
    for (const userId of await existing(
      db,
      [...new Set(ids)].filter((id) => id !== work.actorId),
    )) {
      notices.push({
        userId,
        type: 'notice',
        title: `${flow.title}${verb}`.slice(0, 128),
        content: `${whose}${flow.title}${name}${verb}。${reason}`.slice(0, 2000),
        link: await noticeLink(db, flow, userId, row, cache.pages),
        read: 0,
        createTime: work.time,
        flow: flow.key,
        subjectId: String(work.id),
        permission: null,
        doneTime: null,
      })
    }
  }
  await insertMessages(db, notices)
  return notices.map((notice) => notice.userId)
}

/**
 * A subject that waits in a flow without the step that put it there (a feedback submitted, an
 * application received, an alarm raised): to-dos for whoever is asked in its status (askedIn).
 * Resolves to the accounts given one (told by the work signal).
 */
export async function openWork(
  db: Db,
  work: { flow: StepFlow; subject: FlowSubject; id: string | number; time: string },
  cache: WorkCache = workCache(),
): Promise<number[]> {
  const { row, history } = await subjectOf(db, work.subject, work.id)
  const status = text(row[work.subject.status]) || (work.subject.nullStatus ?? '')
  const next = askedIn(work.flow, status)
  const parties = await partiesOf(db, work, row, history)
  const told = await giveTodos(db, work, status, next, { row, history, parties }, cache)
  await announceWork(db, told)
  return told
}
