/**
 * Seed of the live figures (migration 0009-live): the power charging connectors draw now. (The
 * operators' data messages of each day, today's too, are seeded with the statistics:
 * message_daily_stats.)
 */
import { sql } from 'kysely'
import { CONNECTOR } from '../../../src/core/domain/enums'
import type { Seeder } from '../db/seed/context'

export const liveSeeder: Seeder = {
  name: 'live',
  async run({ db }) {
    await db
      .updateTable('connectors')
      .set({ livePower: sql<number>`round(cast("power" * 0.7 as numeric), 1)` })
      .where('status', '=', CONNECTOR.charging)
      .execute()
  },
}
