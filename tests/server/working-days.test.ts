/**
 * Working days over the holiday calendar (issue 17, decisions: Working days): arithmetic across
 * the 2026 Spring Festival with its 调休 weekends, and holidays-management's calls (overlaps,
 * 调休 on weekdays, bad dates refused with nothing written; permission and journal).
 */
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  addCalendarDays,
  addWorkingDays,
  isWorkingDay,
  workingDayRule,
  workingDaysBetween,
} from '../../server/src/kernel/working-days'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

// 国办发明电〔2025〕7号: 春节 2月15日至23日放假调休，2月14日（周六）、2月28日（周六）上班.
const SPRING_FESTIVAL_2026 = [
  { name: '春节调休上班', kind: 'workday', startDate: '2026-02-14', endDate: '2026-02-14' },
  { name: '春节', kind: 'holiday', startDate: '2026-02-15', endDate: '2026-02-23' },
  { name: '春节调休上班', kind: 'workday', startDate: '2026-02-28', endDate: '2026-02-28' },
]

describe.each(DIALECTS)('working days on %s', (dialect) => {
  const { server, admin, operator, tianjin } = signedIn(dialect, ['admin', 'operator', 'tianjin'])
  beforeAll(async () => {
    // The test's own calendar for February 2026, entered through the API.
    await server.db
      .deleteFrom('holiday_periods')
      .where('startDate', '>=', '2026-02-01')
      .where('startDate', '<=', '2026-02-28')
      .execute()
    for (const period of SPRING_FESTIVAL_2026) {
      const answer = await admin.post('/data-input/holidays', period)
      expect(answer.code, answer.msg).toBe(200)
    }
  })

  it('counts 调休 weekends as working days and the festival as days off', async () => {
    const db = server.db
    expect(await isWorkingDay(db, '2026-02-14')).toBe(true) // Saturday worked
    expect(await isWorkingDay(db, '2026-02-16')).toBe(false) // Monday of the festival
    expect(await isWorkingDay(db, '2026-02-22')).toBe(false) // Sunday of the festival
    expect(await isWorkingDay(db, '2026-02-28')).toBe(true) // Saturday worked
    expect(await isWorkingDay(db, '2026-03-01')).toBe(false) // plain Sunday
    expect(await isWorkingDay(db, '2026-03-02')).toBe(true) // plain Monday
  })

  it('adds working days across the festival, forward and back', async () => {
    const db = server.db
    expect(await addWorkingDays(db, '2026-02-13', 1)).toBe('2026-02-14')
    expect(await addWorkingDays(db, '2026-02-14', 1)).toBe('2026-02-24')
    // 13 (Fri), 14 (Sat, worked), 24, 25, 26.
    expect(await addWorkingDays(db, '2026-02-12', 5)).toBe('2026-02-26')
    // 27 (Fri), 28 (Sat, worked), then Monday 2 March.
    expect(await addWorkingDays(db, '2026-02-26', 3)).toBe('2026-03-02')
    expect(await addWorkingDays(db, '2026-02-24', -1)).toBe('2026-02-14')
    expect(await addWorkingDays(db, '2026-02-24', 0)).toBe('2026-02-24')
    expect(await workingDaysBetween(db, '2026-02-12', '2026-02-26')).toBe(5)
    expect(await workingDaysBetween(db, '2026-02-26', '2026-02-12')).toBe(-5)
    expect(await workingDaysBetween(db, '2026-02-14', '2026-02-23')).toBe(0)
    for (const days of [1, 2, 5, 10, 23, 60])
      expect(await workingDaysBetween(db, '2026-02-10', await addWorkingDays(db, '2026-02-10', days))).toBe(
        days,
      )
    await expect(addWorkingDays(db, '2026-02-30', 1)).rejects.toThrow(RangeError)
  })

  it('counts arithmetically what the day-by-day rule counts, over any range (issue 38, item 2)', async () => {
    const db = server.db
    const day = fc
      .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2028, 11, 31) })
      .map((ms) => new Date(ms).toISOString().slice(0, 10))
    await fc.assert(
      fc.asyncProperty(day, day, async (from, to) => {
        const [low, high] = from < to ? [from, to] : [to, from]
        const works = await workingDayRule(db, low, high)
        let expected = 0
        for (let date = addCalendarDays(low, 1); date <= high; date = addCalendarDays(date, 1))
          if (works(date)) expected++
        expect(await workingDaysBetween(db, from, to)).toBe(from < to ? expected : -expected || 0)
      }),
      { seed: 38, numRuns: 150 },
    )
  })

  it('counts the widest range a date can hold in about the time of one query (issue 38, item 2)', async () => {
    const db = server.db
    await workingDaysBetween(db, '2026-01-01', '2026-01-02')
    // CPU time of this process, not wall time: a busy machine does not make it fail.
    const cpu = process.cpuUsage()
    const count = await workingDaysBetween(db, '0001-01-01', '9999-12-31')
    const used = process.cpuUsage(cpu)
    expect(count).toBeGreaterThan(2_500_000)
    // Counting 3.65 million days one by one took seconds of CPU; the arithmetic takes well under 50 ms.
    expect((used.user + used.system) / 1000).toBeLessThan(50)
  })

  it("shows the year's calendar as the rule sees it", async () => {
    const answer = await tianjin.get('/data-input/holidays/calendar', { query: { year: 2026 } })
    expect(answer.code).toBe(200)
    const day = (date: string) => answer.data.days.find((item: { date: string }) => item.date === date)
    expect(answer.data.days).toHaveLength(365)
    expect(day('2026-02-14')).toMatchObject({ working: true, kind: 'workday', name: '春节调休上班' })
    expect(day('2026-02-17')).toMatchObject({ working: false, kind: 'holiday', name: '春节' })
    expect(answer.data.workingDays).toBe(
      answer.data.days.filter((item: { working: boolean }) => item.working).length,
    )
    expect((await tianjin.get('/data-input/holidays/calendar', { query: { year: 'x' } })).code).toBe(400)
  })

  it('lets admin, tianjin and operator read the calendar and its periods alike (it has no scope)', async () => {
    const calendars = []
    const totals = []
    for (const client of [admin, tianjin, operator]) {
      const calendar = await client.get('/data-input/holidays/calendar', { query: { year: 2026 } })
      expect(calendar.code).toBe(200)
      calendars.push(calendar.data)
      const periods = await client.get('/data-input/holidays', { query: { pageSize: 1 } })
      expect(periods.code).toBe(200)
      totals.push(periods.data.total)
    }
    expect(calendars[1]).toEqual(calendars[0])
    expect(calendars[2]).toEqual(calendars[0])
    expect(totals[0]).toBeGreaterThan(0)
    expect(totals).toEqual([totals[0], totals[0], totals[0]])
    expect((await operator.post('/data-input/holidays', SPRING_FESTIVAL_2026[0])).code).toBe(403)
  })

  it('refuses overlapping periods, 调休 on weekdays and bad dates, writing nothing', async () => {
    const count = async () => (await server.db.selectFrom('holiday_periods').select('id').execute()).length
    const before = await count()
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [
        { name: '重叠', kind: 'holiday', startDate: '2026-02-20', endDate: '2026-02-25' },
        'startDate',
        /重叠/,
      ],
      [
        { name: '周三调休', kind: 'workday', startDate: '2026-03-04', endDate: '2026-03-04' },
        'startDate',
        /周六或周日/,
      ],
      [{ name: '倒序', kind: 'holiday', startDate: '2026-03-10', endDate: '2026-03-09' }, 'endDate', /早于/],
      [{ name: '太长', kind: 'holiday', startDate: '2026-07-01', endDate: '2026-08-15' }, 'endDate', /31天/],
      [
        { name: '无效', kind: 'holiday', startDate: '2026-02-30', endDate: '2026-03-01' },
        'startDate',
        /有效日期/,
      ],
      [{ name: '', kind: 'holiday', startDate: '2026-03-10', endDate: '2026-03-10' }, 'name', /名称/],
    ]
    for (const [body, fieldName, message] of cases) {
      const answer = await admin.post('/data-input/holidays', body)
      expect(answer.code, JSON.stringify(body)).toBe(400)
      expect(answer.msg).toMatch(message)
      expect(JSON.stringify(answer.data ?? {}) + answer.msg).toMatch(
        new RegExp(`${fieldName}|${message.source}`),
      )
    }
    // An update may not grow into its neighbour either.
    const festival = await server.db
      .selectFrom('holiday_periods')
      .select('id')
      .where('startDate', '=', '2026-02-15')
      .executeTakeFirstOrThrow()
    const grown = await admin.post(`/data-input/holidays/${festival.id}`, {
      ...SPRING_FESTIVAL_2026[1],
      endDate: '2026-02-28',
    })
    expect(grown.code).toBe(400)
    expect(await count()).toBe(before)
    expect(await addWorkingDays(server.db, '2026-02-14', 1)).toBe('2026-02-24')
  })

  it('lets staff change and delete a period, journaled; others may not', async () => {
    const created = await admin.post('/data-input/holidays', {
      name: '测试假日',
      kind: 'holiday',
      startDate: '2026-03-11',
      endDate: '2026-03-11',
    })
    expect(created.code).toBe(200)
    expect(await isWorkingDay(server.db, '2026-03-11')).toBe(false)
    expect(
      (
        await operator.post('/data-input/holidays', {
          name: '运营商',
          kind: 'holiday',
          startDate: '2026-03-12',
          endDate: '2026-03-12',
        })
      ).code,
    ).toBe(403)
    expect((await tianjin.post(`/data-input/holidays/${created.data.id}/delete`)).code).toBe(403)
    const moved = await admin.post(`/data-input/holidays/${created.data.id}`, {
      name: '测试假日',
      kind: 'holiday',
      startDate: '2026-03-12',
      endDate: '2026-03-13',
    })
    expect(moved.code).toBe(200)
    expect(moved.data.days).toBe(2)
    expect(await isWorkingDay(server.db, '2026-03-11')).toBe(true)
    expect((await admin.post(`/data-input/holidays/${created.data.id}/delete`)).code).toBe(200)
    expect(await isWorkingDay(server.db, '2026-03-12')).toBe(true)
    const journal = await server.db
      .selectFrom('journal')
      .select('action')
      .where('action', 'like', 'holiday.%')
      .execute()
    expect(journal.map((row) => row.action)).toEqual(
      expect.arrayContaining(['holiday.create', 'holiday.update', 'holiday.delete']),
    )
    const list = await tianjin.get('/data-input/holidays', { query: { year: 2027, pageSize: 50 } })
    expect(list.code).toBe(200)
    expect(list.data.total).toBeGreaterThan(0)
  })
})
