/**
 * The simulator's swap stations and data access (issue 16, Live data): each round one online
 * swap station's slots move on (a charging battery gains charge and becomes 满电 at 95 %, a
 * vehicle takes a full battery and leaves its own to charge, an empty slot gets a battery back,
 * now and then a slot turns 故障 or is repaired), its counts and its queue follow (a swap serves a
 * waiting vehicle, others arrive), and the change is published;
 * a few connected operators push messages (some fail), which real-time-data shows.
 */
import { sql } from 'kysely'
import type { Db } from '../db/types'
import { hubOf } from '../push/hub'
import { chinaDay } from '../stats/days'

type SlotState = 'full' | 'charging' | 'empty' | 'fault'

interface Slot {
  slotNo: number
  state: string
  batteryCode: string | null
  soc: number | null
}

const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1))

/** The next state of one slot; `swapAt` is the full slot a vehicle takes its battery from. */
export function nextSlot(slot: Slot, swapped: boolean, roll: number): Slot {
  if (swapped) return { ...slot, state: 'charging', soc: between(15, 45) }
  if (slot.state === 'charging') {
    if (roll < 0.03) return { ...slot, state: 'fault' }
    const soc = Math.min(100, (slot.soc ?? 20) + between(4, 12))
    return { ...slot, soc, state: soc >= 95 ? 'full' : 'charging' }
  }
  if (slot.state === 'fault' && roll < 0.3)
    return { ...slot, state: slot.soc === null ? 'empty' : 'charging' }
  if (slot.state === 'empty' && roll < 0.2) return { ...slot, state: 'charging', soc: between(15, 45) }
  return slot
}

/** The longest queue the simulator lets build up at one station. */
export const MAX_QUEUE = 8

/**
 * The vehicles waiting after one round: a swap serves the first of them; now and then one or two
 * arrive (`roll` in [0, 1)).
 */
export function nextQueue(queue: number, swapped: boolean, roll: number): number {
  const arrived = roll < 0.35 ? 1 : roll < 0.45 ? 2 : 0
  return Math.max(0, Math.min(MAX_QUEUE, queue - (swapped ? 1 : 0) + arrived))
}

/** Counts of slots by state (swap_stations keeps them equal to its slots). */
export function slotCounts(slots: readonly Slot[]): Record<SlotState, number> {
  const counts = { full: 0, charging: 0, empty: 0, fault: 0 }
  for (const slot of slots) counts[slot.state as SlotState] += 1
  return counts
}

/** Move one random online swap station's slots on and publish them. */
export async function advanceSwapStation(db: Db, now: Date): Promise<void> {
  const total = await db
    .selectFrom('swap_stations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('onlineStatus', '=', 1)
    .executeTakeFirst()
  const count = Number(total?.n ?? 0)
  if (!count) return
  const station = await db
    .selectFrom('swap_stations')
    .select(['stationId', 'areaCode', 'operatorId', 'queueLength'])
    .where('onlineStatus', '=', 1)
    .orderBy('stationId')
    .offset(Math.floor(Math.random() * count))
    .limit(1)
    .executeTakeFirst()
  if (!station) return
  const slots = await db
    .selectFrom('swap_station_slots')
    .select(['slotNo', 'state', 'batteryCode', 'soc'])
    .where('stationId', '=', station.stationId)
    .orderBy('slotNo')
    .execute()
  const full = slots.filter((slot) => slot.state === 'full')
  const swapAt =
    Math.random() < 0.5 && full.length ? full[Math.floor(Math.random() * full.length)].slotNo : -1
  const next = slots.map((slot) => nextSlot(slot, slot.slotNo === swapAt, Math.random()))
  for (const [index, slot] of next.entries()) {
    const before = slots[index]
    if (before.state === slot.state && before.soc === slot.soc) continue
    await db
      .updateTable('swap_station_slots')
      .set({ state: slot.state, soc: slot.soc })
      .where('stationId', '=', station.stationId)
      .where('slotNo', '=', slot.slotNo)
      .execute()
  }
  const counts = slotCounts(next)
  const queueLength = nextQueue(station.queueLength, swapAt > 0, Math.random())
  await db
    .updateTable('swap_stations')
    .set({
      fullCount: counts.full,
      chargingCount: counts.charging,
      emptyCount: counts.empty,
      faultCount: counts.fault,
      queueLength,
    })
    .where('stationId', '=', station.stationId)
    .execute()
  await hubOf(db).publish({
    topic: 'swap',
    areaCode: station.areaCode,
    operatorId: station.operatorId,
    data: {
      stationId: station.stationId,
      slots: next,
      counts,
      queueLength,
      swapped: swapAt > 0,
      time: now.toISOString(),
    },
  })
}

/**
 * A few connected operators push messages now: today's row of message_daily_stats (the figures
 * of elec-charging-message-statistics) grows, some messages fail, the last push is now.
 */
export async function pushMessages(db: Db, now: Date): Promise<void> {
  const day = chinaDay(now)
  const connected = await db.selectFrom('operator_access').selectAll().where('accessStatus', '=', 2).execute()
  if (!connected.length) return
  // Two different operators (a random pair of the connected ones).
  const first = Math.floor(Math.random() * connected.length)
  const picked = [
    ...new Set([first, (first + 1 + Math.floor(Math.random() * (connected.length - 1))) % connected.length]),
  ]
  for (const row of picked.map((index) => connected[index])) {
    const messages = between(5, 60)
    let failures = 0
    for (let message = 0; message < messages; message += 1)
      if (Math.random() * 100 < row.failureRate) failures += 1
    const delayMs = Math.round(messages * row.delaySeconds * 1000)
    await db
      .insertInto('message_daily_stats')
      .values({ operatorId: row.operatorId, day, areaCode: row.areaCode, messages, failures, delayMs })
      .onConflict((conflict) =>
        conflict.columns(['operatorId', 'day']).doUpdateSet({
          messages: sql`message_daily_stats."messages" + ${messages}`,
          failures: sql`message_daily_stats."failures" + ${failures}`,
          delayMs: sql`message_daily_stats."delayMs" + ${delayMs}`,
        }),
      )
      .execute()
    const lastPushTime = now.toISOString()
    await db
      .updateTable('operator_access')
      .set({ lastPushTime })
      .where('operatorId', '=', row.operatorId)
      .execute()
    const today = await db
      .selectFrom('message_daily_stats')
      .select(['messages', 'failures'])
      .where('operatorId', '=', row.operatorId)
      .where('day', '=', day)
      .executeTakeFirstOrThrow()
    await hubOf(db).publish({
      topic: 'access',
      areaCode: row.areaCode,
      operatorId: row.operatorId,
      data: {
        operatorId: row.operatorId,
        messagesToday: Number(today.messages),
        failuresToday: Number(today.failures),
        lastPushTime,
      },
    })
  }
}
