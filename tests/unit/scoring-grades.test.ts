import { describe, expect, it } from 'vitest'
import { scoreFor } from '../../server/src/operate-supervision/indicators'
import { examineScore } from '../../server/src/operation-supervision/actuals'
import { endedPeriods, periodRange, previousPeriod } from '../../src/core/domain/score-periods'
import { EXAMINE_GRADE, gradeOf, SCORE_GRADE } from '../../src/core/domain/supervision'

describe('grades and periods of scoring', () => {
  it('grades A–D at their borders', () => {
    expect([100, 90, 89.99, 75, 74.99, 60, 59.99, 0].map((score) => gradeOf(SCORE_GRADE, score))).toEqual([
      'A',
      'A',
      'B',
      'B',
      'C',
      'C',
      'D',
      'D',
    ])
    expect([90, 89.9, 75, 60, 59.9].map((score) => gradeOf(EXAMINE_GRADE, score))).toEqual([
      'excellent',
      'good',
      'good',
      'pass',
      'fail',
    ])
  })

  it('scores a district from completion capped at 100% per indicator', () => {
    expect(examineScore({ stations: 150, piles: 100, power: 100, publicShare: 100 })).toEqual({
      score: 100,
      grade: 'excellent',
    })
    expect(examineScore({ stations: 0, piles: 100, power: 100, publicShare: 100 }).score).toBe(75)
    expect(examineScore({ stations: 60, piles: 60, power: 60, publicShare: 60 })).toEqual({
      score: 60,
      grade: 'pass',
    })
  })

  it('turns measured values into scores within 0–100', () => {
    expect(scoreFor('onlineRate', 97.5)).toBe(97.5)
    expect(scoreFor('faultRate', 2)).toBe(80)
    expect(scoreFor('faultRate', 15)).toBe(0)
    expect(scoreFor('utilisation', 30)).toBe(100)
    expect(scoreFor('utilisation', 2)).toBe(76)
    expect(scoreFor('alarmRate', 10)).toBe(80)
    expect(scoreFor('complaintCount', 3)).toBe(85)
    expect(scoreFor('complaintCount', 25)).toBe(0)
  })

  it('knows months, quarters and years', () => {
    expect(periodRange('2024-02')).toEqual({ start: '2024-02-01', end: '2024-02-29' })
    expect(periodRange('2026-Q4')).toEqual({ start: '2026-10-01', end: '2026-12-31' })
    expect(previousPeriod('2026-01')).toBe('2025-12')
    expect(previousPeriod('2026-Q1')).toBe('2025-Q4')
    expect(endedPeriods('month', '2026-11-25', 3)).toEqual(['2026-10', '2026-09', '2026-08'])
    expect(endedPeriods('quarter', '2026-11-25', 2)).toEqual(['2026-Q3', '2026-Q2'])
  })
})
