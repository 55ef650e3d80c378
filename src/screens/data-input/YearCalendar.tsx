/**
 * The year's calendar above holidays-management: twelve months, each day coloured (from the
 * theme's tokens) as the server's working-day rule sees it (法定节假日 off, 调休上班 on, weekends off), with the year's
 * count of working days. It reloads when a period of the list changes.
 */
import { Card, Select, Space, theme } from 'antd'
import { useEffect, useState } from 'react'
import type { DataOf } from '../../contract/define'
import { holidayCalendar } from '../../contract/endpoints/data-input'
import { useDataClient } from '../../ui/dataClient'
import type { ListAboveProps } from '../../ui/list/definition'
import { onHolidaysChanged } from './holidayClient'

type Calendar = DataOf<typeof holidayCalendar>

/** The legend: a day kind and its label. */
const LEGEND = [
  ['holiday', '法定节假日'],
  ['workday', '调休上班'],
  ['weekend', '周末'],
] as const

const WEEK = ['一', '二', '三', '四', '五', '六', '日']
const MONTHS = ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月']

/** The days of each month. */
const monthsOf = (calendar: Calendar | null) =>
  MONTHS.map((title, month) => ({
    title,
    days: (calendar?.days ?? []).filter((day) => Number(day.date.slice(5, 7)) === month + 1),
  }))

export function YearCalendar(_: ListAboveProps) {
  const data = useDataClient()
  // The theme's own colours (light, dark, brand colour), never fixed ones (issue 21).
  const { token } = theme.useToken()
  const COLORS = {
    holiday: token.colorErrorBg,
    workday: token.colorInfoBg,
    weekend: token.colorFillSecondary,
  }
  const thisYear = new Date().getFullYear()
  const [year, setYear] = useState(thisYear)
  const [calendar, setCalendar] = useState<Calendar | null>(null)
  const [version, setVersion] = useState(0)
  useEffect(() => onHolidaysChanged(() => setVersion((value) => value + 1)), [])
  useEffect(() => {
    void version
    data.call(holidayCalendar, { query: { year } }).then(setCalendar, () => setCalendar(null))
  }, [data, year, version])

  return (
    <Card
      size="small"
      style={{ marginBottom: 16 }}
      title={
        <Space>
          <span>节假日日历</span>
          <Select
            aria-label="年份"
            size="small"
            value={year}
            onChange={setYear}
            options={[thisYear - 1, thisYear, thisYear + 1].map((value) => ({ value, label: `${value}年` }))}
          />
          {calendar && (
            <span style={{ fontWeight: 'normal' }}>{`全年工作日 ${calendar.workingDays} 天`}</span>
          )}
        </Space>
      }
      extra={
        <Space size={4}>
          {LEGEND.map(([kind, label]) => (
            <span
              key={kind}
              style={{
                background: COLORS[kind],
                color: token.colorText,
                borderRadius: token.borderRadiusSM,
                padding: '0 7px',
                fontSize: 12,
                lineHeight: '20px',
              }}
            >
              {label}
            </span>
          ))}
        </Space>
      }
    >
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gap: 12 }}>
        {monthsOf(calendar).map(({ title, days }) => {
          const offset = days.length ? (new Date(`${days[0].date}T00:00:00Z`).getUTCDay() + 6) % 7 : 0
          return (
            <section key={title} aria-label={title}>
              <div style={{ fontWeight: 600, marginBottom: 4 }}>{title}</div>
              <div
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(7, 1fr)',
                  gap: 1,
                  fontSize: 11,
                  textAlign: 'center',
                }}
              >
                {WEEK.map((name) => (
                  <span key={name} style={{ color: token.colorTextSecondary }}>
                    {name}
                  </span>
                ))}
                {WEEK.slice(0, offset).map((name) => (
                  <span key={`blank-${name}`} />
                ))}
                {days.map((day) => {
                  const weekend = [0, 6].includes(new Date(`${day.date}T00:00:00Z`).getUTCDay())
                  const background =
                    day.kind === 'holiday'
                      ? COLORS.holiday
                      : day.kind === 'workday'
                        ? COLORS.workday
                        : weekend
                          ? COLORS.weekend
                          : undefined
                  const text = `${day.date} ${day.name ?? ''} ${day.working ? '工作日' : '休息日'}`
                  return (
                    <span
                      key={day.date}
                      title={text}
                      style={{ background, borderRadius: 2, lineHeight: '18px', color: token.colorText }}
                    >
                      {Number(day.date.slice(8))}
                    </span>
                  )
                })}
              </div>
            </section>
          )
        })}
      </div>
    </Card>
  )
}
