/**
 * The map's labels (issue 44): 天津市's six central districts are too small for theirs at the
 * city's zoom; the others' names are drawn above the stations' points, with a halo, and let the
 * pointer through to the points beneath (a crowded district's name was hidden under its points).
 */
import { describe, expect, it } from 'vitest'
import { inArea } from '../../src/core/geo'
import { TIANJIN_SCHEMATIC } from '../../src/core/maps/tianjin-schematic'
import { labelPoint, smallAreas } from '../../src/ui/map/areaLabels'
import { LIVE_LOOK, MAP_SERIES, mapOption } from '../../src/ui/map/mapOption'
import { COLOURS } from './map-colours'

const TIANJIN = { code: '120100', mapType: 'custom' as const, areas: TIANJIN_SCHEMATIC }

describe('the labels of small areas', () => {
  it('are hidden for 天津市’s central districts only', () => {
    const small = smallAreas(TIANJIN)
    expect(small.sort()).toEqual(['和平区', '河东区', '河北区', '河西区', '红桥区', '南开区'].sort())
  })
})

describe('the areas’ names', () => {
  const option = mapOption(
    'ev-test',
    TIANJIN,
    { label: '充电站', unit: '座', values: new Map() },
    [],
    COLOURS,
    LIVE_LOOK,
  )
  const names = option.series[MAP_SERIES.names] as {
    z?: number
    label: { show: boolean; color: string; textBorderColor: string; textBorderWidth: number }
    data: { name: string; value: [number, number] }[]
  }

  it('are drawn above the stations’ points, with a halo, letting the pointer through', () => {
    const stations = option.series[MAP_SERIES.stations] as { z?: number }
    expect(names).toMatchObject({ type: 'scatter', coordinateSystem: 'geo', silent: true })
    expect(names.z).toBeGreaterThan(stations.z ?? 2)
    expect(names.label).toMatchObject({ show: true, color: '#000', textBorderColor: '#fff' })
    expect(names.label.textBorderWidth).toBeGreaterThan(0)
    // The geo's own names (drawn under every series) are not shown as well.
    expect(option.geo.label.show).toBe(false)
  })

  it('name every area but the small ones, each inside its area', () => {
    const small = smallAreas(TIANJIN)
    expect(names.data.map((name) => name.name).sort()).toEqual(
      TIANJIN_SCHEMATIC.map((area) => area.name)
        .filter((name) => !small.includes(name))
        .sort(),
    )
    for (const area of TIANJIN_SCHEMATIC) expect(inArea(labelPoint(area), area)).toBe(true)
  })
})

describe('the areas’ names on a wall display', () => {
  const sized = (textSize?: number) =>
    mapOption(
      'ev-test',
      TIANJIN,
      { label: '充电站', unit: '座', values: new Map() },
      [],
      COLOURS,
      LIVE_LOOK,
      [],
      undefined,
      textSize,
    )
  const nameSize = (option: ReturnType<typeof sized>) =>
    (option.series[MAP_SERIES.names] as { label: { fontSize: number } }).label.fontSize

  it('are drawn at the size the wall asks for, with the scale’s 高 / 低', () => {
    const option = sized(18)
    expect(nameSize(option)).toBe(18)
    expect(option.visualMap.textStyle).toMatchObject({ fontSize: 18 })
  })

  it('keep the console’s 11 px without it', () => {
    const option = sized()
    expect(nameSize(option)).toBe(11)
    expect(option.visualMap.textStyle).not.toHaveProperty('fontSize')
  })
})
