/**
 * The live simulator (decisions: Live data): on in `npm start`, off in tests unless a test turns
 * it on. Each round it starts and ends charging sessions as the one charging model says for the
 * time since the last round (simulator-charging.ts; an ended session becomes an order, which
 * keeps the daily aggregates current), moves a few connectors between idle, occupied, reserved
 * and offline, raises alarms with the codes of domain.md and lets open
 * ones recover, advances swap-station slots and operators' message pushes (simulator-swap.ts), and
 * publishes every change. Every status change is recorded in the connectors' status history
 * (status-history.ts: the connector and its history in one transaction).
 */

import type { Selectable } from 'kysely'
import { CONNECTOR } from '../../../src/core/domain/enums'
import { ALARM_FLOW } from '../../../src/core/domain/flows-ops'
import { inTransaction } from '../db/roots'
import type { Database, Db } from '../db/types'
import type { SimulatorSettings } from '../kernel/config'

// The connectors table is the archives' (declared into Database there).
type ConnectorsTable = Database['connectors']

import { now as clockNow } from '../kernel/clock'
import { ALARM_KINDS } from '../stats/seed'
import { changeConnectorStatus } from '../stats/status-history'
import { openWork } from '../workflow/todos'
import { announceAlarm } from '../workflow/work-signal'
import { ALARM_SUBJECT, alarmNoticeOf, publishAlarm } from './alarm-subject'
import {
  chargingStep,
  endSession,
  nextTurn,
  otherChange,
  publishConnector,
  randomConnector,
  setStillStatus,
  startSession,
} from './simulator-charging'
import { advanceSwapStation, pushMessages } from './simulator-swap'

/** A running simulator. */
export interface Simulator {
  /** One round of changes now. */
  tick(): Promise<void>
  /**
   * Stop it: no round starts after the call, and the promise settles once a round under way has
   * written its last change (a test that reads counts after switching it off reads still ones).
   */
  stop(): Promise<void>
  readonly running: boolean
}

/** Start the simulator over a database. */
export function startSimulator(db: Db, settings: SimulatorSettings): Simulator {
  /** The round under way, if any: rounds never overlap. */
  let current: Promise<void> | undefined
  // The model's time since the last round, by the server's clock: a clock moved forward (a test's
  // day) counts as at most five rounds, not weeks of sessions at once.
  let last = clockNow().getTime() - settings.intervalMs
  let running = true
  const tick = async () => {
    if (current || !running) return
    const at = clockNow().getTime()
    const elapsed = Math.min(Math.max(0, at - last), 5 * settings.intervalMs)
    last = at
    current = round(db, settings, elapsed || settings.intervalMs).finally(() => {
      current = undefined
    })
    await current
  }
  const timer = setInterval(() => {
    tick().catch(() => undefined)
  }, settings.intervalMs)
  return {
    tick,
    stop: async () => {
      running = false
      clearInterval(timer)
      await current?.catch(() => undefined)
    },
    get running() {
      return running
    },
  }
}

async function round(db: Db, settings: SimulatorSettings, elapsedMs: number): Promise<void> {
  const now = clockNow()
  await chargingStep(db, now, elapsedMs)
  for (let index = 0; index < settings.connectors; index += 1) {
    const connector = await randomConnector(db)
    if (!connector) return
    await otherChange(db, connector, now)
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

/**
 * Move one connector on now (the test hook): a charging one ends its session (an order), an idle
 * one starts one, any other becomes idle — a faulty one too, as if repaired (the simulator's own
 * rounds leave a fault to its alarm's recovery).
 */
export async function moveConnector(db: Db, connector: Selectable<ConnectorsTable>, now = clockNow()) {
  if (connector.status === CONNECTOR.charging) await endSession(db, connector, now)
  else if (connector.status === CONNECTOR.idle) await startSession(db, connector, now)
  else await setStillStatus(db, connector, CONNECTOR.idle, now)
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
  if (alarmLevel <= 2 && connector.status !== CONNECTOR.fault) {
    await changeConnectorStatus(db, connector, CONNECTOR.fault, now, { livePower: 0, soc: null })
    await publishConnector(db, connector, { status: CONNECTOR.fault, power: 0, soc: null }, now)
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
        .where('status', '=', CONNECTOR.fault)
        .executeTakeFirst()
    : undefined
  if (faulty) {
    await changeConnectorStatus(db, faulty, CONNECTOR.idle, now)
    await publishConnector(db, faulty, { status: CONNECTOR.idle, power: 0, soc: null }, now)
  }
  await publishAlarm(db, row, 'recovered')
}
