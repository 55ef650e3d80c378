/**
 * 故障监测's map option (issue 44 part 3): one point per station with open alarms, drawn by its
 * most severe open level in shape, size and border as well as colour (grey mode keeps severity),
 * the most severe on top; its card; the areas shaded by their open alarms.
 */
import { describe, expect, it } from 'vitest'
import { TIANJIN_SCHEMATIC } from '../../src/core/maps/tianjin-schematic'
import {
  type AlarmStation,
  alarmLook,
  alarmStationCard,
  bySeverity,
  openCount,
} from '../../src/ui/alarms/alarmMapLook'
import { mapOption } from '../../src/ui/map/mapOption'
import { sumByArea } from '../../src/ui/map/stationPoints'
import { COLOURS } from './map-colours'

const LEVEL_COLOURS = { 1: 'red', 2: 'orange', 3: 'blue' }

const station = (id: string, areaCode: string, counts: Record<string, number>): AlarmStation => ({
  stationId: id,
  stationName: `站${id}<b>`,
  areaCode,
  lng: 117.2,
  lat: 39.1,
  counts,
  newest: { id: 7, alarmTime: '2026-12-03T02:00:00.000Z', alarmLevel: 2, alarmType: 1, alarmCode: 17 },
})

describe('the map of open alarms', () => {
  const stations = bySeverity([
    station('A', '120101', { 1: 1, 3: 2 }),
    station('B', '120101', { 3: 1 }),
    station('C', '120102', { 2: 4 }),
  ])
  const option = mapOption(
    'ev-test',
    { code: '120100', mapType: 'custom', areas: TIANJIN_SCHEMATIC },
    { label: '未确认告警', unit: '条', values: sumByArea(stations, openCount) },
    stations,
    COLOURS,
    alarmLook(LEVEL_COLOURS),
  )
  const points = option.series[1].data as {
    id: string
    symbol: string
    symbolSize: number
    itemStyle: { color: string; borderWidth: number }
  }[]

  it('draws each station by its most severe open level: shape, size and weight, not only colour', () => {
    // Mildest first: the most severe is drawn last, on top.
    expect(points.map((point) => point.id)).toEqual(['B', 'C', 'A'])
    const look = Object.fromEntries(
      points.map((point) => [
        point.id,
        [point.symbol, point.symbolSize, point.itemStyle.borderWidth, point.itemStyle.color],
      ]),
    )
    expect(look).toEqual({
      A: ['triangle', 18, 2, 'red'],
      C: ['diamond', 14, 1.5, 'orange'],
      B: ['circle', 9, 1, 'blue'],
    })
    // Grey mode: with the colours gone, the levels still differ in shape and size.
    expect(new Set(points.map((point) => `${point.symbol}${point.symbolSize}`)).size).toBe(3)
  })

  it('shades each area by its open alarms', () => {
    const areas = Object.fromEntries(
      (option.series[0].data as { name: string; value: number }[]).map((area) => [area.name, area.value]),
    )
    expect(areas.和平区).toBe(4)
    expect(areas.河东区).toBe(4)
    expect(areas.南开区).toBe(0)
    expect(option.visualMap.max).toBe(4)
  })

  it('gives each station a card of its alarms by level and its newest, escaped', () => {
    const card = alarmStationCard(stations[2], '和平区')
    expect(card).toContain('<b>站A&#60;b&#62;</b>')
    expect(card).toContain('未确认告警 3 条')
    expect(card).toContain('人身安全级 1 条，设备安全级 0 条，告警提示级 2 条')
    expect(card).toMatch(/最新：2026-12-03 \d\d:00:00 设备安全级 /)
    const legend = alarmLook(LEVEL_COLOURS).legend(stations, COLOURS)
    expect(legend.map((entry) => `${entry.glyph}${entry.label}${entry.count}`)).toEqual([
      '▲人身安全级1',
      '◆设备安全级1',
      '●告警提示级1',
    ])
  })
})
