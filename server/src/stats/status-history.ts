/**
 * The connectors' status history (migration 0019-connector-history, issue 19): every change of a
 * connector's status goes through `changeConnectorStatus`, which updates the connector and, in
 * the same transaction, closes its open interval and opens one with the new status; and
 * `statusShares`, the time a group of connectors spent online (status ≠ 0) and in fault (255)
 * during a period — domain.md: Indicators (online rate, fault rate) weighted by time.
 */
import { type Generated, type RawBuilder, type SqlBool, sql, type Updateable } from 'kysely'
import { CONNECTOR } from '../../../src/core/domain/enums'
import { isPostgres, secondsBetweenSql } from '../db/dialect'
import type { Database, Db } from '../db/types'

// The connectors table is the archives' (declared into Database there).
type ConnectorsTable = Database['connectors']

/** One interval a connector spent in one status; `endTime` null while open (its current status). */
export interface ConnectorStatusHistoryTable {
  id: Generated<number>
  connectorId: string
  stationId: string
  operatorId: string
  areaCode: string
  /** CONNECTOR_STATUS. */
  status: number
  startTime: string
  endTime: string | null
}

declare module '../db/types' {
  interface Database {
    connector_status_history: ConnectorStatusHistoryTable
  }
}

/** The connector whose status changes (what its history rows carry). */
export type HistoryConnector = Pick<ConnectorsTable, 'connectorId' | 'stationId' | 'operatorId' | 'areaCode'>

/** Live columns written with a change (power, SOC, parking), besides status and status time. */
export type LiveColumns = Omit<Updateable<ConnectorsTable>, 'connectorId' | 'status' | 'statusTime'>

/** What the rates count (CONNECTOR_STATUS): 离网 (0), 故障 (255), or online (every other status). */
export function availabilityOf(status: number): 'offline' | 'fault' | 'online' {
  return status === CONNECTOR.offline ? 'offline' : status === CONNECTOR.fault ? 'fault' : 'online'
}

/**
 * Set a connector's status at `at`: its row (status, status time and the live columns given),
 * and its history — when the availability changes, the open interval closed at `at` and one
 * opened with the new status — in one
 * transaction (the caller's when it is in one). The connector's row is written first: on
 * PostgreSQL its row lock orders two writers of one connector, so the second sees the first's
 * open interval. A status of the same availability keeps the interval (its status updated); a
 * time before the open interval's start (a clock set back) is taken as that start, so intervals
 * never run backwards.
 */
export async function changeConnectorStatus(
  db: Db,
  connector: HistoryConnector,
  status: number,
  at: Date,
  live: LiveColumns = {},
): Promise<void> {
  const time = at.toISOString()
  const run = async (trx: Db) => {
    await trx
      .updateTable('connectors')
      .set({ ...live, status, statusTime: time })
      .where('connectorId', '=', connector.connectorId)
      .execute()
    const open = await trx
      .selectFrom('connector_status_history')
      .select(['id', 'status', 'startTime'])
      .where('connectorId', '=', connector.connectorId)
      .where('endTime', 'is', null)
      .executeTakeFirst()
    if (open?.status === status) return
    // Within one availability (online, offline, fault) the open interval goes on and takes the
    // new status: the rates need availability only, and 空闲 ↔ 充电中 is most of the live churn
    // (a new row for each made ~260,000 rows a day at the simulator's default rate).
    if (open && availabilityOf(open.status) === availabilityOf(status)) {
      await trx.updateTable('connector_status_history').set({ status }).where('id', '=', open.id).execute()
      return
    }
    const from = open && open.startTime > time ? open.startTime : time
    if (open)
      await trx
        .updateTable('connector_status_history')
        .set({ endTime: from })
        .where('id', '=', open.id)
        .execute()
    await trx
      .insertInto('connector_status_history')
      .values({
        connectorId: connector.connectorId,
        stationId: connector.stationId,
        operatorId: connector.operatorId,
        areaCode: connector.areaCode,
        status,
        startTime: from,
        endTime: null,
      })
      .execute()
  }
  await (db.isTransaction ? run(db) : db.transaction().execute(run))
}

/** Connector time of a group during a period, in seconds. */
export interface StatusShare {
  /** Time the group's connectors have history for within the period. */
  recorded: number
  /** … with a status other than 离网 (0). */
  online: number
  /** … in 故障 (255). */
  fault: number
}

/** What the shares are grouped by. */
export type ShareKey = 'stationId' | 'operatorId' | 'areaCode'

/**
 * The connector time recorded, online and in fault per station, operator or district during
 * [from, to) (ISO instants): every interval that overlaps the period, cut at its edges (an open
 * interval runs to the period's end). One range of the history's period index.
 */
export async function statusShares(
  db: Db,
  key: ShareKey,
  from: string,
  to: string,
  scope: RawBuilder<SqlBool> = sql<SqlBool>`1 = 1`,
): Promise<Map<string, StatusShare>> {
  const start = sql<string>`case when "startTime" < ${from} then ${from} else "startTime" end`
  const end = sql<string>`case when "endTime" is null or "endTime" > ${to} then ${to} else "endTime" end`
  const seconds = secondsBetweenSql(start, end, isPostgres(db))
  // Closed intervals ending after the start, and open ones: two ranges of the covering index.
  const overlapping = (ends: RawBuilder<unknown>) =>
    sql`select ${sql.ref(key)} as "k", "status", ${seconds} as "s" from connector_status_history
      where ${ends} and "startTime" < ${to} and ${scope}`
  const { rows } = await sql<{ k: string; recorded: number; online: number; fault: number }>`
    select "k", sum("s") as "recorded", sum(case when "status" <> ${sql.lit(CONNECTOR.offline)} then "s" else 0 end) as "online",
      sum(case when "status" = ${sql.lit(CONNECTOR.fault)} then "s" else 0 end) as "fault"
    from (${overlapping(sql`"endTime" > ${from}`)} union all ${overlapping(sql`"endTime" is null`)}) as "overlaps"
    group by "k"`.execute(db)
  return new Map(
    rows.map((row) => [
      String(row.k),
      { recorded: Number(row.recorded), online: Number(row.online), fault: Number(row.fault) },
    ]),
  )
}
