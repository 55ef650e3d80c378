/**
 * Reminders of what falls due (issue 41 item 1: due soon, expired; server/src/workflow/reminders.ts):
 * a reporting task's companies that have not reported are told when its deadline is near and once
 * it has passed; an access proof's applicant when its validity is about to end and once it has.
 * Each once: a sweep run again, or five at once, sends nothing twice; a company that reported is
 * not reminded. The retention sweep forgets what was sent only once its subject is closed.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_OPERATOR_ID } from '../../server/src/db/seed/operators'
import { setClockOffsetMs, today } from '../../server/src/kernel/clock'
import { addCalendarDays } from '../../server/src/kernel/working-days'
import { pruneReminders, sendReminders } from '../../server/src/workflow/reminders'
import { DIALECTS, serverWith } from './helpers'
import { reportingHelpers } from './reporting-helpers'

describe.each(DIALECTS)('reminders on %s', (dialect) => {
  const session = serverWith(dialect, ['admin', 'operator'], () => setClockOffsetMs(0))
  const { createIssued, targetOf, submit } = reportingHelpers(session)
  afterEach(() => setClockOffsetMs(0))

  /** The notices titled `title` about `subjectId`, per account name. */
  const told = async (title: string, subjectId: string) =>
    (
      await session.server.db
        .selectFrom('messages as m')
        .innerJoin('users as u', 'u.id', 'm.userId')
        .select(['u.username', 'm.content', 'm.link'])
        .where('m.title', '=', title)
        .where('m.subjectId', '=', subjectId)
        .where('m.type', '=', 'notice')
        .execute()
    ).map((row) => row.username)

  it('tells each company yet to report when a task’s deadline is near, and once it has passed', async () => {
    const { db } = session.server
    // Two companies: the demo operator (with an account) and one that reports first.
    const { id } = await createIssued({ deadline: addCalendarDays(today(), 1) })
    await Promise.all(Array.from({ length: 5 }, () => sendReminders(db)))
    expect(await told('填报任务即将截止', String(id))).toEqual(['operator'])
    expect(await sendReminders(db)).toBe(0)

    // The operator reports: past the deadline it is not told 已逾期; a task nobody reported is.
    const reported = await createIssued({ deadline: addCalendarDays(today(), 1) })
    const target = await targetOf(reported.id, DEMO_OPERATOR_ID)
    expect((await submit(target.id)).code).toBe(200)
    setClockOffsetMs(3 * 86_400_000)
    await Promise.all([sendReminders(db), sendReminders(db)])
    expect(await told('填报任务已逾期', String(id))).toEqual(['operator'])
    expect(await told('填报任务已逾期', String(reported.id))).toEqual([])

    // Kept while the task is open, forgotten by the retention sweep once it is closed.
    const later = new Date(Date.now() + 10 * 86_400_000).toISOString()
    expect(await pruneReminders(db, later)).toBe(0)
    await db.updateTable('reporting_tasks').set({ status: 'closed' }).where('id', '=', id).execute()
    expect(await pruneReminders(db, later)).toBe(2)
  })

  it('tells an access proof’s applicant when its validity is about to end, and once it has', async () => {
    const { db } = session.server
    const operator = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'operator')
      .executeTakeFirstOrThrow()
    const proof = await db
      .selectFrom('applications')
      .select('applyId')
      .where('flow', '=', 'accessproof')
      .where('status', '=', 'issued')
      // One the demo operator's account submitted (the seed's others came from companies without one).
      .where('submitterId', '=', operator.id)
      .orderBy('applyId')
      .executeTakeFirstOrThrow()
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
    await db
      .updateTable('applications')
      .set({ validUntil: inDays(10) })
      .where('applyId', '=', proof.applyId)
      .execute()
    await Promise.all([sendReminders(db), sendReminders(db)])
    const expiring = await told('接入证明即将到期', proof.applyId)
    expect(expiring).toEqual(['operator'])
    await db
      .updateTable('applications')
      .set({ validUntil: inDays(-1) })
      .where('applyId', '=', proof.applyId)
      .execute()
    await sendReminders(db)
    await sendReminders(db)
    expect(await told('接入证明已到期', proof.applyId)).toEqual(expiring)

    // The retention sweep keeps what was sent about a proof still issued (it would be sent
    // again), and forgets it once the proof is closed.
    const sent = () =>
      db.selectFrom('reminders_sent').select('kind').where('subjectId', '=', proof.applyId).execute()
    expect(await pruneReminders(db, inDays(1))).toBe(0)
    expect(await sent()).toHaveLength(2)
    await db
      .updateTable('applications')
      .set({ status: 'revoked' })
      .where('applyId', '=', proof.applyId)
      .execute()
    expect(await pruneReminders(db, inDays(-1))).toBe(0)
    expect(await pruneReminders(db, inDays(1))).toBe(2)
    expect(await sent()).toEqual([])
    expect(await sendReminders(db)).toBe(0)
  })
})
