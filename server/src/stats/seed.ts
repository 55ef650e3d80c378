/** The dashboards' seed: the daily aggregates built from the seeded archives (both scales). */
import type { Seeder } from '../db/seed/context'
import { rebuildAggregates } from './aggregate'

/** Builds the aggregates after the archives seeder. */
export const statsSeeder: Seeder = {
  name: 'stats',
  async run({ db }) {
    await rebuildAggregates(db)
  },
}
