/**
 * Seed of the live figures (migration 0009-live): the power charging connectors draw now, and
 * each connected operator's messages and failures of today so far (its daily average times the
 * part of the China-time day gone, failures at its failure rate).
 */
import { sql } from 'kysely'
import type { Seeder } from '../db/seed/context'
import { chinaDay, dayStartIso } from '../stats/days'

export const liveSeeder: Seeder = {
  name: 'live',
  async run({ db, now }) {
    await db
      .updateTable('connectors')
      .set({ livePower: sql<number>`round(cast("power" * 0.7 as numeric), 1)` })
      .where('status', '=', 3)
      .execute()
    const day = chinaDay(now)
    const part = Math.min(1, (now.getTime() - Date.parse(dayStartIso(day))) / 86_400_000)
    const rows = await db
      .selectFrom('operator_access')
      .select(['operatorId', 'messagesPerDay', 'failureRate'])
      .where('accessStatus', '=', 2)
      .execute()
    for (const row of rows) {
      const messages = Math.floor(row.messagesPerDay * part)
      await db
        .updateTable('operator_access')
        .set({
          messagesToday: messages,
          failuresToday: Math.round((messages * row.failureRate) / 100),
          countDay: day,
        })
        .where('operatorId', '=', row.operatorId)
        .execute()
    }
  },
}
