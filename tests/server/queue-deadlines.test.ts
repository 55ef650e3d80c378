/**
 * The workbench's deadlines (issue 41 item 3: "deadline in working days where the rules give one,
 * overdue marked"), on the server's clock: `GET /workflow/queue-counts` gives per page how many of
 * the caller's waiting items are past their deadline and the nearest deadline still ahead — for a
 * to-do from the deadline its subject keeps (feedback's 办理时限, set in working days at 派发), for
 * a review queue from the queue's own columns (the working days a flow declares per status), so
 * that the card agrees with the 待我处理 list it opens. The deadline day itself is still in time.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { setClockOffsetMs } from '../../server/src/kernel/clock'
import { ENTERPRISE_FLOW } from '../../src/core/domain/flows-universal'
import { userWithRights } from './access-helpers'
import { requiredDocuments } from './documents-helpers'
import { type ApiClient, DIALECTS, ENTERPRISE_FIELDS, serverWith } from './helpers'

const DAY = 86_400_000
const DEMO = '687651396'
const HANDLE = 'equipment-operator-feedback'
const AREA = '/universal-services'

/** Move the server's clock to noon (China) of `date`, plus `days`. */
const noonOf = (date: string, days = 0) =>
  setClockOffsetMs(Date.parse(`${date}T12:00:00+08:00`) + days * DAY - Date.now())

interface Work {
  counts: Record<string, number>
  overdue: Record<string, number>
  deadline: Record<string, string>
}

const workOf = async (client: ApiClient): Promise<Work> => {
  const answer = await client.get('/workflow/queue-counts')
  expect(answer.code, answer.msg).toBe(200)
  return answer.data
}

describe.each(DIALECTS)('the deadlines of 待我处理 on %s', (dialect) => {
  const session = serverWith(dialect, ['admin', 'operator', 'tianjin'])
  afterEach(() => setClockOffsetMs(0))

  it('counts a dispatched feedback overdue the day after its deadline, and no more once handled', async () => {
    const { server, admin } = session
    const station = await server.db
      .selectFrom('stations')
      .select(['stationId', 'areaCode'])
      .where('operatorId', '=', DEMO)
      .orderBy('stationId')
      .executeTakeFirstOrThrow()
    // A company account made now: the to-dos it holds are the ones this test's steps give it.
    const company = await userWithRights(
      server,
      admin,
      [`${HANDLE}/view`, `${HANDLE}/handle`],
      [
        { attrKey: 'auth_area', attrValue: station.areaCode },
        { attrKey: 'isCompany', attrValue: '1' },
        { attrKey: 'operator', attrValue: DEMO },
      ],
    )
    const dispatch = async (days: number) => {
      const sent = await admin.post('/feedback/staff-feedbacks', {
        type: 'device',
        stationId: station.stationId,
        description: '充电桩屏幕黑屏',
      })
      expect(sent.code, sent.msg).toBe(200)
      const id = sent.data.feedbackId as string
      const dispatched = await admin.post(`/feedback/manager-feedbacks/${id}/dispatch`, { days })
      expect(dispatched.code, dispatched.msg).toBe(200)
      return { id, deadline: dispatched.data.deadline as string }
    }
    const first = await dispatch(2)
    let work = await workOf(company.client)
    expect(work.counts[HANDLE]).toBe(1)
    expect(work.overdue[HANDLE]).toBe(0)
    expect(work.deadline[HANDLE]).toBe(first.deadline)
    // Its last day: still in time.
    noonOf(first.deadline)
    work = await workOf(company.client)
    expect([work.overdue[HANDLE], work.deadline[HANDLE]]).toEqual([0, first.deadline])
    // The day after: overdue, and no deadline ahead.
    noonOf(first.deadline, 1)
    work = await workOf(company.client)
    expect(work.overdue[HANDLE]).toBe(1)
    expect(work.deadline[HANDLE]).toBeUndefined()
    // Another dispatched then: the nearest deadline ahead is its own; the first stays overdue.
    const second = await dispatch(5)
    expect(second.deadline > first.deadline).toBe(true)
    work = await workOf(company.client)
    expect(work.counts[HANDLE]).toBe(2)
    expect([work.overdue[HANDLE], work.deadline[HANDLE]]).toEqual([1, second.deadline])
    // Handled (late): its to-do is closed, so nothing is overdue any more.
    const handled = await company.client.post(`/feedback/operator-feedbacks/${first.id}/handle`, {
      result: '已更换屏幕',
    })
    expect(handled.code, handled.msg).toBe(200)
    work = await workOf(company.client)
    expect(work.counts[HANDLE]).toBe(1)
    expect([work.overdue[HANDLE], work.deadline[HANDLE]]).toEqual([0, second.deadline])
  })

  it('gives a review queue the overdue and the nearest deadline of its own list, when its flow declares deadlines', async () => {
    const { tianjin, operator } = session
    // One filed today: its deadline lies ahead.
    const created = await operator.post(`${AREA}/enterprise-applies`, {
      type: 'new',
      fields: ENTERPRISE_FIELDS,
      attachmentIds: await requiredDocuments(operator, AREA, ENTERPRISE_FLOW),
    })
    expect(created.code, created.msg).toBe(200)
    const sent = await operator.post(`${AREA}/enterprise-applies/${created.data.applyId}/submit`, {
      version: created.data.version,
    })
    expect(sent.code, sent.msg).toBe(200)
    /** What tianjin's 待我处理 list of 企业备案审核 shows: each row's deadline and overdue mark. */
    const listed = async () => {
      const rows: { deadline: string | null; overdue: boolean }[] = []
      for (let pageNum = 1; ; pageNum++) {
        const answer = await tianjin.get(`${AREA}/enterprise-records`, {
          query: { waiting: 'me', pageSize: 100, pageNum },
        })
        expect(answer.code, answer.msg).toBe(200)
        rows.push(...answer.data.list)
        if (rows.length >= answer.data.total) return rows
      }
    }
    // No flow declares one (the specification gives none): a review card has no deadlines.
    const before = await workOf(tianjin)
    expect(before.counts['enterprise-record']).toBeGreaterThan(0)
    expect(before.overdue['enterprise-record']).toBeUndefined()
    expect(before.deadline['enterprise-record']).toBeUndefined()
    // Declared for this test: 待审核 to be taken within 3 working days of entering it.
    Object.assign(ENTERPRISE_FLOW, { deadlines: { pending: 3 } })
    try {
      for (const days of [0, 40]) {
        setClockOffsetMs(days * DAY)
        const rows = await listed()
        const dated = rows.filter((row) => row.deadline !== null)
        expect(dated.length).toBeGreaterThan(0)
        const ahead = dated.filter((row) => !row.overdue).map((row) => String(row.deadline))
        const work = await workOf(tianjin)
        expect(work.counts['enterprise-record']).toBe(rows.length)
        expect(work.overdue['enterprise-record']).toBe(dated.filter((row) => row.overdue).length)
        expect(work.deadline['enterprise-record']).toBe(ahead.length ? ahead.sort()[0] : undefined)
        // Today the one filed now is ahead; 40 days on, every one is overdue.
        expect(ahead.length > 0).toBe(days === 0)
      }
    } finally {
      delete (ENTERPRISE_FLOW as { deadlines?: unknown }).deadlines
    }
  })
})
