/**
 * The simulator's charging sessions, from the one charging model (stats/charging-model.ts, issue
 * 42 item 12): in a step of `elapsedMs` the connectors start sessions at the model's rate of that
 * hour (each on an idle connector: a driver finds a free one), and every charging connector ends
 * its session at the model's mean length of its kind (DC or AC), the session becoming an order.
 * So the share charging settles where the seeded history's time utilisation is, and today's
 * orders grow as the history's days did. Besides the sessions, a few connectors a round move
 * between idle, occupied, reserved and offline (the seed's shares: ~4 %, 0.5 %, 1.2 %). Every
 * random choice reads `random`, so a test runs the steps deterministically.
 */
import { type Selectable, sql } from 'kysely'
import { CONNECTOR, PARKING } from '../../../src/core/domain/enums'
import { isPostgres } from '../db/dialect'
import type { Database, Db } from '../db/types'
import { hubOf } from '../push/hub'
import { meanSessionMinutes, poisson, sessionsPerHour } from '../stats/charging-model'
import { changeConnectorStatus } from '../stats/status-history'
import { finishSession } from './simulator-orders'

// The connectors table is the archives' (declared into Database there).
type Connector = Selectable<Database['connectors']>

/** A source of rolls in [0, 1). */
export type Random = () => number

/** A DC connector (CONNECTOR_TYPE 4, 直流枪头): the model's short sessions. */
const isDc = (connector: Connector) => connector.connectorType === 4

/**
 * Connectors in all. SQLite: the largest rowid, the seed's rows being dense. PostgreSQL: the
 * planner's estimate of the table's rows, kept by ANALYZE and autovacuum (an exact count reads
 * 1.9 million rows at the national seed, a second of a core each round; the count only scales the
 * model's rate of new sessions). Of one status: an exact count over its index.
 */
async function connectorCount(db: Db, status?: number): Promise<number> {
  if (status === undefined) {
    const { rows } = isPostgres(db)
      ? await sql<{ n: number }>`select greatest(reltuples, 0)::bigint as "n" from pg_class
          where oid = 'connectors'::regclass`.execute(db)
      : await sql<{ n: number }>`select max(rowid) as "n" from connectors`.execute(db)
    const estimate = Number(rows[0]?.n ?? 0)
    // A table never analysed says 0 (or -1) on PostgreSQL: count it then.
    if (estimate > 0 || !isPostgres(db)) return estimate
  }
  let query = db.selectFrom('connectors').select((eb) => eb.fn.countAll<number>().as('n'))
  if (status !== undefined) query = query.where('status', '=', status)
  return Number((await query.executeTakeFirst())?.n ?? 0)
}

/** Rows a PostgreSQL sample aims at: a few pages of the table, whatever its size. */
const SAMPLE_ROWS = 200

/**
 * A connector picked at random (of `status` when given).
 *
 * SQLite (synchronous: a query holds the server's event loop): the pick seeks a random rowid, a
 * lookup in the table's b-tree, and takes the first of the status from there; an OFFSET would step
 * through up to 200,000 rows, 10–40 ms a pick at the large seed (issue 23: other calls' p99). The
 * charging ones are few and indexed (connectors_status): an offset among them is short.
 *
 * PostgreSQL, but for the charging ones: a few random pages of the table (`TABLESAMPLE SYSTEM`,
 * ~200 rows, seeded from `random`) and one of their rows of the status, ordered by a hash of its
 * key and the seed. An OFFSET among 1.7 million idle connectors at the national seed (issue 43)
 * read a second or ten each pick and kept a core of PostgreSQL busy all the time; the sample reads
 * a few pages. A sample without a row of the status (a rare one) falls back to the offset over its
 * index.
 */
export async function randomConnector(
  db: Db,
  random: Random = Math.random,
  status?: number,
): Promise<Connector | undefined> {
  if (status !== CONNECTOR.charging && isPostgres(db)) {
    const picked = await sampledConnector(db, random, status)
    if (picked) return picked
  } else if (status !== CONNECTOR.charging) {
    const top = await connectorCount(db)
    if (!top) return undefined
    const rowid = sql<number>`rowid`
    let query = db
      .selectFrom('connectors')
      .selectAll()
      .where(rowid, '>=', 1 + Math.floor(random() * top))
    if (status !== undefined) query = query.where('status', '=', status)
    return query.orderBy(rowid).limit(1).executeTakeFirst()
  }
  const total = await connectorCount(db, status)
  if (!total) return undefined
  let query = db.selectFrom('connectors').selectAll()
  if (status !== undefined) query = query.where('status', '=', status)
  return query
    .orderBy('connectorId')
    .offset(Math.floor(random() * total))
    .limit(1)
    .executeTakeFirst()
}

/** PostgreSQL: a connector of `status` from a seeded sample of the table's pages (randomConnector). */
async function sampledConnector(db: Db, random: Random, status?: number): Promise<Connector | undefined> {
  const rows = await connectorCount(db)
  if (!rows) return undefined
  const ofStatus = status === undefined ? sql`` : sql`where "status" = ${status}`
  // A sample of a few pages can hold no row of the status (or, rarely, no page at all): ten
  // times as many pages then, twice, before the caller's offset over the status's index.
  for (let percent = (100 * SAMPLE_ROWS) / rows; ; percent *= 10) {
    const seed = Math.floor(random() * 2_147_483_647)
    const { rows: picked } = await sql<Connector>`select * from connectors
      tablesample system (${Math.min(100, percent)}) repeatable (${seed}) ${ofStatus}
      order by md5("connectorId" || ${String(seed)}) limit 1`.execute(db)
    if (picked[0] || percent >= 100 || percent > (10_000 * SAMPLE_ROWS) / rows) return picked[0]
  }
}

/** A turn of the event loop between steps: users' calls waiting meanwhile are answered first (issue 23). */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** One step of the model's sessions over `elapsedMs` up to `now`. */
export async function chargingStep(db: Db, now: Date, elapsedMs: number, random: Random = Math.random) {
  const hours = Math.max(0, elapsedMs) / 3_600_000
  const starts = poisson((await connectorCount(db)) * sessionsPerHour(now.getTime()) * hours, random)
  for (let index = 0; index < starts; index += 1) {
    const connector = await randomConnector(db, random, CONNECTOR.idle)
    if (connector) await startSession(db, connector, now, random)
    await nextTurn()
  }
  // Ends at the DC hazard, thinned to the AC one for AC connectors: each ends at its kind's mean.
  const shortest = meanSessionMinutes(true)
  const ends = poisson(((await connectorCount(db, CONNECTOR.charging)) * hours * 60) / shortest, random)
  for (let index = 0; index < ends; index += 1) {
    const connector = await randomConnector(db, random, CONNECTOR.charging)
    if (connector && random() < shortest / meanSessionMinutes(isDc(connector)))
      await endSession(db, connector, now, random)
    await nextTurn()
  }
}

/** A connector picked in a round outside the sessions: idle ↔ occupied, reserved, offline. */
export async function otherChange(db: Db, connector: Connector, now: Date, random: Random = Math.random) {
  if (connector.status === CONNECTOR.charging || connector.status === CONNECTOR.fault) return
  const roll = random()
  const status =
    connector.status !== CONNECTOR.idle
      ? CONNECTOR.idle
      : roll < 0.04
        ? CONNECTOR.occupied
        : roll < 0.045
          ? CONNECTOR.reserved
          : roll < 0.057
            ? CONNECTOR.offline
            : CONNECTOR.idle
  if (status === connector.status) return
  await setStillStatus(db, connector, status, now)
}

/** A connector not charging takes `status` (idle, occupied, reserved, offline; idle once repaired). */
export async function setStillStatus(db: Db, connector: Connector, status: number, now: Date) {
  await changeConnectorStatus(db, connector, status, now, {
    livePower: 0,
    soc: null,
    parkStatus: status === CONNECTOR.idle || status === CONNECTOR.offline ? PARKING.free : PARKING.occupied,
  })
  await publishConnector(db, connector, { status, power: 0, soc: null }, now)
}

/** An idle connector starts a session: 50–95 % of its power, the vehicle at 10–50 % SOC. */
export async function startSession(db: Db, connector: Connector, now: Date, random: Random = Math.random) {
  const power = Math.round(connector.power * (0.5 + random() * 0.45) * 10) / 10
  const soc = 10 + Math.floor(random() * 40)
  await changeConnectorStatus(db, connector, CONNECTOR.charging, now, {
    soc,
    livePower: power,
    parkStatus: PARKING.occupied,
  })
  await publishConnector(db, connector, { status: CONNECTOR.charging, power, soc }, now)
}

/** A session ends as an order (since the connector's status time); the car leaves or stays parked. */
export async function endSession(db: Db, connector: Connector, now: Date, random: Random = Math.random) {
  const status = random() < 0.8 ? CONNECTOR.idle : CONNECTOR.occupied
  await changeConnectorStatus(db, connector, status, now, {
    soc: null,
    livePower: 0,
    parkStatus: status === CONNECTOR.idle ? PARKING.free : PARKING.occupied,
  })
  const endedEnergy = await finishSession(db, connector, now, Date.parse(connector.statusTime), random)
  await publishConnector(db, connector, { status, power: 0, soc: null, endedEnergy }, now)
}

/**
 * Publish a connector's change to the live screens: its previous status and power, the new ones,
 * and the energy of a session that ended (its order was recorded).
 */
export async function publishConnector(
  db: Db,
  connector: Connector,
  next: { status: number; power: number; soc: number | null; endedEnergy?: number | null },
  now: Date,
): Promise<void> {
  await hubOf(db).publish({
    topic: 'connector',
    areaCode: connector.areaCode,
    operatorId: connector.operatorId,
    data: {
      connectorId: connector.connectorId,
      stationId: connector.stationId,
      areaCode: connector.areaCode,
      operatorId: connector.operatorId,
      equipmentId: connector.equipmentId,
      previous: connector.status,
      previousPower: connector.livePower,
      endedEnergy: null,
      ...next,
      time: now.toISOString(),
    },
  })
}
