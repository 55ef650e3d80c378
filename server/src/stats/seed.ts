/**
 * The dashboards' seed: the daily aggregates built from the seeded archives (both scales), and
 * alarms of the last 90 days — most recovered and confirmed, some in disposal, a few open — on
 * seeded connectors (domain.md: Alarm codes with their type and level).
 */

import { bulkInsert } from '../db/seed/bulk'
import { ORDER_DAYS, type SeedContext, type Seeder } from '../db/seed/context'
import { rebuildAggregates } from './aggregate'
import { addDays, chinaDay } from './days'

/** Alarm codes with their type and level (domain.md: Alarm). */
export const ALARM_KINDS: readonly [code: number, type: number, level: number][] = [
  [2, 1, 1],
  [4, 1, 1],
  [17, 1, 2],
  [18, 1, 2],
  [27, 1, 3],
  [101, 2, 3],
  [104, 2, 2],
  [120, 2, 1],
  [203, 3, 2],
  [206, 3, 1],
]

const HANDLERS = ['张伟', '王芳', '李娜', '刘强', '陈静']
const RESULTS = [
  '更换急停按钮，恢复正常',
  '清理散热风道，温度恢复',
  '重启通讯模块后恢复',
  '更换充电枪头',
  '复位开关，线路检查无异常',
]

/** Builds the aggregates after the archives seeder, then seeds alarms. */
export const statsSeeder: Seeder = {
  name: 'stats',
  async run(ctx) {
    const { db, rng, now, scale } = ctx
    await rebuildAggregates(db)
    const count = scale === 'large' ? 20_000 : 600
    const connectors = await db
      .selectFrom('connectors')
      .select(['connectorId', 'equipmentId', 'stationId', 'operatorId', 'areaCode'])
      .orderBy('connectorId')
      .limit(scale === 'large' ? 50_000 : 5_000)
      .execute()
    if (!connectors.length) return
    const rows = []
    for (let index = 0; index < count; index += 1) {
      const connector = rng.pick(connectors)
      const [alarmCode, alarmType, alarmLevel] = rng.pick(ALARM_KINDS)
      // Newest last: the last 12 are from the last hours and still open.
      const open = index >= count - 12
      const ago = open ? rng.int(5, 300) * 60_000 : rng.int(1, 90) * 86_400_000 + rng.int(0, 86_399) * 1000
      const at = now.getTime() - ago
      const repair = rng.int(10, 600) * 60_000
      const selfRecovered = !open && rng.chance(0.35)
      const disposal = open
        ? 'pending'
        : selfRecovered
          ? 'pending'
          : rng.chance(0.9)
            ? 'confirmed'
            : 'handled'
      const handled = disposal === 'confirmed' || disposal === 'handled'
      rows.push({
        ...connector,
        alarmType,
        alarmLevel,
        alarmCode,
        alarmStatus: open ? 1 : 0,
        alarmTime: new Date(at).toISOString(),
        recoveryTime: open ? null : new Date(Math.min(now.getTime(), at + repair)).toISOString(),
        disposal,
        handler: handled ? rng.pick(HANDLERS) : null,
        result: handled ? rng.pick(RESULTS) : null,
        disposeTime: handled ? new Date(Math.min(now.getTime(), at + repair)).toISOString() : null,
        confirmer: disposal === 'confirmed' ? '系统管理员' : null,
        confirmTime:
          disposal === 'confirmed'
            ? new Date(Math.min(now.getTime(), at + repair + 3_600_000)).toISOString()
            : null,
        version: 1,
      })
    }
    rows.sort((a, b) => a.alarmTime.localeCompare(b.alarmTime))
    await bulkInsert(db, 'alarms', rows)
    await seedMessages(ctx)
  },
}

/**
 * Data messages per connected operator platform and day, from its access time (or the first day
 * of the order archives) to its last push: around its daily volume, failure rate and delay.
 */
async function seedMessages({ db, rng, now }: SeedContext): Promise<void> {
  const platforms = await db
    .selectFrom('operator_access')
    .selectAll()
    .where('accessStatus', '>=', 2)
    .orderBy('operatorId')
    .execute()
  const today = chinaDay(now)
  const first = addDays(today, -ORDER_DAYS)
  const rows = []
  for (const platform of platforms) {
    const from = platform.accessTime ? chinaDay(new Date(platform.accessTime)) : first
    const until = platform.lastPushTime ? chinaDay(new Date(platform.lastPushTime)) : today
    // Days are YYYY-MM-DD texts: the later of the two, compared as texts.
    for (let day = [from, first].sort()[1]; day <= until; day = addDays(day, 1)) {
      const messages = Math.round(platform.messagesPerDay * (0.75 + rng.next() * 0.5))
      rows.push({
        operatorId: platform.operatorId,
        day,
        areaCode: platform.areaCode,
        messages,
        failures: Math.round(((messages * platform.failureRate) / 100) * (0.5 + rng.next())),
        delayMs: Math.round(messages * platform.delaySeconds * 1000 * (0.7 + rng.next() * 0.6)),
      })
    }
  }
  await bulkInsert(db, 'message_daily_stats', rows)
}
