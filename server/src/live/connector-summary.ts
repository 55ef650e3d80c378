/**
 * Connectors by live status and the power drawn now, within a data scope: the snapshot of
 * 充电设备运行 (operating-services) and part of 实时数据 (universal-services). Live status is this
 * engine's, so both areas read it here rather than one from the other.
 */
import { sql } from 'kysely'
import { type DataScope, inScope } from '../auth/scope'
import type { Db } from '../db/types'

/** Connectors by status and the power drawn now, within a scope. */
export async function connectorSummary(db: Db, scope: DataScope) {
  const rows = await db
    .selectFrom('connectors')
    .select(['status', sql<number>`count(*)`.as('n'), sql<number>`sum("livePower")`.as('power')])
    .where(inScope(scope))
    .groupBy('status')
    .execute()
  return {
    byStatus: rows.map((row) => ({ status: row.status, count: Number(row.n) })),
    livePower: Math.round(rows.reduce((sum, row) => sum + Number(row.power ?? 0), 0) * 10) / 10,
  }
}
