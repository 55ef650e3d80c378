/**
 * Reminders of what falls due (issue 41 item 1: "due soon, expired"): notices sent by the server's
 * clock, not by a step. A reporting task is due soon (its deadline within REPORT_DUE_SOON_DAYS
 * working days) or overdue for each company addressed that has not reported; an issued access
 * proof is expiring (its validity ends within PROOF_EXPIRING_DAYS days) or expired for its
 * applicant. Each goes once per kind, subject and recipient: `reminders_sent`'s primary key
 * decides, so a sweep run again, or by several processes at once, sends nothing twice. The sweep
 * runs at start, on a timer and at the end of the seed.
 */
import { sql } from 'kysely'
import type { StepFlow } from '../../../src/core/domain/flow-kit'
import { REPORTING_TASK_FLOW } from '../../../src/core/domain/flows-reporting'
import { ACCESS_PROOF_FLOW } from '../../../src/core/domain/flows-universal'
import type { Db } from '../db/types'
import { chinaDay, now as clockNow } from '../kernel/clock'
import { addWorkingDays } from '../kernel/working-days'
import { APPLICATIONS } from './records'
import { noticeLink, type PageCache } from './work-links'
import { type HolderCache, whoActs } from './work-recipients'
import { announceWork } from './work-signal'
import { partiesOf, recordName, subjectOf } from './work-subjects'

/** Working days before a reporting task's deadline when its companies are reminded. */
export const REPORT_DUE_SOON_DAYS = 3
/** Days before an access proof's validity ends when its applicant is reminded. */
export const PROOF_EXPIRING_DAYS = 30

/** One reminder to send: its kind, subject and recipients, and the notice. */
interface Reminder {
  kind: string
  subjectId: string
  userIds: readonly number[]
  flow: StepFlow
  row: Readonly<Record<string, unknown>>
  title: string
  content: string
}

/** Send the reminder to each recipient not yet sent it; the number sent. */
async function send(db: Db, reminder: Reminder, time: string, pages: PageCache): Promise<number> {
  let sent = 0
  const claimedIds: number[] = []
  for (const userId of new Set(reminder.userIds)) {
    const claimed = await db
      .insertInto('reminders_sent')
      .values({ kind: reminder.kind, subjectId: reminder.subjectId, userId, sentTime: time })
      .onConflict((conflict) => conflict.doNothing())
      .returning('userId')
      .executeTakeFirst()
    if (!claimed) continue
    claimedIds.push(userId)
    await db
      .insertInto('messages')
      .values({
        userId,
        type: 'notice',
        title: reminder.title,
        content: reminder.content,
        link: await noticeLink(db, reminder.flow, userId, reminder.row, pages),
        read: 0,
        createTime: time,
        flow: reminder.flow.key,
        subjectId: reminder.subjectId,
        permission: null,
        doneTime: null,
      })
      .execute()
    sent++
  }
  await announceWork(db, claimedIds)
  return sent
}

/** The reporting tasks due soon or overdue, each with the companies that have not reported. */
async function reportingReminders(db: Db, today: string, holders: HolderCache): Promise<Reminder[]> {
  const soon = await addWorkingDays(db, today, REPORT_DUE_SOON_DAYS)
  const rows = await db
    .selectFrom('reporting_tasks as k')
    .innerJoin('reporting_targets as t', 't.taskId', 'k.id')
    .select(['k.id', 'k.title', 'k.deadline', 'k.areaCode', 't.operatorId'])
    .where('k.status', '=', 'issued')
    .where('t.status', '=', 'missing')
    .where('k.deadline', '<=', soon)
    .execute()
  const reminders: Reminder[] = []
  for (const row of rows) {
    const overdue = row.deadline < today
    const userIds = await whoActs(
      db,
      { permission: 'reporting-manager/submit', scope: 'company' },
      { areaCode: row.areaCode, operatorIds: [row.operatorId], applicantIds: [] },
      holders,
    )
    reminders.push({
      kind: overdue ? 'report-overdue' : 'report-due-soon',
      subjectId: String(row.id),
      userIds,
      flow: REPORTING_TASK_FLOW,
      row,
      title: overdue ? '填报任务已逾期' : '填报任务即将截止',
      content: overdue
        ? `填报任务「${row.title}」已于 ${row.deadline} 截止，贵单位尚未提交，请尽快补报。`
        : `填报任务「${row.title}」将于 ${row.deadline} 截止，贵单位尚未提交，请及时填报。`,
    })
  }
  return reminders
}

/** The issued access proofs expiring soon or expired, each for its applicant. */
async function proofReminders(db: Db, now: Date): Promise<Reminder[]> {
  const until = new Date(now.getTime() + PROOF_EXPIRING_DAYS * 86_400_000).toISOString()
  // A proof already reminded of what is due now is left out: the sweep runs every hour, and the
  // expired ones stay issued until somebody marks them.
  const due = sql`case when a."validUntil" <= ${now.toISOString()} then 'proof-expired' else 'proof-expiring' end`
  const rows = await db
    .selectFrom('applications as a')
    .select(['a.applyId', 'a.validUntil'])
    .where('a.flow', '=', ACCESS_PROOF_FLOW.key)
    .where('a.status', '=', 'issued')
    .where('a.validUntil', '<=', until)
    .where(
      sql<boolean>`not exists (select 1 from reminders_sent r where r."subjectId" = a."applyId" and r."kind" = ${due})`,
    )
    .execute()
  const reminders: Reminder[] = []
  for (const { applyId, validUntil } of rows) {
    const { row, history } = await subjectOf(db, APPLICATIONS, applyId)
    const parties = await partiesOf(db, { flow: ACCESS_PROOF_FLOW, subject: APPLICATIONS }, row, history)
    const expired = String(validUntil) <= now.toISOString()
    const day = String(validUntil).slice(0, 10)
    const name = recordName(APPLICATIONS, row)
    reminders.push({
      kind: expired ? 'proof-expired' : 'proof-expiring',
      subjectId: applyId,
      userIds: parties.applicantIds,
      flow: ACCESS_PROOF_FLOW,
      row,
      title: expired ? '接入证明已到期' : '接入证明即将到期',
      content: expired
        ? `您的接入证明${name}已于 ${day} 到期，请重新申请。`
        : `您的接入证明${name}将于 ${day} 到期，请及时办理续期。`,
    })
  }
  return reminders
}

/** Send every reminder due by the clock; the number of notices sent. */
export async function sendReminders(db: Db, now: Date = clockNow()): Promise<number> {
  const today = chinaDay(now)
  const time = now.toISOString()
  const pages: PageCache = new Map()
  const reminders = [...(await reportingReminders(db, today, new Map())), ...(await proofReminders(db, now))]
  let sent = 0
  for (const reminder of reminders) sent += await send(db, reminder, time, pages)
  return sent
}

/**
 * Forget reminders sent before `before` whose subject can no longer call for them (the task is no
 * longer issued, the proof no longer issued: closed, renewed or revoked), for the retention sweep
 * (server/src/retention.ts). A subject still open keeps its rows however old, or it would be
 * reminded again; the number of rows removed.
 */
export async function pruneReminders(db: Db, before: string): Promise<number> {
  const asText = (column: string) => sql<string>`cast(${sql.ref(column)} as varchar(64))`
  const result = await db
    .deleteFrom('reminders_sent')
    .where('sentTime', '<', before)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('kind', 'like', 'report-%'),
          eb(
            'subjectId',
            'not in',
            eb.selectFrom('reporting_tasks').select(asText('id').as('id')).where('status', '=', 'issued'),
          ),
        ]),
        eb.and([
          eb('kind', 'like', 'proof-%'),
          eb(
            'subjectId',
            'not in',
            eb
              .selectFrom('applications')
              .select('applyId')
              .where('flow', '=', ACCESS_PROOF_FLOW.key)
              .where('status', '=', 'issued'),
          ),
        ]),
      ]),
    )
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Send due reminders now and every hour (unref'd: it never keeps the process alive). */
export function startReminders(db: Db, log?: (line: string) => void): () => void {
  const run = () => {
    sendReminders(db).catch((error) => log?.(`reminders failed: ${(error as Error).message}`))
  }
  run()
  const timer = setInterval(run, 3_600_000)
  timer.unref()
  return () => clearInterval(timer)
}
