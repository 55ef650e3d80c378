/**
 * Issue 43: connectors per district, operator and status, kept by triggers on the connectors
 * (rollup-triggers.ts), so 故障统计's fault rate per district reads a few thousand rows, not the
 * 1,946,444 connectors of the national seed (0.6–0.8 s a call as admin). A connector's status is
 * written at every change, so the rollup keeps the (district, operator) rows and the districts'
 * only: a row of the whole country would be one every status writer waits on.
 */
import type { Kysely } from 'kysely'
import { col, createRollups, dropRollups, type Rollup } from './rollup-triggers'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

export const CONNECTOR_ROLLUPS: readonly Rollup[] = [
  {
    table: 'connector_status_stats',
    source: 'connectors',
    keys: [['status', 'integer', col('status')]],
    measures: [['connectors', () => '1']],
    watched: ['areaCode', 'operatorId', 'status'],
    districtsOnly: true,
  },
]

export async function up(db: AnyDb): Promise<void> {
  await createRollups(db, CONNECTOR_ROLLUPS)
}

export async function down(db: AnyDb): Promise<void> {
  await dropRollups(db, CONNECTOR_ROLLUPS)
}
