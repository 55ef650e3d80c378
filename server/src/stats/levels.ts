/**
 * The levels of the rollups kept by triggers (db/migrations/rollup-triggers.ts): which rows of a
 * rollup answer a filter and a grouping, and which source of the charge measures does.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely'
import { FACILITY_ROLLUPS } from '../db/migrations/0048-facility-rollups'
import { CHARGE_LEVEL_ROLLUPS } from '../db/migrations/0049-charge-levels'
import { CONNECTOR_ROLLUPS } from '../db/migrations/0052-connector-status-rollup'
import { allOf } from '../resources/conditions'
import { type StatsFilter, where } from './filters'
import { OPERATORS, PILE_TYPES, type WindowSource } from './window'

/** Every rollup kept by triggers: a bulk load switches them off and fills them after. */
export const LEVEL_ROLLUPS = [...FACILITY_ROLLUPS, ...CHARGE_LEVEL_ROLLUPS, ...CONNECTOR_ROLLUPS]

type Grouping = 'areaCode' | 'operatorId'

/** Whether a filter or a grouping needs the districts' rows (the operators'), not the country's. */
const needs = (filter: StatsFilter, by: Grouping | undefined) => ({
  areaCode: filter.areas.length > 0 || by === 'areaCode',
  operatorId: filter.operators.length > 0 || by === 'operatorId',
})

/**
 * The rows of a rollup that answer `filter` grouped by `by`, and are within its limits: a limit
 * or a grouping by area reads the districts' rows, else the country's (`areaCode` ''); the same
 * for operators.
 */
export function levelOf(filter: StatsFilter, by?: Grouping): RawBuilder<SqlBool> {
  const need = needs(filter, by)
  const level = (column: Grouping) =>
    need[column] ? sql<SqlBool>`${sql.ref(column)} <> ''` : sql<SqlBool>`${sql.ref(column)} = ''`
  return allOf([
    level('areaCode'),
    level('operatorId'),
    where(filter, { area: 'areaCode', operator: 'operatorId' }),
  ])
}

/** The charge measures per day and month at the three levels above (district, operator). */
const CHARGE_LEVELS: WindowSource = {
  daily: 'charge_level_daily_stats',
  monthly: 'charge_level_monthly_stats',
  columns: ['operatorId', 'areaCode'],
  costs: { month: 1 },
}

/** The same per pile type. */
const PILE_TYPE_LEVELS: WindowSource = {
  ...CHARGE_LEVELS,
  daily: 'pile_type_level_daily_stats',
  monthly: 'pile_type_level_monthly_stats',
  columns: ['equipmentType', 'operatorId', 'areaCode'],
}

/**
 * Where the charge measures (per pile type: `types`) of `filter` grouped by `by` are read: the
 * per-operator aggregates when both a district and an operator are wanted, else the coarser
 * levels' rows (`level`).
 */
export function chargeSource(
  filter: StatsFilter,
  by?: Grouping,
  types = false,
): { source: WindowSource; level?: RawBuilder<SqlBool> } {
  const need = needs(filter, by)
  if (need.areaCode && need.operatorId) return { source: types ? PILE_TYPES : OPERATORS }
  return { source: types ? PILE_TYPE_LEVELS : CHARGE_LEVELS, level: levelOf(filter, by) }
}
