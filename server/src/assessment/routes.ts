/**
 * The station-assessment area (issue 18): the indicator library, rounds, the four list
 * resources, evidence and scores. One call for the app: `assessmentRoutes(router)`.
 */
import * as calls from '../../../src/contract/assessment'
import { routeOf } from '../../../src/contract/define'
import { areaLists } from '../../../src/contract/lists/titles'
import type { Router } from '../http/router'
import { defineResourceRoutes } from '../resources'
import { describedResources } from '../resources/described'
import { registerPopup } from '../workflow/popups'
import { evaluateCount, markEvaluateRead } from './counts'
import { evidenceRoutes } from './files'
import { libraryOf, saveLibrary } from './library'
import { AREA, ASSESSMENT_RESOURCES, UPLOADERS } from './resources'
import { createRound, publishRound, roundsWithProgress } from './rounds'
import { scoreAssessment, setEvidence, submitEvidence } from './steps'

export function assessmentRoutes(router: Router): void {
  // Files, library and rounds first: their paths would otherwise be taken for a resource.
  evidenceRoutes(router)
  // The evidence popup at sign-in (user_info's evaluateCount; 去上传 marks it read).
  registerPopup('evaluate', { count: evaluateCount, markRead: markEvaluateRead })

  router.route({
    ...routeOf(calls.getIndicators),
    tag: AREA,
    access: { permission: 'station-assessment-index/view' },
    handler: ({ db, query }) => libraryOf(db, query.year),
  })
  router.route({
    ...routeOf(calls.saveIndicators),
    tag: AREA,
    access: { permission: 'station-assessment-index/edit' },
    journal: 'assessment.indicators',
    handler: async ({ db, params, body, record }) => {
      const saved = await saveLibrary(db, Number(params.year), body.indicators)
      record({ target: `assessment-indicators:${saved.year}`, after: body.indicators })
      return saved
    },
  })
  router.route({
    ...routeOf(calls.listRounds),
    tag: AREA,
    access: { permission: ['staff-station-assessment-records/view', 'station-assessment-review/view'] },
    handler: ({ db }) => roundsWithProgress(db),
  })
  router.route({
    ...routeOf(calls.createRound),
    tag: AREA,
    access: { permission: 'station-assessment-review/add' },
    journal: 'assessment.round',
    handler: ({ db, body, record }) => createRound(db, body, record),
  })
  router.route({
    ...routeOf(calls.publishRound),
    tag: AREA,
    access: { permission: 'station-assessment-review/examine' },
    journal: 'assessment.publish',
    handler: ({ db, params, principal, record }) => publishRound(db, Number(params.id), principal, record),
  })

  for (const resource of describedResources(areaLists(AREA), ASSESSMENT_RESOURCES))
    defineResourceRoutes(router, resource)

  router.route({
    ...routeOf(calls.setEvidence),
    tag: AREA,
    access: { permission: UPLOADERS },
    journal: 'assessment.evidence',
    handler: ({ db, params, body, principal, record }) =>
      setEvidence(params.resource ?? '', params.id ?? '', body, { db, principal, record }),
  })
  router.route({
    ...routeOf(calls.submitEvidence),
    tag: AREA,
    access: { permission: UPLOADERS },
    journal: 'assessment.submit',
    handler: ({ db, params, body, principal, record }) =>
      submitEvidence(params.resource ?? '', params.id ?? '', body, { db, principal, record }),
  })
  router.route({
    ...routeOf(calls.scoreAssessment),
    tag: AREA,
    access: { permission: 'station-assessment-review/examine' },
    journal: 'assessment.score',
    handler: ({ db, params, body, principal, record }) =>
      scoreAssessment(params.id ?? '', body, { db, principal, record }),
  })
}
