/**
 * The repair time kept with each alarm (migration 0054; 故障统计's 平均修复时长 sums it): for
 * every handled alarm of the seed it is disposeTime − alarmTime in milliseconds, null for the
 * others, and a disposal through the API — or any later write of either time — sets it again.
 */
import { describe, expect, it } from 'vitest'
import { DIALECTS, serverWith } from './helpers'

describe.each(DIALECTS)('the repair time of an alarm on %s', (dialect) => {
  const session = serverWith(dialect, ['admin'])
  const rowOf = (id: number) =>
    session.server.db
      .selectFrom('alarms')
      .select(['alarmTime', 'disposeTime', 'repairMs', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  const expected = (row: { alarmTime: string; disposeTime: string | null }) =>
    row.disposeTime === null ? null : Date.parse(row.disposeTime) - Date.parse(row.alarmTime)

  it('is the time from alarm to disposal of every seeded alarm', async () => {
    const rows = await session.server.db
      .selectFrom('alarms')
      .select(['alarmTime', 'disposeTime', 'repairMs'])
      .execute()
    expect(rows.some((row) => row.disposeTime !== null)).toBe(true)
    expect(rows.map((row) => (row.repairMs === null ? null : Number(row.repairMs)))).toEqual(
      rows.map(expected),
    )
  })

  it('follows a disposal through the API and a later change of either time', async () => {
    const { admin, server } = session
    const open = await server.db
      .selectFrom('alarms')
      .select('id')
      .where('disposal', '=', 'pending')
      .where('disposeTime', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    expect((await rowOf(open.id)).repairMs).toBeNull()
    const step = await admin.post(`/ops-services/alarms/${open.id}/accept`, {
      version: (await rowOf(open.id)).version,
    })
    expect(step.code).toBe(200)
    const disposed = await rowOf(open.id)
    expect(disposed.disposeTime).not.toBeNull()
    expect(Number(disposed.repairMs)).toBe(expected(disposed))
    const earlier = new Date(Date.parse(disposed.alarmTime) - 90_000).toISOString()
    await server.db.updateTable('alarms').set({ alarmTime: earlier }).where('id', '=', open.id).execute()
    const moved = await rowOf(open.id)
    expect(Number(moved.repairMs)).toBe(expected(moved))
    expect(Number(moved.repairMs) - Number(disposed.repairMs)).toBe(90_000)
  })
})
