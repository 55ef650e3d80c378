/**
 * The report of a closed month, fixed (issue 42 item 10; migration 0034-month-reports): the
 * first read after the month closed computes it from history and stores it for its scope; every
 * later read answers what was stored, so two prints of a closed month show the same figures
 * whatever the connectors' live status or the alarms' handling does in between.
 */
import type { Generated } from 'kysely'
import type { Db } from '../db/types'
import { now } from '../kernel/clock'

/** One fixed report: a month, the scope its figures cover, the report as JSON. */
export interface MonthReportsTable {
  id: Generated<number>
  month: string
  scopeKey: string
  body: string
  createTime: string
}

declare module '../db/types' {
  interface Database {
    month_reports: MonthReportsTable
  }
}

/** The scope a report covers: the caller's data scope and the area asked for. */
export const scopeKeyOf = (filter: { areas: readonly string[]; operators: readonly string[] }): string =>
  `areas:${filter.areas.join(',')};operators:${filter.operators.join(',')}`

/** The stored report of `month` for `scopeKey`, or the one `compute` makes, stored first. */
export async function fixedReport<T>(
  db: Db,
  month: string,
  scopeKey: string,
  compute: () => Promise<T>,
): Promise<T> {
  const read = () =>
    db
      .selectFrom('month_reports')
      .select('body')
      .where('month', '=', month)
      .where('scopeKey', '=', scopeKey)
      .executeTakeFirst()
  const stored = await read()
  if (stored) return JSON.parse(stored.body) as T
  const report = await compute()
  await db
    .insertInto('month_reports')
    .values({ month, scopeKey, body: JSON.stringify(report), createTime: now().toISOString() })
    .onConflict((oc) => oc.columns(['month', 'scopeKey']).doNothing())
    .execute()
  // Two first reads at once: the report stored first is the one every print shows.
  const kept = await read()
  return kept ? (JSON.parse(kept.body) as T) : report
}
