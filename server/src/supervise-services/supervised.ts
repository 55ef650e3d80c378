/**
 * supervise-list (issue 17): stations under supervision with their open issues — prices over a
 * cap, missing data (no piles in the archives, or no charging data for 30 days), alarms left
 * unresolved beyond 48 hours, a subsidy in progress — each linking to the screen that deals with
 * it. Only stations with at least one open issue are listed; the time limits read the clock.
 */
import './tables'
import { type Kysely, type SqlBool, sql } from 'kysely'
import { SUPERVISED_STATIONS } from '../../../src/contract/lists/supervise-services/supervised-stations'
import { now } from '../kernel/clock'
import type { ResourceDef, Row } from '../resources'
import { describedFields, describedLookups, describedResource } from '../resources/described'
import { OPERATOR_NAME } from '../resources/fields'

/** Hours an alarm may stay unresolved; days without charging data. */
export const ALARM_LIMIT_HOURS = 48
export const NO_DATA_DAYS = 30

const before = (ms: number) => new Date(now().getTime() - ms).toISOString()

/** The open issues of a row, in words. */
function issuesOf(row: Row): string[] {
  const issues: string[] = []
  if (Number(row.overCap) === 1) issues.push('收费超过限价')
  if (
    Number(row.equipmentCount) === 0 ||
    !row.lastData ||
    String(row.lastData) < before(NO_DATA_DAYS * 86_400_000)
  )
    issues.push('数据缺失')
  if (Number(row.overdueAlarms) > 0) issues.push(`告警超时未处理（${row.overdueAlarms}）`)
  if ([1, 2, 3].includes(Number(row.allowanceStatus))) issues.push('补贴办理中')
  return issues
}

export const supervisedResource: ResourceDef = {
  page: 'supervise-list',
  table: 'stations',
  from: (db) => {
    // biome-ignore lint/suspicious/noExplicitAny: joined subqueries of tables other areas declare
    const any = db as unknown as Kysely<any>
    const alarms = any
      .selectFrom('alarms')
      .select(['stationId', sql<number>`count(*)`.as('n')])
      .where('disposal', 'in', ['pending', 'processing'])
      .where('alarmTime', '<', before(ALARM_LIMIT_HOURS * 3_600_000))
      .groupBy('stationId')
      .as('a')
    const data = any
      .selectFrom('equipment')
      .select(['stationId', sql<string>`max(${sql.ref('lastOrderTime')})`.as('lastData')])
      .groupBy('stationId')
      .as('e')
    return any
      .selectFrom('stations as s')
      .leftJoin('station_prices as p', 'p.stationId', 's.stationId')
      .leftJoin(alarms, 'a.stationId', 's.stationId')
      .leftJoin(data, 'e.stationId', 's.stationId')
  },
  ...describedResource(SUPERVISED_STATIONS),
  fields: describedFields(SUPERVISED_STATIONS, {
    stationId: { column: 's.stationId', width: 16 },
    stationName: { column: 's.stationName', width: 30 },
    operatorId: { column: 's.operatorId', width: 12 },
    areaCode: { column: 's.areaCode' },
    stationStatus: { column: 's.stationStatus' },
    overCap: { column: 'p.overCap' },
    overItems: { column: 'p.overItems', width: 24 },
    equipmentCount: { column: 's.equipmentCount' },
    lastData: { column: 'e.lastData' },
    overdueAlarms: { column: 'a.n' },
    allowanceStatus: { column: 's.allowanceStatus' },
    issues: { compute: (row) => issuesOf(row).join('、'), width: 40 },
  }),
  lookups: describedLookups(SUPERVISED_STATIONS, [OPERATOR_NAME]),
  keyword: { prefix: ['s.stationId'], contains: ['s.stationName'] },
  scope: { area: 's.areaCode', operator: 's.operatorId' },
  defaultSort: ['stationId', 'asc'],
  where: () =>
    sql<SqlBool>`(${sql.ref('p.overCap')} = 1 or ${sql.ref('s.equipmentCount')} = 0 or ${sql.ref('e.lastData')} is null or ${sql.ref('e.lastData')} < ${before(NO_DATA_DAYS * 86_400_000)} or ${sql.ref('a.n')} > 0 or ${sql.ref('s.allowanceStatus')} in (1, 2, 3))`,
}
