/**
 * The live simulator (decisions: Live data): on in `npm start`, off in tests unless a test turns
 * it on. Each round it moves a few connectors between states (idle → charging → idle, now and
 * then offline or faulty) with their power and SOC, finishes charging sessions as orders (which
 * keeps the daily aggregates current), raises alarms with the codes of domain.md and lets open
 * ones recover, advances swap-station slots and operators' message pushes (simulator-swap.ts), and
 * publishes every change. Every status change is recorded in the connectors' status history
 * (status-history.ts: the connector and its history in one transaction).
 */

import { type Selectable, sql } from 'kysely'
import { ALARM_FLOW } from '../../../src/core/domain/flows-ops'
import type { SimulatorSettings } from '../config'
import { isPostgres } from '../db/dialect'
import { inTransaction } from '../db/roots'
import type { Database, Db } from '../db/types'

// The connectors table is the archives' (declared into Database there).
type ConnectorsTable = Database['connectors']

import { now as clockNow } from '../clock/clock'
import { ALARM_KINDS } from '../stats/seed'
import { openWork } from '../workflow/todos'
import { announceAlarm } from '../workflow/work-signal'
import { ALARM_SUBJECT, alarmNoticeOf, publishAlarm } from './alarm-subject'
import { hubOf } from './hub'
import { finishSession } from './simulator-orders'
import { advanceSwapStation, pushMessages } from './simulator-swap'
import { changeConnectorStatus } from './status-history'

/** Next status of a connector (CONNECTOR_STATUS) and whether a session ended. */
function nextStatus(status: number, roll: number): number {
  if (status === 3) return roll < 0.8 ? 1 : 2
  if (status === 1) return roll < 0.75 ? 3 : roll < 0.85 ? 4 : roll < 0.95 ? 2 : 0
  if (status === 0 || status === 255) return 1
  return roll < 0.6 ? 3 : 1
}

/** A running simulator. */
export interface Simulator {
  /** One round of changes now. */
  tick(): Promise<void>
  stop(): void
  readonly running: boolean
}

/** Start the simulator over a database. */
export function startSimulator(db: Db, settings: SimulatorSettings): Simulator {
  let busy = false
  const tick = async () => {
    if (busy) return
    busy = true
    try {
      await round(db, settings)
    } finally {
      busy = false
    }
  }
  const timer = setInterval(() => {
    tick().catch(() => undefined)
  }, settings.intervalMs)
  let running = true
  return {
    tick,
    stop: () => {
      running = false
      clearInterval(timer)
    },
    get running() {
      return running
    },
  }
}

/**
 * A connector picked at random. On SQLite (synchronous: a query holds the server's event loop)
 * the pick seeks a random rowid, a lookup in the table's b-tree; an OFFSET would step through up
 * to 200,000 rows, 10–40 ms a pick at the large seed, and a round of picks every two seconds
 * made every user's calls wait (issue 23: other calls' p99). PostgreSQL answers an offset in its
 * own process, which holds no event loop.
 */
async function randomConnector(db: Db): Promise<Selectable<ConnectorsTable> | undefined> {
  if (isPostgres(db)) {
    const row = await db
      .selectFrom('connectors')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst()
    const total = Number(row?.n ?? 0)
    if (!total) return undefined
    return db
      .selectFrom('connectors')
      .selectAll()
      .orderBy('connectorId')
      .offset(Math.floor(Math.random() * total))
      .limit(1)
      .executeTakeFirst()
  }
  const rowid = sql<number>`rowid`
  const top = await db
    .selectFrom('connectors')
    .select(sql<number | null>`max(rowid)`.as('top'))
    .executeTakeFirst()
  if (!top?.top) return undefined
  return db
    .selectFrom('connectors')
    .selectAll()
    .where(rowid, '>=', 1 + Math.floor(Math.random() * top.top))
    .orderBy(rowid)
    .limit(1)
    .executeTakeFirst()
}

/**
 * A turn of the event loop. SQLite's queries are synchronous and an `await` on one resumes in
 * the same turn: a round would hold the loop from its first query to its last. Between its steps
 * the calls of users waiting meanwhile are answered first (issue 23: other calls' p99).
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

async function round(db: Db, settings: SimulatorSettings): Promise<void> {
  const now = clockNow()
  for (let index = 0; index < settings.connectors; index += 1) {
    const connector = await randomConnector(db)
    if (!connector) return
    if (connector.status !== 255) await moveConnector(db, connector, now)
    await nextTurn()
  }
  if (Math.random() < settings.alarmChance) await raiseAlarm(db, now)
  await nextTurn()
  if (Math.random() < settings.alarmChance) await recoverAlarm(db, now)
  await nextTurn()
  await advanceSwapStation(db, now)
  await nextTurn()
  await pushMessages(db, now)
}

/** Move one connector to its next status (with power and SOC) and publish the change. */
export async function moveConnector(
  db: Db,
  connector: Selectable<ConnectorsTable>,
  now = clockNow(),
): Promise<void> {
  const status = nextStatus(connector.status, Math.random())
  const charging = status === 3
  const soc = charging ? Math.min(99, (connector.soc ?? Math.floor(10 + Math.random() * 40)) + 3) : null
  const power = charging ? Math.round(connector.power * (0.5 + Math.random() * 0.45) * 10) / 10 : 0
  await changeConnectorStatus(db, connector, status, now, {
    soc,
    livePower: power,
    parkStatus: status === 1 || status === 0 ? 10 : 50,
  })
  const endedEnergy = connector.status === 3 && !charging ? await finishSession(db, connector, now) : null
  await publishConnector(db, connector, { status, power, soc, endedEnergy }, now)
}

/**
 * Publish a connector's change to the live screens: its previous status and power, the new ones,
 * and the energy of a session that ended (its order was recorded).
 */
async function publishConnector(
  db: Db,
  connector: Selectable<ConnectorsTable>,
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

/** A connector picked at random among the first 200 of an area (`areaPrefix`: a test's alarm in a scope). */
async function connectorIn(db: Db, areaPrefix: string): Promise<Selectable<ConnectorsTable> | undefined> {
  const some = await db
    .selectFrom('connectors')
    .selectAll()
    .where('areaCode', 'like', `${areaPrefix}%`)
    .orderBy('connectorId')
    .limit(200)
    .execute()
  return some[Math.floor(Math.random() * some.length)]
}

/** The connector a test names, one of an area's, or one at random. */
function connectorFor(db: Db, given: { connectorId?: string; areaPrefix?: string }) {
  if (given.connectorId)
    return db
      .selectFrom('connectors')
      .selectAll()
      .where('connectorId', '=', given.connectorId)
      .executeTakeFirst()
  return given.areaPrefix ? connectorIn(db, given.areaPrefix) : randomConnector(db)
}

/**
 * Raise an alarm on a random connector (on `connectorId`, in `areaPrefix`, of `kind` when given:
 * tests); a fault code takes the connector to 故障 (255).
 */
export async function raiseAlarm(
  db: Db,
  now = clockNow(),
  given: { connectorId?: string; areaPrefix?: string; kind?: (typeof ALARM_KINDS)[number] } = {},
): Promise<number | undefined> {
  const connector = await connectorFor(db, given)
  if (!connector) return undefined
  const [alarmCode, alarmType, alarmLevel] =
    given.kind ?? ALARM_KINDS[Math.floor(Math.random() * ALARM_KINDS.length)]
  // The alarm, its disposers' to-dos (issue 41) and their notification (issue 44) go together.
  const row = await inTransaction(db, async (trx) => {
    const raised = await trx
      .insertInto('alarms')
      .values({
        stationId: connector.stationId,
        equipmentId: connector.equipmentId,
        connectorId: connector.connectorId,
        operatorId: connector.operatorId,
        areaCode: connector.areaCode,
        alarmType,
        alarmLevel,
        alarmCode,
        alarmStatus: 1,
        alarmTime: now.toISOString(),
        recoveryTime: null,
        handler: null,
        result: null,
        disposeTime: null,
        confirmer: null,
        confirmTime: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    const told = await openWork(trx, {
      flow: ALARM_FLOW,
      subject: ALARM_SUBJECT,
      id: raised.id,
      time: raised.alarmTime,
    })
    await announceAlarm(trx, told, await alarmNoticeOf(trx, raised))
    return raised
  })
  if (alarmLevel <= 2 && connector.status !== 255) {
    await changeConnectorStatus(db, connector, 255, now, { livePower: 0, soc: null })
    await publishConnector(db, connector, { status: 255, power: 0, soc: null }, now)
  }
  await publishAlarm(db, row, 'raised')
  return row.id
}

/** Let the oldest open alarm that nobody has taken up recover by itself. */
async function recoverAlarm(db: Db, now: Date): Promise<void> {
  const open = await db
    .selectFrom('alarms')
    .selectAll()
    .where('alarmStatus', '=', 1)
    .where('disposal', '=', 'pending')
    .orderBy('alarmTime')
    .limit(1)
    .executeTakeFirst()
  if (!open) return
  const row = await db
    .updateTable('alarms')
    .set({ alarmStatus: 0, recoveryTime: now.toISOString() })
    .where('id', '=', open.id)
    .returningAll()
    .executeTakeFirstOrThrow()
  const faulty = open.connectorId
    ? await db
        .selectFrom('connectors')
        .selectAll()
        .where('connectorId', '=', open.connectorId)
        .where('status', '=', 255)
        .executeTakeFirst()
    : undefined
  if (faulty) {
    await changeConnectorStatus(db, faulty, 1, now)
    await publishConnector(db, faulty, { status: 1, power: 0, soc: null }, now)
  }
  await publishAlarm(db, row, 'recovered')
}
