/**
 * The wall display's panels (issue 44 part 2), drawn at the 1920×1080 design size and scaled as a
 * whole: a framed panel, the figures, the ranking bars and the alarm ticker. Plain elements, no
 * chart instances: only the map holds one.
 */
import type { CSSProperties, ReactNode } from 'react'
import { ALARM_CODE, ALARM_LEVEL, labelOf } from '../../../core/domain/enums'
import { formatMoment } from '../../../core/format'
import type { OpenAlarmCounts } from './alarms'
import type { RankingRow, TickerAlarm } from './wall'

/** The wall's colours (dark by default, whatever the console's theme). */
export const WALL = {
  background: '#050d1f',
  panel: 'rgba(13, 38, 77, 0.55)',
  border: '#1d4f91',
  text: '#d8e6ff',
  muted: '#8aa4cc',
  accent: '#3ea6ff',
  figure: '#6fd3ff',
  states: { charging: '#3ea6ff', idle: '#36cf8a', fault: '#ff5b5b', offline: '#7d8aa3' },
  levels: { 1: '#ff5b5b', 2: '#ffb347', 3: '#6fd3ff' } as Record<number, string>,
} as const

const PANEL: CSSProperties = {
  background: WALL.panel,
  border: `1px solid ${WALL.border}`,
  borderRadius: 6,
  padding: '14px 18px',
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  boxShadow: 'inset 0 0 24px rgba(62, 166, 255, 0.12)',
}

/** A titled panel. */
export function Panel(props: { title: string; children: ReactNode; style?: CSSProperties }) {
  return (
    <section style={{ ...PANEL, ...props.style }} aria-label={props.title}>
      <h2 style={{ margin: '0 0 12px', fontSize: 22, fontWeight: 600, color: WALL.text, letterSpacing: 2 }}>
        <span style={{ color: WALL.accent, marginRight: 8 }}>▍</span>
        {props.title}
      </h2>
      {props.children}
    </section>
  )
}

/** One figure: its label, value and unit (`data-figure` names it for tests and hosts). */
export function Figure(props: { name: string; label: string; value: string; unit: string; color?: string }) {
  return (
    <div data-figure={props.name} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <span style={{ fontSize: 18, color: WALL.muted }}>{props.label}</span>
      <span style={{ fontSize: 40, fontWeight: 700, color: props.color ?? WALL.figure, lineHeight: 1.1 }}>
        <span data-value>{props.value}</span>
        <span style={{ fontSize: 18, fontWeight: 400, marginLeft: 6, color: WALL.muted }}>{props.unit}</span>
      </span>
    </div>
  )
}

/** A bar filled to `share` (0 to 1). */
function Bar({ share, fill }: { share: number; fill: string }) {
  return (
    <span style={{ height: 8, background: 'rgba(62, 166, 255, 0.15)', borderRadius: 4 }}>
      <span
        style={{
          display: 'block',
          height: '100%',
          width: `${share * 100}%`,
          borderRadius: 4,
          background: fill,
        }}
      />
    </span>
  )
}

/** The districts by today's energy as bars. */
export function Ranking({ rows }: { rows: readonly RankingRow[] }) {
  const top = Math.max(1, ...rows.map((row) => row.energyToday))
  if (!rows.length) return <span style={{ color: WALL.muted, fontSize: 18 }}>今日尚无充电记录</span>
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
      {rows.map((row, index) => (
        <li key={row.areaCode} data-area={row.areaCode} style={{ display: 'grid', gap: 4 }}>
          <span style={{ display: 'flex', justifyContent: 'space-between', fontSize: 18 }}>
            <span>
              <b style={{ color: index < 3 ? '#ffb347' : WALL.muted, marginRight: 10 }}>{index + 1}</b>
              {row.name}
            </span>
            <span style={{ color: WALL.figure }}>
              {row.energyToday.toLocaleString('zh-CN', { maximumFractionDigits: 1 })} kWh · {row.ordersToday}{' '}
              笔
            </span>
          </span>
          <Bar
            share={row.energyToday / top}
            fill={`linear-gradient(90deg, ${WALL.border}, ${WALL.accent})`}
          />
        </li>
      ))}
    </ol>
  )
}

/**
 * The newest alarms, each with its level (colour and text: grey mode keeps the text) and its time,
 * with the date when not of `now`'s day.
 */
export function Ticker({
  alarms,
  names,
  now,
}: {
  alarms: readonly TickerAlarm[]
  names: ReadonlyMap<string, string>
  now: Date
}) {
  if (!alarms.length) return <span style={{ color: WALL.muted, fontSize: 18 }}>暂无告警</span>
  return (
    <ul className="evc-wall-ticker" style={{ listStyle: 'none', margin: 0, padding: 0, overflow: 'hidden' }}>
      {alarms.map((alarm) => (
        <li
          key={alarm.id}
          data-alarm={alarm.id}
          style={{
            display: 'grid',
            gridTemplateColumns: '120px 1fr',
            gap: 8,
            padding: '6px 0',
            borderBottom: `1px dashed ${WALL.border}`,
            fontSize: 17,
          }}
        >
          <span
            style={{
              color: WALL.levels[alarm.alarmLevel] ?? WALL.text,
              fontWeight: alarm.alarmLevel === 1 ? 700 : 500,
            }}
          >
            {alarm.alarmLevel === 1 ? '⚠ ' : ''}
            {labelOf(ALARM_LEVEL, alarm.alarmLevel)}
          </span>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            <span style={{ color: WALL.muted, marginRight: 8 }}>{formatMoment(alarm.alarmTime, now)}</span>
            {alarm.stationName ?? names.get(alarm.stationId) ?? alarm.stationId} ·{' '}
            {labelOf(ALARM_CODE, alarm.alarmCode)}
          </span>
        </li>
      ))}
    </ul>
  )
}

/**
 * The alarms not recovered by level, a row each with its share of them as a bar (人身安全级 marked
 * by shape and weight too: grey mode keeps it). The rows share the panel's height: the left
 * column ends with it, so it fills what the figures above leave.
 */
export function OpenAlarms({ counts }: { counts: OpenAlarmCounts }) {
  const all = counts ? ALARM_LEVEL.reduce((sum, level) => sum + (counts[level.value] ?? 0), 0) : 0
  return (
    <div
      style={{ flex: 1, display: 'grid', gridTemplateRows: `repeat(${ALARM_LEVEL.length}, 1fr)`, gap: 10 }}
    >
      {ALARM_LEVEL.map((level) => {
        const count = counts?.[level.value] ?? 0
        const color = WALL.levels[level.value]
        return (
          <div key={level.value} style={{ display: 'grid', alignContent: 'center', gap: 6 }}>
            <div
              data-figure={`openAlarms${level.value}`}
              style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}
            >
              <span style={{ fontSize: 20, color, fontWeight: level.value === 1 ? 700 : 500 }}>
                {level.value === 1 ? '⚠ ' : ''}
                {level.label}
              </span>
              <span style={{ fontSize: 36, fontWeight: 700, color, lineHeight: 1.1 }}>
                <span data-value>{counts ? count.toLocaleString('zh-CN') : '-'}</span>
                <span style={{ fontSize: 18, fontWeight: 400, marginLeft: 6, color: WALL.muted }}>条</span>
              </span>
            </div>
            <Bar share={all ? count / all : 0} fill={color} />
          </div>
        )
      })}
    </div>
  )
}
