import { describe, expect, it } from 'vitest'
import {
  addNumbers,
  dayjs,
  energyParts,
  formatDate,
  formatDateTime,
  formatEnergy,
  formatMoney,
  maskPlate,
  PERIOD_PRESETS,
  periodPreset,
} from '../../../src/core/format'

const stamp = (d: ReturnType<typeof dayjs>) => d.format('YYYY-MM-DD HH:mm:ss')

describe('energy formatting (section 9)', () => {
  it('shows values below 1000 as they are', () => {
    expect(formatEnergy(999)).toBe('999kWh')
    expect(formatEnergy(0)).toBe('0kWh')
    expect(formatEnergy(12.345)).toBe('12.35kWh')
  })

  it('shows 4-digit values in 千 with 2 decimals', () => {
    expect(formatEnergy(1000)).toBe('1.00千kWh')
    expect(formatEnergy(1234)).toBe('1.23千kWh')
    expect(formatEnergy(9990)).toBe('9.99千kWh')
  })

  it('moves 9999 to 万 instead of showing 10.00千', () => {
    expect(formatEnergy(9999)).toBe('1.00万kWh')
  })

  it('shows 5 or more digits in 万 with 2 decimals', () => {
    expect(formatEnergy(10000)).toBe('1.00万kWh')
    expect(formatEnergy(56789)).toBe('5.68万kWh')
    expect(formatEnergy(123456789)).toBe('12345.68万kWh')
  })

  it('keeps the sign, accepts numeric text and another unit, and shows - for nothing', () => {
    expect(formatEnergy(-1234)).toBe('-1.23千kWh')
    expect(formatEnergy('56789')).toBe('5.68万kWh')
    expect(formatEnergy(1500, 'kW')).toBe('1.50千kW')
    expect(energyParts(56789)).toEqual({ value: '5.68', unit: '万kWh' })
    expect(formatEnergy(null)).toBe('-')
    expect(formatEnergy('abc')).toBe('-')
  })
})

describe('money, plates and addition', () => {
  it('shows money with 2 decimals, optionally with thousands separators', () => {
    expect(formatMoney(12)).toBe('12.00')
    expect(formatMoney(1.005)).toBe('1.01')
    expect(formatMoney('1234567.891', { thousands: false })).toBe('1234567.89')
    expect(formatMoney(1234567.891)).toBe('1,234,567.89')
    expect(formatMoney('199200.00')).toBe('199,200.00')
    expect(formatMoney(-1234.5)).toBe('-1,234.50')
    expect(formatMoney(undefined)).toBe('-')
  })

  it('masks the last 2 characters of a plate', () => {
    expect(maskPlate('京A12345')).toBe('京A123**')
    expect(maskPlate('京AD12345')).toBe('京AD123**')
    expect(maskPlate('A')).toBe('*')
    expect(maskPlate(null)).toBe('')
  })

  it('adds decimals without floating-point error', () => {
    expect(0.1 + 0.2).not.toBe(0.3)
    expect(addNumbers(0.1, 0.2)).toBe(0.3)
    expect(addNumbers(1.005, 0.001)).toBe(1.006)
    expect(addNumbers('2.35', '-1.1')).toBe(1.25)
    expect(addNumbers(3, 4)).toBe(7)
    expect(addNumbers(1e-7, 2e-7)).toBe(3e-7)
    expect(addNumbers('x', 1)).toBeNaN()
  })
})

describe('dates and period presets', () => {
  const now = dayjs('2026-11-22 08:30:00')

  it('formats date-times as YYYY-MM-DD HH:mm:ss and blanks bad input', () => {
    expect(formatDateTime(new Date(2026, 10, 22, 8, 5, 9))).toBe('2026-11-22 08:05:09')
    expect(formatDate('2026-11-22T08:05:09')).toBe('2026-11-22')
    expect(formatDateTime('not a date')).toBe('')
    expect(formatDateTime(null)).toBe('')
  })

  it('uses the Chinese locale with weeks starting Monday', () => {
    expect(dayjs.locale()).toBe('zh-cn')
    expect(now.startOf('week').format('YYYY-MM-DD dddd')).toBe('2026-11-16 星期一')
  })

  it('offers the six presets with their Chinese labels in order', () => {
    expect(PERIOD_PRESETS.map((p) => p.label)).toEqual([
      '今日',
      '昨日',
      '近7天',
      '近30天',
      '近12个月',
      '自定义',
    ])
  })

  it('gives each preset a whole-day range ending today', () => {
    const range = (key: Parameters<typeof periodPreset>[0]) => periodPreset(key).range(now).map(stamp)
    expect(range('today')).toEqual(['2026-11-22 00:00:00', '2026-11-22 23:59:59'])
    expect(range('yesterday')).toEqual(['2026-11-21 00:00:00', '2026-11-21 23:59:59'])
    expect(range('last7Days')).toEqual(['2026-11-16 00:00:00', '2026-11-22 23:59:59'])
    expect(range('last30Days')).toEqual(['2026-10-24 00:00:00', '2026-11-22 23:59:59'])
    expect(range('last12Months')).toEqual(['2025-12-01 00:00:00', '2026-11-22 23:59:59'])
    expect(range('custom')).toEqual(range('last30Days'))
  })
})
