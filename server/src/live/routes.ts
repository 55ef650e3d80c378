/**
 * The live screens' routes: the stream of charging-status with its snapshot (the other live
 * screens' in ./screens.ts; trouble-monitor's and the alarms in ops-services/routes.ts), and — on
 * a test server only (config.testHooks) — switching the simulator on and off, raising an alarm
 * and moving a connector on.
 */
import { sql } from 'kysely'
import { z } from 'zod'
import { scopeCondition } from '../auth/scope'
import { ApiError, CODES } from '../errors'
import type { Router } from '../http/router'
import { defineResourceRoutes } from '../resources'
import { controlSimulator } from './control'
import { chargingDevicesResource, liveScreenRoutes } from './screens'
import { moveConnector, raiseAlarm } from './simulator'
import { streamRoute } from './stream'

/** Register the live routes. */
export function liveRoutes(router: Router): void {
  streamRoute(router, {
    area: 'operating-services',
    page: 'charging-status',
    summary: '充电状态监测',
    topics: ['connector'],
    snapshot: async (db, scope) => {
      const rows = await db
        .selectFrom('connectors')
        .select(['areaCode', 'status', sql<number>`count(*)`.as('n'), sql<number>`sum("power")`.as('power')])
        .where((eb) => scopeCondition(eb, scope, { area: 'areaCode', operator: 'operatorId' }))
        .groupBy(['areaCode', 'status'])
        .execute()
      return {
        rows: rows.map((row) => ({
          areaCode: row.areaCode,
          status: row.status,
          count: Number(row.n),
          power: Number(row.power ?? 0),
        })),
      }
    },
  })
  liveScreenRoutes(router)
  defineResourceRoutes(router, chargingDevicesResource)
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
      /** Move this connector to its next status now (charging-devices' live cells). */
      move: z.string().max(32).optional(),
    }),
    transaction: false,
    handler: async ({ db, body }) => {
      if (body.on !== undefined) controlSimulator(router.deps.db, body.on, body.intervalMs)
      const alarmId = body.alarm ? await raiseAlarm(db) : undefined
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
