/**
 * Formula indicators of the scoring rules over platform data (domain.md: Indicators), per
 * operator or station for a period's days, each with the basis it was computed from:
 * - 设备在线率 = connector time with status ≠ 0 ÷ all connector time in the period; 设备故障率 =
 *   time in status 255 ÷ all (time-weighted from the connectors' status history, stats/status-history;
 *   the connector time counted is what the history records within the period);
 * - 时间利用率 = Σ charging hours ÷ (connectors × days × 24), from the daily aggregates;
 * - 百枪告警数 = alarms raised in the period ÷ connectors × 100;
 * - 数据推送及时率 = messages accepted ÷ messages pushed (operator platforms only);
 * - 投诉数 = feedback items (feedbacks, every type) about the subject's stations submitted in the
 *   period; an operator's are those of its stations (the item's `operatorId`).
 * A measured value becomes a score of 0–100 with `scoreFor`.
 */
import { type RawBuilder, sql } from 'kysely'
import type { Db } from '../db/types'
import { dayCount, instantsOf } from '../stats/days'
import { type StatusShare, statusShares } from '../stats/status-history'

export type Target = 'operator' | 'station'

/** A subject of scoring: an operator or a station with connectors. */
export interface Subject {
  subjectId: string
  operatorId: string
  areaCode: string
}

/** A measured indicator. */
export interface Measured {
  value: number
  basis: string
}

const round2 = (value: number) => Math.round(value * 100) / 100
const pct = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : 0)

/** The score (0–100) of a measured value. */
export function scoreFor(indicator: string, value: number): number {
  const clamp = (score: number) => round2(Math.min(100, Math.max(0, score)))
  switch (indicator) {
    case 'faultRate':
      return clamp(100 - value * 10)
    case 'utilisation':
      return clamp(60 + value * 8)
    case 'alarmRate':
      return clamp(100 - value * 2)
    case 'complaintCount':
      return clamp(100 - value * 5)
    default:
      return clamp(value)
  }
}

const keyOf = (target: Target) => (target === 'operator' ? 'operatorId' : 'stationId')

/** The subjects of a kind: operators with connectors, or stations with connectors. */
export async function subjectsOf(db: Db, target: Target): Promise<Subject[]> {
  if (target === 'station') {
    const rows = await db
      .selectFrom('stations')
      .select(['stationId', 'operatorId', 'areaCode'])
      .where('connectorCount', '>', 0)
      .orderBy('stationId')
      .execute()
    return rows.map((row) => ({
      subjectId: row.stationId,
      operatorId: row.operatorId,
      areaCode: row.areaCode,
    }))
  }
  const { rows } = await sql<{
    operatorId: string
  }>`select distinct "operatorId" from connectors order by "operatorId"`.execute(db)
  return rows.map((row) => ({ subjectId: row.operatorId, operatorId: row.operatorId, areaCode: '' }))
}

async function grouped(db: Db, query: RawBuilder<unknown>) {
  // biome-ignore lint/suspicious/noExplicitAny: rows of a grouped count
  const { rows } = await (query as RawBuilder<Record<string, any>>).execute(db)
  return new Map(rows.map((row) => [String(row.k), row]))
}

/** What one scoring of a period reads once for several indicators (online and fault time). */
export interface MeasureCache {
  shares?: Promise<Map<string, StatusShare>>
}

/** Measure one indicator for every subject of a kind over the days start–end. */
export async function measure(
  db: Db,
  target: Target,
  indicator: string,
  start: string,
  end: string,
  cache: MeasureCache = {},
): Promise<Map<string, Measured>> {
  const result = new Map<string, Measured>()
  if (indicator === 'onlineRate' || indicator === 'faultRate') {
    cache.shares ??= statusShares(db, keyOf(target), ...instantsOf(start, end))
    const shares = await cache.shares
    const hours = (seconds: number) => round2(seconds / 3600)
    for (const [id, share] of shares) {
      const part = indicator === 'onlineRate' ? share.online : share.fault
      const what = indicator === 'onlineRate' ? '在线' : '故障'
      result.set(id, {
        value: pct(part, share.recorded),
        basis: `接口${what}时长${hours(part)}小时÷接口记录时长${hours(share.recorded)}小时（状态历史）`,
      })
    }
    return result
  }
  const key = sql.ref(keyOf(target))
  const connectors = await grouped(
    db,
    sql`select ${key} as "k", count(*) as "n" from connectors group by ${key}`,
  )
  const count = (id: string, column: string) => Number(connectors.get(id)?.[column] ?? 0)
  const days = dayCount(start, end)
  if (indicator === 'utilisation') {
    const table = sql.table(target === 'operator' ? 'operator_daily_stats' : 'station_daily_stats')
    const hours = await grouped(
      db,
      sql`select ${key} as "k", sum("chargeSeconds") as "s" from ${table}
        where "day" >= ${start} and "day" <= ${end} group by ${key}`,
    )
    for (const id of connectors.keys()) {
      const h = round2(Number(hours.get(id)?.s ?? 0) / 3600)
      const n = count(id, 'n')
      result.set(id, {
        value: n > 0 ? round2((h / (n * days * 24)) * 100) : 0,
        basis: `充电时长${h}小时÷(接口${n}个×${days}天×24小时)`,
      })
    }
    return result
  }
  const [from, to] = instantsOf(start, end)
  if (indicator === 'alarmRate') {
    const alarms = await grouped(
      db,
      sql`select ${key} as "k", count(*) as "a" from alarms
        where "alarmTime" >= ${from} and "alarmTime" < ${to} group by ${key}`,
    )
    for (const id of connectors.keys()) {
      const a = Number(alarms.get(id)?.a ?? 0)
      const n = count(id, 'n')
      result.set(id, { value: n > 0 ? round2((a / n) * 100) : 0, basis: `告警${a}次÷接口${n}个×100` })
    }
    return result
  }
  if (indicator === 'complaintCount') {
    const complaints = await grouped(
      db,
      sql`select ${key} as "k", count(*) as "c" from feedbacks
        where "submitTime" >= ${from} and "submitTime" < ${to} group by ${key}`,
    )
    for (const id of connectors.keys()) {
      const c = Number(complaints.get(id)?.c ?? 0)
      result.set(id, { value: c, basis: `投诉${c}件（问题反馈，按提交时间）` })
    }
    return result
  }
  if (indicator === 'pushTimeliness' && target === 'operator') {
    const messages = await grouped(
      db,
      sql`select "operatorId" as "k", sum("messages") as "m", sum("failures") as "f" from message_daily_stats
        where "day" >= ${start} and "day" <= ${end} group by "operatorId"`,
    )
    for (const id of connectors.keys()) {
      const m = Number(messages.get(id)?.m ?? 0)
      const f = Number(messages.get(id)?.f ?? 0)
      result.set(id, { value: pct(m - f, m), basis: `及时有效报文${m - f}条÷推送报文${m}条` })
    }
    return result
  }
  throw new Error(`no formula for ${indicator} of ${target}`)
}
