/**
 * The test's own figures over the connectors' status history (issue 19): every interval of a
 * station's or operator's connectors is read, cut at the period's edges here in JavaScript (an
 * open one runs to the end), and summed — not the server's SQL (stats/status-history statusShares).
 */
import type { Db } from '../../server/src/db/types'
import '../../server/src/stats/status-history'

/** Online and fault rates (%) of a station's or operator's connectors during [from, to). */
export async function ratesFromHistory(
  db: Db,
  column: 'stationId' | 'operatorId',
  id: string,
  from: string,
  to: string,
): Promise<{ online: number; fault: number; recorded: number; straddling: number }> {
  const rows = await db
    .selectFrom('connector_status_history')
    .select(['status', 'startTime', 'endTime'])
    .where(column, '=', id)
    .execute()
  const [start, end] = [Date.parse(from), Date.parse(to)]
  let recorded = 0
  let online = 0
  let fault = 0
  let straddling = 0
  for (const row of rows) {
    const rowStart = Date.parse(row.startTime)
    const rowEnd = row.endTime === null ? Number.POSITIVE_INFINITY : Date.parse(row.endTime)
    const length = Math.min(rowEnd, end) - Math.max(rowStart, start)
    if (length <= 0) continue
    if (rowStart < start || rowEnd > end) straddling += 1
    recorded += length
    if (row.status !== 0) online += length
    if (row.status === 255) fault += length
  }
  return {
    online: recorded ? (online / recorded) * 100 : 0,
    fault: recorded ? (fault / recorded) * 100 : 0,
    recorded,
    straddling,
  }
}
