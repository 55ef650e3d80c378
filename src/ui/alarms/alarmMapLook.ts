/**
 * How 故障监测's map draws a station with open alarms (issue 44 part 3, "the map of open
 * alarms"): by its most severe open alarm level, in the level's colour AND shape, size and
 * border weight — "Grey (mourning) mode must not erase severity": under grey mode's grayscale
 * (src/elements/theme.ts) a 人身安全级 station is still a large, heavy triangle, a 设备安全级 one a
 * diamond, a 告警提示级 one a small dot. Its card: the station, its open alarms by level and its
 * newest. Pure data, with the map's option (mapOption.ts: StationLook).
 */
import { ALARM_CODE, ALARM_LEVEL, labelOf } from '../../core/domain/enums'
import { formatDateTime } from '../../core/format'
import { escapeHtml } from '../map/mapCards'
import type { MapPlace, StationLook } from '../map/mapOption'

/** A station with open alarms, as the map call answers it (src/contract/ops-services.ts). */
export interface AlarmStation extends MapPlace {
  /** Open alarms by level (ALARM_LEVEL's value as the key). */
  counts: Readonly<Record<string, number>>
  newest: { id: number; alarmTime: string; alarmLevel: number; alarmType: number; alarmCode: number }
}

/** Each level's point: ECharts' symbol, its size and border, and the legend's glyph of it. */
export const LEVEL_SYMBOL: Readonly<
  Record<number, { symbol: string; size: number; border: number; glyph: string }>
> = {
  1: { symbol: 'triangle', size: 18, border: 2, glyph: '▲' },
  2: { symbol: 'diamond', size: 14, border: 1.5, glyph: '◆' },
  3: { symbol: 'circle', size: 9, border: 1, glyph: '●' },
}

/** The levels, most severe first (1 人身安全级 … 3 告警提示级). */
const LEVELS = ALARM_LEVEL.map((level) => level.value)

/** A station's most severe open alarm level (the mildest when it has none counted). */
export function topLevel(station: Pick<AlarmStation, 'counts'>): number {
  return LEVELS.find((level) => (station.counts[level] ?? 0) > 0) ?? LEVELS[LEVELS.length - 1]
}

/** A station's open alarms. */
export function openCount(station: Pick<AlarmStation, 'counts'>): number {
  return Object.values(station.counts).reduce((sum, count) => sum + count, 0)
}

/** The stations, mildest first: the most severe are drawn last, on top of their neighbours. */
export function bySeverity<S extends Pick<AlarmStation, 'counts'>>(stations: readonly S[]): S[] {
  return stations
    .map((station, index) => ({ station, index, level: topLevel(station) }))
    .sort((a, b) => b.level - a.level || a.index - b.index)
    .map((entry) => entry.station)
}

/** The tooltip card of a station with open alarms (HTML, every text escaped). */
export function alarmStationCard(station: AlarmStation, areaName: string): string {
  const { newest } = station
  return [
    `<b>${escapeHtml(station.stationName)}</b>`,
    `${escapeHtml(areaName)} · 未确认告警 ${openCount(station)} 条`,
    ALARM_LEVEL.map((level) => `${level.label} ${station.counts[level.value] ?? 0} 条`).join('，'),
    `最新：${escapeHtml(formatDateTime(newest.alarmTime))} ${labelOf(ALARM_LEVEL, newest.alarmLevel)} ${escapeHtml(labelOf(ALARM_CODE, newest.alarmCode))}`,
    '点击查看该站告警',
  ].join('<br/>')
}

/** The look of 故障监测's map, in the levels' colours (the theme's error, warning, primary). */
export function alarmLook(colours: Readonly<Record<number, string>>): StationLook<AlarmStation> {
  return {
    point: (station, map) => {
      const level = topLevel(station)
      const { symbol, size, border } = LEVEL_SYMBOL[level]
      return {
        color: colours[level],
        symbol,
        symbolSize: size,
        borderWidth: border,
        // A dark edge on the severe ones, so that they stand out of a light area in grey too.
        borderColor: level === 1 ? map.text : '#fff',
      }
    },
    card: alarmStationCard,
    legend: (stations) =>
      ALARM_LEVEL.map((level) => ({
        key: `level-${level.value}`,
        label: level.label,
        colour: colours[level.value],
        glyph: LEVEL_SYMBOL[level.value].glyph,
        count: stations.filter((station) => topLevel(station) === level.value).length,
      })),
  }
}
