/**
 * A router decorator: every route registered through it first settles what fell due (a
 * deadline passed, a publicity ended) and then answers, so a list or a step never shows a
 * state the clock has already left behind.
 *
 * @example
 * const settling = settlingRouter(router, settleTasks)
 * settling.route({ ...routeOf(call), tag, access, handler })
 */
import type { Db } from '../db/types'
import type { Router } from './router'

/** `router`, with `settle(db)` run before each handler of the routes registered through it. */
export function settlingRouter(router: Router, settle: (db: Db) => Promise<unknown>): Router {
  return {
    deps: router.deps,
    routes: router.routes,
    route: (spec) =>
      router.route({
        ...spec,
        handler: async (context) => {
          await settle(context.db)
          return spec.handler(context)
        },
      }),
  }
}
