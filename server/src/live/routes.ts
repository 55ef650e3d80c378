/**
 * The live engine's test hooks — on a test server only (config.testHooks): switching the
 * simulator on and off, raising an alarm and moving a connector on. The live screens' streams
 * are their areas' (operating-services/routes.ts, universal-services/real-time-data.ts,
 * ops-services/routes.ts).
 */
import { z } from 'zod'
import type { Router } from '../http/router'
import { now as clockNow } from '../kernel/clock'
import { ApiError, CODES } from '../kernel/errors'
import { ALARM_KINDS } from '../stats/seed'
import { controlSimulator } from './control'
import { moveConnector, raiseAlarm } from './simulator'

/** Register the live engine's test hooks. */
export function liveRoutes(router: Router): void {
  if (!router.deps.config.testHooks) return
  router.route({
    method: 'post',
    path: '/test/simulator',
    summary: '测试服务器专用：开关模拟器、立即产生一条告警、让一个充电接口换到下一状态',
    tag: 'test',
    access: 'public',
    body: z.strictObject({
      on: z.boolean().optional(),
      intervalMs: z.number().int().min(50).optional(),
      alarm: z.boolean().optional(),
      /** Raise it on this connector (one at random otherwise). */
      alarmAt: z.string().max(32).optional(),
      /** Raise it on a connector of this area (code prefix), of this level when given. */
      alarmArea: z
        .string()
        .regex(/^\d{2,6}$/)
        .optional(),
      alarmLevel: z.number().int().min(1).max(3).optional(),
      /** Move this connector to its next status now (charging-devices' live cells). */
      move: z.string().max(32).optional(),
    }),
    transaction: false,
    handler: async ({ db, body }) => {
      if (body.on !== undefined) await controlSimulator(router.deps.db, body.on, body.intervalMs)
      const kind = body.alarmLevel ? ALARM_KINDS.find((one) => one[2] === body.alarmLevel) : undefined
      const alarmId = body.alarm
        ? await raiseAlarm(db, clockNow(), { connectorId: body.alarmAt, areaPrefix: body.alarmArea, kind })
        : undefined
      if (body.move) {
        const connector = await db
          .selectFrom('connectors')
          .selectAll()
          .where('connectorId', '=', body.move)
          .executeTakeFirst()
        if (!connector) throw new ApiError(CODES.badInput, '没有这个充电接口', { move: '没有这个充电接口' })
        await moveConnector(router.deps.db, connector)
      }
      return { alarmId: alarmId ?? null }
    },
  })
}
