/**
 * trouble-statistics (domain.md: alarms by type, level, code, operator and district; fault rate;
 * mean time to repair): the alarms raised in the period, counted from the alarms table (tens of
 * thousands of rows at the large seed, indexed by alarm time). Fault rate = connectors with
 * status 255 ÷ all connectors (domain.md: Indicators), as they stand now (a closed month: from the
 * status history); mean time to repair =
 * the mean of disposal time − alarm time over the period's alarms handled by staff (已处理 and
 * 已确认), in minutes, and no figure (`null`, shown as —) when none was handled.
 * An alarm is handled by staff (已处理), else still on (未恢复), else recovered by itself without
 * being handled (已恢复未处理, issue 42: 176 = 103 + 0 + 73 for Tianjin in 2026-11), so that
 * 告警总数 = 已处理 + 已恢复未处理 + 未恢复未处理; an alarm both on and handled counts in 已处理
 * and in 未恢复.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely'
import {
  ALARM_CODE,
  ALARM_DISPOSAL,
  ALARM_LEVEL,
  ALARM_STATUS,
  ALARM_TYPE,
  CONNECTOR,
  labelOf,
} from '../../../src/core/domain/enums'
import { chinaTimeSql } from '../db/dialect'
import { inTransaction } from '../db/roots'
import type { Db } from '../db/types'
import { addUp, alarmCounts, GROUPINGS, groupingSetsSql, type SetRow } from './alarm-sets'
import { chinaHourOf, dayStartIso, instantsOf } from './days'
import { type Dashboards, type StatsFilter, where } from './filters'
import { levelOf } from './levels'
import { keptAlarmRows } from './recent-alarms'
import { areaNames, buckets, operatorNames, ranked, round2, type StatsRow } from './series'
import { statusShares } from './status-history'

/** Fault rate % = connectors with status 255 ÷ all connectors (domain.md: Indicators). */
export function faultRate(faulty: number, connectors: number): number {
  return connectors > 0 ? round2((faulty / connectors) * 100) : 0
}

type Faults = Map<string, { connectors: number; faulty: number }>

/** Connectors and those in fault per district now (live status, migration 0052's rollup). */
async function faultNow(db: Db, filter: StatsFilter): Promise<Faults> {
  const { rows } = await sql<
    Record<string, unknown>
  >`select "areaCode" as "key", sum("connectors") as "connectors",
    sum(case when "status" = ${sql.lit(CONNECTOR.fault)} then "connectors" else 0 end) as "faulty"
    from connector_status_stats where ${levelOf(filter, 'areaCode')} group by "areaCode"
    having sum("connectors") > 0`.execute(db)
  return new Map(
    rows.map((row) => [
      String(row.key),
      { connectors: Number(row.connectors), faulty: Number(row.faulty ?? 0) },
    ]),
  )
}

/** Connector seconds recorded and in fault per district from the period's start to `asOf` (history). */
async function faultHistory(db: Db, filter: StatsFilter, asOf: string): Promise<Faults> {
  const scope = where(filter, { area: 'areaCode', operator: 'operatorId' })
  const shares = await statusShares(db, 'areaCode', dayStartIso(filter.period.start), asOf, scope)
  return new Map(
    [...shares].map(([code, share]) => [code, { connectors: share.recorded, faulty: share.fault }]),
  )
}

/** Alarms recovered (告警状态 恢复) while their disposal is still 待处理: the domain's own words. */
const SELF_RECOVERED = `已${labelOf(ALARM_STATUS, 0)}${labelOf(ALARM_DISPOSAL, 'pending')}`

/** A figure of troubleStats' totals. */
type Total = { key: string; value: number | null }

/**
 * How the period's alarms add up, as the monthly report says it under its figures (issue 42: 176
 * alarms, 0 未恢复 and 103 已处理 left 73 unexplained): every alarm is 已处理, else 已恢复待处理,
 * else neither; and what 平均修复时长 is a mean of (— when nothing was handled).
 */
export function alarmNote(totals: readonly Total[]): string {
  const value = (key: string) => Number(totals.find((figure) => figure.key === key)?.value ?? 0)
  const [alarms, repaired, recovered] = [value('alarms'), value('repaired'), value('selfRecovered')]
  const mttr = totals.find((figure) => figure.key === 'mttr')?.value
  const mean =
    mttr === null || mttr === undefined
      ? '本期无已处理告警，平均修复时长无数据（—）'
      : '平均修复时长为已处理告警从告警到处理的平均时长'
  return `告警总数${alarms}条 = 已处理${repaired}条 + ${SELF_RECOVERED}${recovered}条 + 未恢复且未处理${alarms - repaired - recovered}条（未恢复告警中已处理的计入已处理）；${mean}。`
}

/** The alarms raised in [from, to) (the period's, by default) within the filters and scope. */
export function alarmRange(
  filter: StatsFilter,
  [from, to]: readonly [string, string] = instantsOf(filter.period.start, filter.period.end),
): RawBuilder<SqlBool> {
  return sql<SqlBool>`"alarmTime" >= ${from} and "alarmTime" < ${to}
    and ${where(filter, { area: 'areaCode', operator: 'operatorId' })}`
}

/** The time bucket of an alarm (China time): hour, day or month (SQLite). */
function bucketSql(filter: StatsFilter) {
  const china = chinaTimeSql('alarmTime', 'dayHour', filter.postgres)
  if (filter.period.granularity === 'hour') return sql<string>`substr(${china}, 12, 2) || '时'`
  return filter.period.granularity === 'month'
    ? sql<string>`substr(${china}, 1, 7)`
    : sql<string>`substr(${china}, 1, 10)`
}

/**
 * The same bucket of an alarm's UTC hour (YYYY-MM-DDTHH, a prefix of its time). PostgreSQL groups
 * by that prefix and the buckets are named here: its `to_char` of the China time took 80 of a
 * half period's 122 ms at the national seed (31,000 alarms).
 */
function bucketOfUtcHour(filter: StatsFilter, utcHour: string): string {
  const china = chinaHourOf(utcHour)
  if (filter.period.granularity === 'hour') return `${china.slice(11, 13)}时`
  return filter.period.granularity === 'month' ? china.slice(0, 7) : china.slice(0, 10)
}

/**
 * The trouble-statistics answer. With `asOf` (an ISO instant: a closed month's end, the monthly
 * report) every figure is as it stood then, from history: alarms not recovered and repaired by
 * then, and the fault rate as the share of connector time in fault during the period (the status
 * history), not the connectors' live status (issue 42 item 10).
 */
export async function troubleStats(db: Db, filter: StatsFilter, asOf?: string) {
  const counts = alarmCounts(asOf)
  const [areas, operators, grouped, connectors] = await Promise.all([
    areaNames(db),
    operatorNames(db),
    alarmGroups(db, filter, counts, asOf),
    asOf ? faultHistory(db, filter, asOf) : faultNow(db, filter),
  ])
  const { total, byType, byLevel, byCode, byOperator, byArea, trend } = grouped
  const values = (row: Record<string, unknown> | undefined) => {
    const repaired = Number(row?.repaired ?? 0)
    return {
      alarms: Number(row?.alarms ?? 0),
      open: Number(row?.open ?? 0),
      repaired,
      selfRecovered: Number(row?.selfRecovered ?? 0),
      // A mean of nothing is no figure, not 0 minutes.
      // The repair time is kept with the alarm (migration 0054), in milliseconds.
      mttr: repaired ? round2(Number(row?.repairMs ?? 0) / 1000 / repaired / 60) : null,
    }
  }
  const rows = (result: { rows: Record<string, unknown>[] }, name: (code: string) => string): StatsRow[] =>
    result.rows.map((row) => ({ name: name(String(row.key)), code: String(row.key), values: values(row) }))
  let allConnectors = 0
  let allFaulty = 0
  const fault = new Map<string, { connectors: number; faulty: number }>()
  for (const [code, item] of connectors) {
    allConnectors += item.connectors
    allFaulty += item.faulty
    fault.set(code, item)
  }
  const all = values(total.rows[0])
  const trendMap = new Map(trend.rows.map((row) => [String(row.key), row]))
  const districts = new Set([...fault.keys(), ...byArea.rows.map((row) => String(row.key))])
  const alarmsByArea = new Map(byArea.rows.map((row) => [String(row.key), row]))
  return {
    totals: [
      { key: 'alarms', label: '告警总数', value: all.alarms, unit: '条' },
      { key: 'open', label: '未恢复告警', value: all.open, unit: '条' },
      { key: 'repaired', label: '已处理告警', value: all.repaired, unit: '条' },
      { key: 'selfRecovered', label: SELF_RECOVERED, value: all.selfRecovered, unit: '条' },
      {
        key: 'faultRate',
        label: asOf ? '月均故障率' : '当前故障率',
        value: faultRate(allFaulty, allConnectors),
        unit: '%',
      },
      { key: 'mttr', label: '平均修复时长', value: all.mttr, unit: '分钟' },
    ],
    groups: {
      byType: rows(byType, (code) => labelOf(ALARM_TYPE, Number(code))),
      byLevel: rows(byLevel, (code) => labelOf(ALARM_LEVEL, Number(code))),
      byCode: ranked(
        rows(byCode, (code) => labelOf(ALARM_CODE, Number(code), `代码${code}`)),
        'alarms',
      ),
      byOperator: ranked(
        rows(byOperator, (code) => operators.get(code) ?? code),
        'alarms',
      ),
      byDistrict: ranked(
        [...districts].map((code) => {
          const item = fault.get(code) ?? { connectors: 0, faulty: 0 }
          return {
            name: areas.get(code) ?? code,
            code,
            values: {
              ...values(alarmsByArea.get(code)),
              faultRate: faultRate(item.faulty, item.connectors),
            },
          }
        }),
        'alarms',
      ),
      trend: buckets(filter).map((name) => ({ name, values: values(trendMap.get(name)) })),
    },
  }
}

type Grouped = Record<
  'total' | 'byType' | 'byLevel' | 'byCode' | 'byOperator' | 'byArea' | 'trend',
  { rows: Record<string, unknown>[] }
>

/**
 * The period's alarms counted in all and by each of GROUPINGS. PostgreSQL: one scan with
 * `GROUPING SETS` (alarm-sets.ts; 63,898 alarms in the last 30 days at the national seed: seven
 * scans took 80–140 ms each), which PostgreSQL does not run in parallel — so the period is cut in
 * two halves at its middle instant, counted at once on two connections (the machine's two cores)
 * and added up (the measures are sums), each with the memory to hash every grouping: at the
 * default 4 MB work_mem the planner sorted for some and spilled to disk (175 ms of 335). The
 * whole country's last 30 days as they stand now are read from the kept sums instead
 * (recent-alarms.ts). The time buckets are UTC hours there, named in China time here
 * (bucketOfUtcHour). SQLite (no grouping sets): a query each.
 */
async function alarmGroups(
  db: Db,
  filter: StatsFilter,
  counts: RawBuilder<unknown>,
  asOf: string | undefined,
): Promise<Grouped> {
  let sets: { rows: Record<string, unknown>[] }[]
  if (filter.postgres) {
    const parts = (!asOf && (await keptAlarmRows(db, filter))) || (await countedHalves(db, filter, counts))
    const named = parts.map((row) =>
      row.set === 'bucket' ? { ...row, key: bucketOfUtcHour(filter, String(row.key)) } : row,
    )
    const rows = addUp(named)
    sets = GROUPINGS.map((column) => ({ rows: rows.filter((row) => row.set === column) }))
  } else {
    const bucket = bucketSql(filter)
    const keyOf = (column: (typeof GROUPINGS)[number]) => (column === 'bucket' ? bucket : sql.ref(column))
    const range = alarmRange(filter)
    sets = await Promise.all(
      GROUPINGS.map((column) =>
        column
          ? sql<Record<string, unknown>>`select ${keyOf(column)} as "key", ${counts} from alarms
              where ${range} group by ${keyOf(column)}`.execute(db)
          : sql<Record<string, unknown>>`select ${counts} from alarms where ${range}`.execute(db),
      ),
    )
  }
  const [byType, byLevel, byCode, byOperator, byArea, trend, total] = sets
  return { total, byType, byLevel, byCode, byOperator, byArea, trend }
}

/** The period's alarms in two halves counted at once (alarmGroups), their rows side by side. */
async function countedHalves(db: Db, filter: StatsFilter, counts: RawBuilder<unknown>): Promise<SetRow[]> {
  const [from, to] = instantsOf(filter.period.start, filter.period.end)
  const middle = new Date((Date.parse(from) + Date.parse(to)) / 2).toISOString()
  const halves = [
    [from, middle],
    [middle, to],
  ] as const
  const parts = await Promise.all(
    halves.map((half) =>
      inTransaction(db, async (trx) => {
        await sql`set local work_mem = '16MB'`.execute(trx)
        return (await groupingSetsSql(alarmRange(filter, half), counts).execute(trx)).rows
      }),
    ),
  )
  return parts.flat()
}

/** The dashboards this module answers (as of now). */
export const DASHBOARDS = {
  'trouble-statistics': (db, filter) => troubleStats(db, filter),
} satisfies Dashboards
