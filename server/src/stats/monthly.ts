/**
 * The monthly, yearly and per-pile-type charge aggregates (migration 0020) kept equal to the daily ones:
 * built from the daily rows (the seed: monthlySteps), and given each recorded order exactly where its daily
 * rows got it (`recordOrder`), keyed by the operator and district of those daily rows.
 */
import { type RawBuilder, sql } from 'kysely'
import { orderedBySql } from '../db/dialect'
import type { Db } from '../db/types'

const MEASURES = ['orders', 'energyCenti', 'chargeSeconds', 'revenueFen'] as const
const LIST = sql.raw(MEASURES.map((name) => `"${name}"`).join(', '))
const MONTH = sql`substr("day", 1, 7)`
const SWAP_MEASURES = ['swaps', 'failures', 'energyCenti', 'feeFen', 'durationSeconds'] as const

/** The tables this module keeps. */
export const MONTHLY_TABLES = [
  'station_monthly_stats',
  'equipment_monthly_stats',
  'station_yearly_stats',
  'equipment_yearly_stats',
  'operator_monthly_stats',
  'swap_monthly_stats',
  'equipment_type_daily_stats',
  'equipment_type_monthly_stats',
] as const

/** A statement of a rebuild, the table it fills and the tables it reads. */
export interface RebuildStep {
  statement: RawBuilder<unknown>
  writes: string
  reads: readonly string[]
}

/**
 * The monthly and per-type rows from the daily ones (replacing nothing: the caller empties the
 * tables first), each step after the steps that fill what it reads (aggregate.ts lists the daily
 * ones first). The longest first where they may run side by side (the national seed's
 * connections take them in order: the piles' monthly rows 69 s, the per-type daily rows 58 s at
 * the national scale). Each groups by its table's widest index and writes its rows in that order:
 * the national seed builds the indexes after the load, and a B-tree built from rows already in
 * its order skips most of its sort (equipment_daily_stats' covering index, 19 million rows: 100 s
 * from rows in no order, 31 s from rows in its order), in one key on PostgreSQL (orderedBySql).
 */
export function monthlySteps(pg: boolean): RebuildStep[] {
  const [day, area, operator] = [sql.ref('d.day'), sql.ref('d.areaCode'), sql.ref('d.operatorId')]
  return [
    coarser('equipment_monthly_stats', 'equipment_daily_stats', 'month', ['equipmentId', 'stationId'], pg),
    {
      writes: 'equipment_type_daily_stats',
      reads: ['equipment_daily_stats', 'equipment'],
      statement: sql`insert into equipment_type_daily_stats ("day", "areaCode", "operatorId", "equipmentType", ${LIST})
      select d."day", d."areaCode", d."operatorId", e."equipmentType", ${sql.raw(MEASURES.map((name) => `sum(d."${name}")`).join(', '))}
      from equipment_daily_stats d join equipment e on e."equipmentId" = d."equipmentId"
      group by 1, 2, 3, 4 order by ${orderedBySql([day, area, operator], pg, [sql.ref('e.equipmentType')])}`,
    },
    coarser('station_monthly_stats', 'station_daily_stats', 'month', ['stationId'], pg),
    coarser('equipment_yearly_stats', 'equipment_monthly_stats', 'year', ['equipmentId', 'stationId'], pg),
    coarser('equipment_type_monthly_stats', 'equipment_type_daily_stats', 'month', ['equipmentType'], pg),
    coarser('operator_monthly_stats', 'operator_daily_stats', 'month', [], pg),
    coarser('station_yearly_stats', 'station_monthly_stats', 'year', ['stationId'], pg),
    coarser('swap_monthly_stats', 'swap_daily_stats', 'month', [], pg, SWAP_MEASURES),
  ]
}

/** The key columns that hold integers (ordered as numbers, after the text ones). */
const INTEGER_KEYS = new Set(['equipmentType'])

/**
 * The rows of `table` summed from the finer `source` (days to months, months to years): by the
 * period, district, operator and `keys`, in that order (the table's widest index).
 */
function coarser(
  table: string,
  source: string,
  period: 'month' | 'year',
  keys: readonly string[],
  pg: boolean,
  measures: readonly string[] = MEASURES,
): RebuildStep {
  const from = period === 'month' ? MONTH : sql`substr("month", 1, 4)`
  const columns = sql.raw(
    ['areaCode', 'operatorId', ...keys, ...measures].map((name) => `"${name}"`).join(', '),
  )
  const picked = sql.raw(['areaCode', 'operatorId', ...keys].map((name) => `"${name}"`).join(', '))
  const sums = sql.raw(measures.map((name) => `sum("${name}")`).join(', '))
  const groups = sql.raw(Array.from({ length: keys.length + 3 }, (_, index) => index + 1).join(', '))
  const texts = [
    from,
    ...['areaCode', 'operatorId', ...keys.filter((key) => !INTEGER_KEYS.has(key))].map((key) => sql.ref(key)),
  ]
  const integers = keys.filter((key) => INTEGER_KEYS.has(key)).map((key) => sql.ref(key))
  return {
    writes: table,
    reads: [source],
    statement: sql`insert into ${sql.table(table)} (${sql.id(period)}, ${columns})
      select ${from}, ${picked}, ${sums} from ${sql.table(source)} group by ${groups}
      order by ${orderedBySql(texts, pg, integers)}`,
  }
}

/** What one order adds to its rows. */
export type ChargeAdd = Record<(typeof MEASURES)[number], number>

/** Keys of the daily rows one order went to (as those rows hold them). */
export interface OrderRows {
  day: string
  equipmentId: string
  /** The order's operator and district (its row of operator_daily_stats). */
  operator: { operatorId: string; areaCode: string }
  station: { stationId: string; operatorId: string; areaCode: string }
  pile: { stationId: string; operatorId: string; areaCode: string }
}

/** Add an order to the monthly and per-type rows matching the daily rows it was added to. */
export async function addToMonthly(db: Db, rows: OrderRows, add: ChargeAdd): Promise<void> {
  const month = rows.day.slice(0, 7)
  await db
    .insertInto('station_monthly_stats')
    .values({ ...rows.station, month, ...add })
    .onConflict((oc) =>
      oc
        .columns(['stationId', 'operatorId', 'areaCode', 'month'])
        .doUpdateSet(increments('station_monthly_stats', add)),
    )
    .execute()
  await db
    .insertInto('equipment_monthly_stats')
    .values({ equipmentId: rows.equipmentId, ...rows.pile, month, ...add })
    .onConflict((oc) =>
      oc
        .columns(['equipmentId', 'stationId', 'operatorId', 'areaCode', 'month'])
        .doUpdateSet(increments('equipment_monthly_stats', add)),
    )
    .execute()
  const year = month.slice(0, 4)
  await db
    .insertInto('station_yearly_stats')
    .values({ ...rows.station, year, ...add })
    .onConflict((oc) =>
      oc
        .columns(['stationId', 'operatorId', 'areaCode', 'year'])
        .doUpdateSet(increments('station_yearly_stats', add)),
    )
    .execute()
  await db
    .insertInto('equipment_yearly_stats')
    .values({ equipmentId: rows.equipmentId, ...rows.pile, year, ...add })
    .onConflict((oc) =>
      oc
        .columns(['equipmentId', 'stationId', 'operatorId', 'areaCode', 'year'])
        .doUpdateSet(increments('equipment_yearly_stats', add)),
    )
    .execute()
  await db
    .insertInto('operator_monthly_stats')
    .values({ ...rows.operator, month, ...add })
    .onConflict((oc) =>
      oc.columns(['month', 'areaCode', 'operatorId']).doUpdateSet(increments('operator_monthly_stats', add)),
    )
    .execute()
  // A pile missing from the archives has no type (the per-pile statistics join the archives).
  const pile = await db
    .selectFrom('equipment')
    .select('equipmentType')
    .where('equipmentId', '=', rows.equipmentId)
    .executeTakeFirst()
  if (!pile) return
  const type = {
    areaCode: rows.pile.areaCode,
    operatorId: rows.pile.operatorId,
    equipmentType: pile.equipmentType,
  }
  await db
    .insertInto('equipment_type_daily_stats')
    .values({ day: rows.day, ...type, ...add })
    .onConflict((oc) =>
      oc
        .columns(['day', 'areaCode', 'operatorId', 'equipmentType'])
        .doUpdateSet(increments('equipment_type_daily_stats', add)),
    )
    .execute()
  await db
    .insertInto('equipment_type_monthly_stats')
    .values({ month, ...type, ...add })
    .onConflict((oc) =>
      oc
        .columns(['month', 'areaCode', 'operatorId', 'equipmentType'])
        .doUpdateSet(increments('equipment_type_monthly_stats', add)),
    )
    .execute()
}

/** Add a swap order to the monthly row of its daily row's operator and district. */
export async function addSwapToMonthly(
  db: Db,
  row: { day: string; operatorId: string; areaCode: string },
  add: Record<'swaps' | 'failures' | 'energyCenti' | 'feeFen' | 'durationSeconds', number>,
): Promise<void> {
  await db
    .insertInto('swap_monthly_stats')
    .values({ month: row.day.slice(0, 7), operatorId: row.operatorId, areaCode: row.areaCode, ...add })
    .onConflict((oc) =>
      oc.columns(['month', 'areaCode', 'operatorId']).doUpdateSet(increments('swap_monthly_stats', add)),
    )
    .execute()
}

/** `column = table.column + excluded.column` for each counted column (qualified: PostgreSQL). */
export function increments<K extends string>(table: string, add: Record<K, number>) {
  return Object.fromEntries(
    Object.keys(add).map((column) => [
      column,
      sql`${sql.ref(`${table}.${column}`)} + ${sql.ref(`excluded.${column}`)}`,
    ]),
  ) as Record<K, never>
}
