/**
 * Issue 43: the charge measures of every order at the three levels above (district, operator) —
 * per district of all operators, per operator of the whole country, and the whole country — by
 * day and by month, in all and per pile type, kept by triggers on the per-operator and per-type
 * aggregates (rollup-triggers.ts). A
 * country-wide dashboard read 22,981 rows of operator_daily_stats a day at the national seed
 * (600,000 for the last 30 days: 1.8 s a query as admin); the country's row of a day is one.
 * The per-operator rows keep the (district, operator) level themselves.
 */
import type { Kysely } from 'kysely'
import { col, createRollups, dropRollups, type Rollup } from './rollup-triggers'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

const MEASURES = ['orders', 'energyCenti', 'chargeSeconds', 'revenueFen'] as const

const level = (table: string, source: string, period: 'day' | 'month', byType = false): Rollup => ({
  table,
  source,
  keys: [
    [period, period === 'day' ? 'varchar(10)' : 'varchar(7)', col(period)],
    ...(byType ? [['equipmentType', 'integer', col('equipmentType')] as const] : []),
  ],
  measures: MEASURES.map((name) => [name, col(name)] as const),
  watched: ['areaCode', 'operatorId', period, ...(byType ? ['equipmentType'] : []), ...MEASURES],
  coarserOnly: true,
})

export const CHARGE_LEVEL_ROLLUPS: readonly Rollup[] = [
  level('charge_level_daily_stats', 'operator_daily_stats', 'day'),
  level('charge_level_monthly_stats', 'operator_monthly_stats', 'month'),
  level('pile_type_level_daily_stats', 'equipment_type_daily_stats', 'day', true),
  level('pile_type_level_monthly_stats', 'equipment_type_monthly_stats', 'month', true),
]

export async function up(db: AnyDb): Promise<void> {
  await createRollups(db, CHARGE_LEVEL_ROLLUPS)
}

export async function down(db: AnyDb): Promise<void> {
  await dropRollups(db, CHARGE_LEVEL_ROLLUPS)
}
