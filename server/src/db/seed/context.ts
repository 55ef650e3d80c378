/** What every seeder receives, and a chunked insert for large seeds. */
import type { Insertable } from 'kysely'
import type { Database, Db } from '../types'
import type { Rng } from './rng'

/** Days of seeded history (13 months): orders, swaps, status history and the daily aggregates span it. */
export const ORDER_DAYS = 395

/** `demo` seeds in seconds; `large` is the benchmark world (issue 3). */
export type SeedScale = 'demo' | 'large'

export interface SeedContext {
  db: Db
  scale: SeedScale
  rng: Rng
  /** The moment of seeding; every seeded time is relative to it (decisions: Seed times). */
  now: Date
}

/** A named step of the seed; business modules append theirs to `SEEDERS` in seed/index.ts. */
export interface Seeder {
  name: string
  run(context: SeedContext): Promise<void>
}

/** ISO text of `now` shifted by the given days (negative: in the past). */
export function daysFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString()
}

/** Insert many rows in chunks that stay under both dialects' parameter limits. */
export async function insertChunked<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  chunk = 500,
): Promise<void> {
  for (let index = 0; index < rows.length; index += chunk) {
    // Kysely cannot narrow the values of a generic table.
    await db
      .insertInto(table)
      .values(rows.slice(index, index + chunk) as never)
      .execute()
  }
}
