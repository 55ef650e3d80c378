/**
 * The keys (stations, piles) with the most energy in a period, without summing every key's rows
 * (issue 43: the national seed's 1,003,027 piles' monthly and daily rows took 3.5–4.3 s a list).
 *
 * A key's energy in the period is at most its energy in the months (years) holding the period's
 * added pieces (window-pieces.ts: a piece taken away only lowers it). So the `depth` keys with the
 * most energy in each of those months, read down an index of the monthly rows by energy
 * (migration 0050), are the candidates, and the energy of the `depth`-th in each month bounds
 * every other key's: when the `limit`-th candidate's exact energy in the period is above the sum
 * of those bounds, no other key can come before it, and the candidates' order is the answer
 * (Fagin's threshold algorithm, in one query a round). Otherwise the depth grows; past
 * MAX_DEPTH every key is summed, as before. It converges fast where a few keys stand out (real
 * stations); the national seed's stations are alike, so there the bound holds only thousands deep.
 *
 * One approximation: a key moved to another district or operator within a month has two monthly
 * rows there, each bounded by the list's last, so it could be missed if both stay under the bound
 * while their sum beats the last key listed.
 */
import { type RawBuilder, sql } from 'kysely'
import type { Db } from '../db/types'
import { addDays } from './days'
import { type StatsFilter, where } from './filters'
import { keptRows, keptTop, keptWindow } from './recent-energy'
import { chargeSumsSql, type WindowSource, windowRows } from './window'
import { type Piece, piecesOf } from './window-pieces'

/** Candidates read per month on the first round, as a multiple of the keys wanted; ×4 a round. */
const FIRST_DEPTH = 2
/** Past this depth every key of the period is summed. */
const MAX_DEPTH = 20_000

/** A row set ordered by energy: the source's monthly (or yearly) rows of one month (year). */
type List = { table: string; column: 'month' | 'year'; value: string }

/** The months (or years) from `from` to `to` (YYYY-MM or YYYY). */
function periods(from: string, to: string, level: 'month' | 'year'): string[] {
  const values: string[] = []
  if (level === 'year') for (let year = Number(from); year <= Number(to); year += 1) values.push(String(year))
  else
    for (let day = `${from}-01`; day.slice(0, 7) <= to; day = addDays(`${day.slice(0, 7)}-28`, 4))
      values.push(day.slice(0, 7))
  return [...new Set(values)]
}

/** The lists bounding the period's added pieces, one per month (year) a piece lies in. */
function boundingLists(source: WindowSource, pieces: readonly Piece[]): List[] {
  const lists: List[] = []
  for (const piece of pieces) {
    if (piece.sign < 0) continue
    const year = piece.level === 'year'
    const [from, to] =
      piece.level === 'day' ? [piece.from.slice(0, 7), piece.to.slice(0, 7)] : [piece.from, piece.to]
    for (const value of periods(from, to, year ? 'year' : 'month'))
      lists.push({
        table: year ? (source.yearly ?? '') : source.monthly,
        column: year ? 'year' : 'month',
        value,
      })
  }
  return lists
}

/**
 * The `limit` keys (the source's first column) with the most energy in the period, largest
 * first, ties by key: the sums kept for the last 30 days, the threshold algorithm above, or every
 * key summed.
 */
export async function topKeys(
  db: Db,
  source: WindowSource,
  filter: StatsFilter,
  limit: number,
): Promise<string[]> {
  // The last 30 days (the default window) from the sums kept per key (recent-energy.ts).
  const kept = await keptWindow(db, source, filter)
  return kept ? keptTop(db, kept, filter, limit) : summedTop(db, source, filter, limit)
}

/** topKeys from the period's daily, monthly and yearly rows. */
async function summedTop(
  db: Db,
  source: WindowSource,
  filter: StatsFilter,
  limit: number,
): Promise<string[]> {
  // Within areas (a city's user, a district's filter) every key of them is summed: a city holds a
  // few thousand stations, read from the covering index in tens of ms (window.ts), while the
  // country's lists by energy hold its few among all (Tianjin: 1.2 % of the stations; the first
  // round walked some 33,000 entries to find its 400, 15–211 ms, and a second round followed).
  if (filter.postgres && filter.areas.length) return everyKeyTop(db, source, filter, limit)
  const costs = source.costs
  const lists = boundingLists(source, piecesOf(filter.period.start, filter.period.end, costs))
  const key = source.columns[0]
  const scope = where(filter, { area: 'areaCode', operator: 'operatorId' })
  for (let depth = FIRST_DEPTH * limit; lists.length && depth <= MAX_DEPTH; depth *= 4) {
    const heads = lists.map(
      (
        list,
        index,
      ) => sql`select * from (select ${index} as "list", ${sql.ref(key)} as "code", "energyCenti" as "energy"
        from ${sql.table(list.table)} where ${sql.ref(list.column)} = ${list.value} and ${scope}
        order by "energyCenti" desc limit ${depth}) ${sql.ref(`l${index}`)}`,
    )
    const { rows } = await sql<{
      list: number
      code: string
      energy: number
    }>`${sql.join(heads, sql` union all `)}`.execute(db)
    const found = lists.map(() => ({ rows: 0, last: 0 }))
    for (const row of rows) {
      const list = found[Number(row.list)]
      list.rows += 1
      list.last = Number(row.energy)
    }
    // A list shorter than the depth holds every key of its month: it bounds the others at 0.
    const complete = found.every((list) => list.rows < depth)
    const bound = found.reduce((sum, list) => sum + (list.rows < depth ? 0 : list.last), 0)
    const candidates = [...new Set(rows.map((row) => String(row.code)))]
    if (!candidates.length) return complete ? [] : everyKeyTop(db, source, filter, limit)
    const top = await rankedSums(db, source, filter, limit, candidates)
    if (complete || (top.length === limit && top[limit - 1].energy > bound)) return top.map((row) => row.code)
  }
  return everyKeyTop(db, source, filter, limit)
}

/** The keys of `only` (every key: none) ranked by their energy in the period, the first `limit`. */
async function rankedSums(
  db: Db,
  source: WindowSource,
  filter: StatsFilter,
  limit: number,
  only?: readonly string[],
): Promise<{ code: string; energy: number }[]> {
  const key = sql.ref(`w.${source.columns[0]}`)
  const rows = windowRows(source, filter, {
    columns: [source.columns[0]],
    measures: ['orders', 'energyCenti'],
    only,
  })
  const { rows: top } = await sql<{ code: string; energy: number }>`select ${key} as "code",
    sum(w."energyCenti") as "energy" from ${rows} w group by ${key}
    having sum(w."orders") > 0 order by sum(w."energyCenti") desc, ${key} limit ${limit}`.execute(db)
  return top.map((row) => ({ code: String(row.code), energy: Number(row.energy) }))
}

/** Every key of the period summed, the first `limit` by energy. */
async function everyKeyTop(db: Db, source: WindowSource, filter: StatsFilter, limit: number) {
  return (await rankedSums(db, source, filter, limit)).map((row) => row.code)
}

/**
 * The period's sums of the `limit` keys with the most energy (topKeys), as a derived table: the
 * key as `code`, the least of the source's other columns, and the charge measures; null when no
 * key has rows in the period.
 */
export async function topSums(
  db: Db,
  source: WindowSource,
  filter: StatsFilter,
  limit: number,
): Promise<RawBuilder<unknown> | null> {
  const kept = await keptWindow(db, source, filter)
  const codes = kept ? await keptTop(db, kept, filter, limit) : await summedTop(db, source, filter, limit)
  if (!codes.length) return null
  const [first, ...rest] = source.columns
  const key = sql.ref(`w.${first}`)
  const others = rest.map((column) => sql`min(${sql.ref(`w.${column}`)}) as ${sql.ref(column)}, `)
  const rows = kept ? keptRows(kept, filter, codes) : windowRows(source, filter, { only: codes })
  return sql`(select ${key} as "code", ${sql.join(others, sql``)}${chargeSumsSql()} from ${rows} w group by ${key})`
}
