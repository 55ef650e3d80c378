/**
 * The ops-services area (src/screens/ops-services): the trouble-monitor stream with its snapshot
 * (open alarms), the alarms list with its disposal steps, and the map's open-alarm stations. One call for the app:
 * `opsServicesRoutes(router)`.
 */
import { sql } from 'kysely'
import { areaLists } from '../../../src/contract/lists/titles'
import { troubleMonitorStream } from '../../../src/contract/live'
import { scopeCondition } from '../auth/scope'
import type { Router } from '../http/router'
import { streamRoute } from '../push/stream'
import { defineResourceRoutes } from '../resources'
import { describedResources } from '../resources/described'
import { alarmMapRoutes } from './alarm-map'
import { alarmRoutes, alarmsResource } from './alarms'

/** Register the ops-services routes. */
export function opsServicesRoutes(router: Router): void {
  streamRoute(router, troubleMonitorStream, {
    topics: ['alarm'],
    snapshot: async (db, scope) => {
      const row = await db
        .selectFrom('alarms')
        .select(sql<number>`count(*)`.as('n'))
        .where('disposal', '!=', 'confirmed')
        .where((eb) => scopeCondition(eb, scope, { area: 'areaCode', operator: 'operatorId' }))
        .executeTakeFirst()
      return { open: Number(row?.n ?? 0) }
    },
  })
  alarmRoutes(router)
  alarmMapRoutes(router)
  for (const def of describedResources(areaLists('ops-services'), [alarmsResource]))
    defineResourceRoutes(router, def)
}
