/**
 * The pieces a period is read in (window.ts): ranges of daily, monthly or yearly aggregate rows,
 * added or taken away, chosen to read as few rows as possible.
 */
import { today } from '../kernel/clock'
import { addDays, dayCount } from './days'

/** Rows of one level over a range, added or taken away. */
export interface Piece {
  level: 'day' | 'month' | 'year'
  /** First and last day, month (YYYY-MM) or year (YYYY) of the range, inclusive. */
  from: string
  to: string
  sign: 1 | -1
}

/** What one row set of a level costs, in daily rows' days (fewer keys are active in a month). */
export interface Costs {
  month: number
  year?: number
}

/** First and last day of the month (or year) of a YYYY-MM-DD day. */
function spanOf(day: string, level: 'month' | 'year'): [string, string] {
  const first = level === 'month' ? `${day.slice(0, 7)}-01` : `${day.slice(0, 4)}-01-01`
  const next = new Date(Date.parse(`${first}T00:00:00Z`))
  if (level === 'month') next.setUTCMonth(next.getUTCMonth() + 1)
  else next.setUTCFullYear(next.getUTCFullYear() + 1)
  return [first, addDays(next.toISOString().slice(0, 10), -1)]
}

/** Days of a range that can hold rows (not after `until`), 0 when none. */
function liveDays(start: string, end: string, until: string): number {
  const last = end < until ? end : until
  return last < start ? 0 : dayCount(start, last)
}

type Plan = { cost: number; pieces: Piece[] }

const negate = (pieces: Piece[]): Piece[] =>
  pieces.map((piece) => ({ ...piece, sign: piece.sign === 1 ? -1 : 1 }))

/**
 * The cheapest pieces giving `start`…`end` at `level` or below: a month (year) the range covers
 * whole is one row set; one it covers in part is either its part read a level below, or its row
 * set less the rest read a level below — whichever costs less (days after `until` hold no rows).
 */
function plan(
  start: string,
  end: string,
  level: 'day' | 'month' | 'year',
  costs: Costs,
  until: string,
): Plan {
  if (level === 'day')
    return { cost: liveDays(start, end, until), pieces: [{ level, from: start, to: end, sign: 1 }] }
  const below = level === 'year' ? 'month' : 'day'
  const own = level === 'year' ? (costs.year ?? Number.POSITIVE_INFINITY) : costs.month
  const result: Plan = { cost: 0, pieces: [] }
  for (let first = spanOf(start, level)[0]; first <= end; first = addDays(spanOf(first, level)[1], 1)) {
    const [, last] = spanOf(first, level)
    const from = start > first ? start : first
    const to = end < last ? end : last
    const key = level === 'year' ? first.slice(0, 4) : first.slice(0, 7)
    let best: Plan =
      from === first && to === last
        ? { cost: Number.POSITIVE_INFINITY, pieces: [] }
        : plan(from, to, below, costs, until)
    const whole: Plan = {
      cost: liveDays(first, last, until) > 0 ? own : 0,
      pieces: [{ level, from: key, to: key, sign: 1 }],
    }
    for (const [a, b] of [
      [first, addDays(from, -1)],
      [addDays(to, 1), last],
    ])
      if (a <= b) {
        const rest = plan(a, b, below, costs, until)
        whole.cost += rest.cost
        whole.pieces.push(...negate(rest.pieces))
      }
    if (whole.cost < best.cost) best = whole
    result.cost += best.cost
    result.pieces.push(...best.pieces)
  }
  return result
}

/** Split `start`…`end` into pieces (see plan), adjacent ranges of one level and sign merged. */
export function piecesOf(start: string, end: string, costs: Costs, until: string = today()): Piece[] {
  const merged: Piece[] = []
  for (const piece of plan(start, end, costs.year ? 'year' : 'month', costs, until).pieces) {
    const same = merged.find(
      (other) => other.level === piece.level && other.sign === piece.sign && next(other) === piece.from,
    )
    if (same) same.to = piece.to
    else merged.push({ ...piece })
  }
  return merged
}

/** The day, month or year after a piece's last. */
function next(piece: Piece): string {
  if (piece.level === 'day') return addDays(piece.to, 1)
  if (piece.level === 'year') return String(Number(piece.to) + 1)
  return addDays(spanOf(`${piece.to}-01`, 'month')[1], 1).slice(0, 7)
}

/** Every day, month (YYYY-MM) or year of a piece, in order. */
export function valuesOf(piece: Piece): string[] {
  const values: string[] = []
  for (let value = piece.from; value <= piece.to; value = next({ ...piece, to: value })) values.push(value)
  return values
}
