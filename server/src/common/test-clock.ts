/**
 * The test server's clock setting (config.testHooks only, never in `npm start`): end-to-end tests
 * move the server's day forward to run deadlines and publicity without waiting.
 */
import { z } from 'zod'
import type { Router } from '../http/router'
import { clockOffsetMs, now, setClockOffsetMs } from '../kernel/clock'

const DAY_MS = 86_400_000

export function clockRoutes(router: Router): void {
  if (!router.deps.config.testHooks) return
  router.route({
    method: 'post',
    path: '/test/clock',
    summary: '测试服务器专用：把服务器时钟向后拨若干天（days）或回到本机时间（reset）',
    tag: 'test',
    access: 'public',
    body: z.strictObject({
      days: z.number().int().min(0).max(3650).optional(),
      reset: z.boolean().optional(),
    }),
    transaction: false,
    handler: async ({ body }) => {
      if (body.reset) setClockOffsetMs(0)
      if (body.days) setClockOffsetMs(clockOffsetMs() + body.days * DAY_MS)
      return { now: now().toISOString(), offsetDays: clockOffsetMs() / DAY_MS }
    },
  })
}
