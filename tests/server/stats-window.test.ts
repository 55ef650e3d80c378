/**
 * The split of a stats period into yearly, monthly and daily rows (server/src/stats/window.ts):
 * for any period, the pieces added and taken away count every day of the period exactly once
 * and no other day, whatever the costs and the day rows end at.
 */
import { describe, expect, it } from 'vitest'
import { addDays, dayCount } from '../../server/src/stats/days'
import { type Costs, type Piece, piecesOf, valuesOf } from '../../server/src/stats/window-pieces'

/** Days a piece stands for. */
function daysOf(piece: Piece): string[] {
  const [from, to] =
    piece.level === 'day'
      ? [piece.from, piece.to]
      : piece.level === 'month'
        ? [`${piece.from}-01`, addDays(`${nextMonth(piece.to)}-01`, -1)]
        : [`${piece.from}-01-01`, `${piece.to}-12-31`]
  return Array.from({ length: dayCount(from, to) }, (_, index) => addDays(from, index))
}

function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number)
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`
}

/** How many times each day is counted by the pieces. */
function coverage(pieces: Piece[]): Map<string, number> {
  const counted = new Map<string, number>()
  for (const piece of pieces)
    for (const day of daysOf(piece)) counted.set(day, (counted.get(day) ?? 0) + piece.sign)
  return counted
}

/** A fixed pseudo-random sequence (the same periods on every run). */
function sequence(seed: number) {
  let state = seed
  return (limit: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state % limit
  }
}

const COSTS: Costs[] = [
  { month: 1 },
  { month: 3, year: 3.5 },
  { month: 12, year: 16 },
  { month: 40, year: 400 },
]

describe('stats period pieces', () => {
  it('count each day of a period once and nothing else, for whole, partial and single-day periods, and list their values', () => {
    const next = sequence(20)
    const periods: [string, string][] = [
      ['2026-11-26', '2026-11-26'],
      ['2026-10-28', '2026-11-26'],
      ['2026-09-01', '2026-10-31'],
      ['2025-12-01', '2026-11-26'],
      ['2025-11-20', '2026-11-19'],
      ['2024-02-29', '2025-03-01'],
      ['2025-01-01', '2025-12-31'],
    ]
    for (let index = 0; index < 120; index += 1) {
      const start = addDays('2024-01-01', next(1000))
      periods.push([start, addDays(start, next(366))])
    }
    let usedYears = false
    let tookAway = false
    // Every wrong count, said: one expect at the end instead of one per day (some 300,000 of them
    // took most of the test's time, issue 40).
    const wrong: string[] = []
    for (const [start, end] of periods)
      for (const costs of COSTS)
        for (const until of [end, addDays(end, 40), addDays(start, -1)]) {
          const pieces = piecesOf(start, end, costs, until)
          const where = `${start}…${end} (costs ${JSON.stringify(costs)}, days until ${until})`
          usedYears ||= pieces.some((piece) => piece.level === 'year')
          tookAway ||= pieces.some((piece) => piece.sign < 0)
          const counted = coverage(pieces)
          for (let day = start; day <= end; day = addDays(day, 1))
            if (counted.get(day) !== 1) wrong.push(`${where}: ${day} counted ${counted.get(day) ?? 0} times`)
          for (const [day, times] of counted)
            if ((day < start || day > end) && times !== 0)
              wrong.push(`${where}: ${day}, outside, counted ${times} times`)
          // PostgreSQL reads a piece within areas by its values one by one (window.ts).
          for (const piece of pieces) {
            const length = piece.level === 'day' ? 10 : piece.level === 'month' ? 7 : 4
            const expected = [...new Set(daysOf(piece).map((day) => day.slice(0, length)))]
            if (valuesOf(piece).join() !== expected.join())
              wrong.push(`${where}: the values of ${JSON.stringify(piece)}: ${valuesOf(piece).join()}`)
          }
          if (!costs.year && pieces.some((piece) => piece.level === 'year'))
            wrong.push(`${where}: a year piece without a year cost`)
        }
    expect(wrong).toEqual([])
    expect([usedYears, tookAway]).toEqual([true, true])
  })
})
