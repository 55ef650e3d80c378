/**
 * The seed's to-dos and notices (issue 41 item 1): not inserted as rows, but made by running the
 * function the engine runs after each step (workflow/todos.ts) over the histories the area
 * seeders wrote, oldest first — each step's notice, in its time; the to-dos of a subject's last
 * step (those of its earlier steps the next one would have closed), unless the subject moved on
 * outside the steps since (a subsidy in publicity); a subject that entered its flow without a
 * step (a feedback submitted, an application received) gets the to-dos of its status.
 */
import { sql } from 'kysely'
import type { StepFlow } from '../../src/core/domain/flow-kit'
import { daysFrom, type Seeder } from './db/seed/context'
import type { Db } from './db/types'
import { FLOW_SUBJECTS, type Unstepped } from './flow-subjects'
import { sendReminders } from './workflow/reminders'
import { type FlowSubject, keyTextOf, ofFlowSql } from './workflow/subject'
import { openWork, recordWork, type WorkCache, workCache } from './workflow/todos'

interface HistoryRow {
  subjectId: string
  action: string
  fromStatus: string | null
  toStatus: string
  userId: number | null
  opinion: string | null
  time: string
  status: string | null
}

/** A flow's history rows, oldest first, with each subject's current status. */
async function historyOf(db: Db, flow: StepFlow, subject: FlowSubject): Promise<HistoryRow[]> {
  const { history } = subject
  const fixed = Object.entries(history.fixed ?? {})
  const ofFlow = ofFlowSql(flow, subject)
  const where = fixed.length ? sql`and h."flow" = ${flow.key}` : sql``
  const userId = history.userId ? sql`h."userId"` : sql`null`
  const keyText = keyTextOf(subject)
  const rows = await sql<HistoryRow>`select h.${sql.ref(history.key)} as "subjectId", h."action",
      h."fromStatus", h."toStatus", ${userId} as "userId", h."opinion", h."time",
      s.${sql.ref(subject.status)} as "status"
    from ${sql.table(history.table)} h
    join ${sql.table(subject.table)} s on ${keyText} = h.${sql.ref(history.key)}
    where 1 = 1 ${where} ${ofFlow}
    order by h."id"`.execute(db)
  return rows.rows
}

/** Replay one flow's histories into to-dos and notices. */
async function replay(db: Db, flow: StepFlow, subject: FlowSubject, cache: WorkCache): Promise<void> {
  const rows = await historyOf(db, flow, subject)
  const last = new Map(rows.map((row) => [row.subjectId, row]))
  for (const row of rows) {
    const id = subject.key === 'id' ? Number(row.subjectId) : row.subjectId
    const current = (row.status ?? subject.nullStatus ?? '') === row.toStatus
    const newest = last.get(row.subjectId) === row && current
    const step = flow.transitions.find((item) => item.action === row.action)
    if (step)
      await recordWork(
        db,
        {
          flow,
          subject,
          id,
          step,
          actorId: row.userId,
          opinion: row.opinion ?? '',
          time: row.time,
          givesTodos: newest,
        },
        cache,
      )
    // Entered without a step (received, submitted as it was created); a draft waits for its own applicant.
    else if (newest && row.fromStatus === null && row.toStatus !== 'draft')
      await openWork(db, { flow, subject, id, time: row.time }, cache)
  }
}

/** To-dos for the subjects waiting in the flow without any step in their history. */
async function openUnstepped(
  db: Db,
  { flow, subject, unstepped }: { flow: StepFlow; subject: FlowSubject; unstepped: Unstepped },
  cache: WorkCache,
): Promise<void> {
  const { history } = subject
  const keyText = keyTextOf(subject)
  const columns = typeof unstepped.at === 'string' ? [unstepped.at] : unstepped.at
  const refs = columns.map((column) => sql`s.${sql.ref(column)}`)
  // SQLite's coalesce wants two arguments at least.
  const at = refs.length > 1 ? sql`coalesce(${sql.join(refs)})` : refs[0]
  const rows = await sql<{
    id: string
    time: string
  }>`select ${keyText} as "id", ${at} as "time"
    from ${sql.table(subject.table)} s
    where s.${sql.ref(subject.status)} in (${sql.join(unstepped.statuses)}) ${ofFlowSql(flow, subject)}
      and not exists (select 1 from ${sql.table(history.table)} h
        where cast(h.${sql.ref(history.key)} as varchar(64)) = ${keyText}
        ${history.fixed ? sql`and h."flow" = ${flow.key}` : sql``})
    order by ${at}`.execute(db)
  for (const row of rows.rows) {
    const id = subject.key === 'id' ? Number(row.id) : row.id
    await openWork(db, { flow, subject, id, time: row.time }, cache)
  }
}

/** Runs last: every area's subjects and histories are written. */
export const workSeeder: Seeder = {
  name: 'work',
  async run({ db, now }) {
    const cache = workCache()
    for (const entry of FLOW_SUBJECTS) {
      await replay(db, entry.flow, entry.subject, cache)
      if (entry.unstepped) await openUnstepped(db, { ...entry, unstepped: entry.unstepped }, cache)
    }
    // What falls due by the seed's clock (a reporting deadline near, a proof expiring) is reminded.
    await sendReminders(db, now)
    // The demo accounts have read the notices of more than three days ago (their open to-dos stay unread).
    await db
      .updateTable('messages')
      .set({ read: 1 })
      .where('type', '=', 'notice')
      .where('createTime', '<', daysFrom(now, -3))
      .execute()
  },
}
