/**
 * The feedback area (issue 18): the three screens' list resources, submitting an item, the
 * flow's steps, pictures and the stations one may report on. One call for the app:
 * `feedbackRoutes(router)`.
 */

import { routeOf } from '../../../src/contract/define'
import {
  createFeedback as createCall,
  feedbackStations,
  stepFeedback as stepCall,
} from '../../../src/contract/feedback'
import { areaLists } from '../../../src/contract/lists/titles'
import { keywordText } from '../../../src/contract/text'
import { dataScope } from '../auth/scope'
import type { Router } from '../http/router'
import { defineResourceRoutes } from '../resources'
import { describedResources } from '../resources/described'
import { registerPopup } from '../workflow/popups'
import { feedbackCount } from './counts'
import { createFeedback, STEP_PERMISSIONS, stepFeedback } from './flow'
import { pictureRoutes } from './pictures'
import { AREA, FEEDBACK_RESOURCES } from './resources'

/** Register every feedback route. */
export function feedbackRoutes(router: Router): void {
  // Pictures and stations first: `/feedback/pictures` would otherwise be taken for a resource.
  pictureRoutes(router)
  // 意见反馈处理's popup at sign-in (user_info's feedbackCount).
  registerPopup('feedback', { count: feedbackCount })

  router.route({
    ...routeOf(feedbackStations),
    tag: AREA,
    access: { permission: 'operation-staff-feedback/add' },
    handler: async ({ db, query, principal }) => {
      const scope = dataScope(principal)
      let select = db
        .selectFrom('stations')
        .leftJoin('operators', 'operators.operatorId', 'stations.operatorId')
        .select([
          'stations.stationId',
          'stations.stationName',
          'stations.operatorId',
          'operators.operatorName',
        ])
        .orderBy('stations.stationId')
        .limit(20)
      if (scope.areaPrefix) select = select.where('stations.areaCode', 'like', `${scope.areaPrefix}%`)
      if (scope.operatorId) select = select.where('stations.operatorId', '=', scope.operatorId)
      const keyword = keywordText(query.keyword)
      if (keyword) {
        // Wildcards are not the user's to give: they are dropped, not escaped.
        const clean = keyword.replace(/[\\%_]/g, '')
        select = select.where((eb) =>
          eb.or([
            eb('stations.stationId', 'like', `${clean}%`),
            eb('stations.stationName', 'like', `%${clean}%`),
          ]),
        )
      }
      return select.execute()
    },
  })

  for (const resource of describedResources(areaLists(AREA), FEEDBACK_RESOURCES))
    defineResourceRoutes(router, resource)

  router.route({
    ...routeOf(createCall),
    tag: AREA,
    access: { permission: 'operation-staff-feedback/add' },
    journal: 'feedback.create',
    handler: ({ db, body, principal, record }) => createFeedback(body, { db, principal, record }),
  })

  router.route({
    ...routeOf(stepCall),
    tag: AREA,
    access: { permission: STEP_PERMISSIONS },
    journal: 'feedback.step',
    handler: ({ db, params, body, principal, record }) =>
      stepFeedback(params.resource ?? '', params.feedbackId ?? '', params.action ?? '', body, {
        db,
        principal,
        record,
      }),
  })
}
