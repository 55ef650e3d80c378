/** Instants as China time text (server/src/resources/rows.ts), as lists and exports show them. */
import { describe, expect, it } from 'vitest'
import { chinaTime } from '../../server/src/resources/rows'

/** The plain conversion, by Date, that chinaTime's shortcut for runs of one hour must equal. */
function byDate(iso: string): string {
  const date = new Date(new Date(iso).getTime() + 8 * 3_600_000)
  if (Number.isNaN(date.getTime())) return ''
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
}

describe('china time', () => {
  it('turns instants into China time, across days, months, years and leap days', () => {
    expect(chinaTime('2025-10-25T16:00:22.449Z')).toBe('2025-10-26 00:00:22')
    expect(chinaTime('2024-02-28T16:59:59.999Z')).toBe('2024-02-29 00:59:59')
    expect(chinaTime('2025-12-31T15:59:59.000Z')).toBe('2025-12-31 23:59:59')
    expect(chinaTime('2025-12-31T16:00:00.000Z')).toBe('2026-01-01 00:00:00')
  })

  it('gives what Date gives for many instants in a row, and for texts that are not instants', () => {
    let at = Date.UTC(2023, 11, 31, 10, 0, 0)
    for (let step = 0; step < 20_000; step += 1) {
      at += ((step * 7919) % 900_000) + 1
      const iso = new Date(at).toISOString()
      expect([iso, chinaTime(iso)]).toEqual([iso, byDate(iso)])
    }
    for (const text of [
      '2025-10-25T16:00:22Z',
      '2025-10-25T16:00:22.4Z',
      '2025-10-25 16:00:22',
      '2025-10-25T25:00:22.449Z',
      '2025-10-25T16:60:22.449Z',
      '2025-10-25T16:00:61.449Z',
      '2025-02-30T16:00:22.449Z',
      '2025-10-25T16:00:22.44xZ',
      '2025-10-25T16:00:22.449+',
      'not a time at all, 24 ch',
    ])
      expect([text, chinaTime(text)]).toEqual([text, byDate(text)])
    expect(chinaTime('')).toBe('')
    expect(chinaTime(null)).toBe('')
  })
})
