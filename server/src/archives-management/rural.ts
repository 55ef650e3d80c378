/**
 * Rural-station tagging (rural-station-tagging): stations with their urban-rural code; a tag or
 * untag request with a required reason, then a review (approve / reject) with an opinion —
 * RURAL_FLOW's steps taken by the one engine (workflow/step.ts) over the stations table: a step
 * not allowed from the current status or tag, or on a station changed meanwhile, answers 409 and
 * changes nothing (api.md); each step is kept in flow_steps and journaled.
 */
import * as archives from '../../../src/contract/archives-management'
import { routeOf } from '../../../src/contract/define'
import {
  RURAL_STATIONS,
  RURAL_TAG_STATUS,
} from '../../../src/contract/lists/archives-management/rural-stations'
import { isRuralCode } from '../../../src/core/domain/enums'
import { RURAL_FLOW, RURAL_NOT_REQUESTED } from '../../../src/core/domain/flows-archives'
import { isPostgres } from '../db/dialect'
import type { Router } from '../http/router'
import { now as clockNow } from '../kernel/clock'
import { detailOf, type ResourceDef } from '../resources'
import { describedFields, describedLookups, describedResource } from '../resources/described'
import { nameKeyword, OPERATOR_NAME } from '../resources/fields'
import { takeStep } from '../workflow/step'
import { type FlowSubject, sharedHistory } from '../workflow/subject'

/** Stations as the tagging screen lists them. */
export const ruralStationsResource: ResourceDef = {
  page: 'rural-station-tagging',
  table: 'stations',
  ...describedResource(RURAL_STATIONS),
  fields: describedFields(RURAL_STATIONS, {
    stationId: { width: 16 },
    stationName: { width: 36 },
    operatorId: { width: 12 },
    address: { width: 40 },
    areaCodeCountryside: { width: 16 },
    ruralArea: { export: false, compute: (row) => isRuralCode(row.urbanRuralCode) },
    ruralTagReason: { width: 30 },
    ruralReviewOpinion: { width: 30 },
    ruralVersion: { export: false },
  }),
  lookups: describedLookups(RURAL_STATIONS, [OPERATOR_NAME]),
  keyword: nameKeyword(['stationId']),
  scope: { area: 'areaCode', operator: 'operatorId' },
  defaultSort: ['stationId', 'asc'],
}

/** The stations table as the one engine moves rural tagging (NULL status: never requested). */
export const RURAL_SUBJECT: FlowSubject = {
  table: 'stations',
  key: 'stationId',
  status: 'ruralTagStatus',
  nullStatus: RURAL_NOT_REQUESTED,
  version: 'ruralVersion',
  history: sharedHistory(RURAL_FLOW),
  target: 'station',
  stale: '站点状态已变化，请刷新后重试',
  // A request while one waits, a review while none does (the messages the screen has always shown).
  wrongState: (_label, _step, row) =>
    row.ruralTagStatus === 'pending' ? '该站点已有待审核的申请，请等待审核' : '该站点没有待审核的申请',
  statusLabel: (status) => RURAL_TAG_STATUS.find((item) => item.value === status)?.label ?? '未申请',
}

/** The tagging columns a step changes, shown before and after in the journal. */
const TAGGING = ['ruralFlag', 'ruralTagAction', 'ruralTagStatus'] as const

/** Register the tagging workflow steps (RURAL_FLOW). */
export function ruralRoutes(router: Router): void {
  const postgres = isPostgres(router.deps.db)
  for (const { action, permission } of RURAL_FLOW.transitions) {
    const step = action as archives.RuralStep
    const request = step === 'tag' || step === 'untag'
    router.route({
      ...routeOf(archives.RURAL_STEPS[step]),
      tag: 'archives-management',
      access: { permission },
      journal: `rural.${step}`,
      handler: async ({ db, params, body, principal, record }) => {
        const now = clockNow()
        const text = 'reason' in body ? body.reason : body.opinion
        const { row, changes } = await takeStep(
          {
            flow: RURAL_FLOW,
            subject: RURAL_SUBJECT,
            action,
            load: () => detailOf(ruralStationsResource, params.id ?? '', { db, postgres, now, principal }),
            version: body.version,
            opinion: text,
            changes: (station) =>
              request
                ? {
                    ruralTagAction: step,
                    ruralTagReason: text,
                    ruralTagApplicant: principal.user.username,
                    ruralTagTime: now.toISOString(),
                    ruralReviewer: null,
                    ruralReviewTime: null,
                    ruralReviewOpinion: null,
                  }
                : {
                    // 审核通过 changes the tag as requested; 驳回 keeps it.
                    ruralFlag:
                      step === 'approve'
                        ? station.ruralTagAction === 'tag'
                          ? 1
                          : 0
                        : Number(station.ruralFlag),
                    ruralReviewer: principal.user.username,
                    ruralReviewTime: now.toISOString(),
                    ruralReviewOpinion: text,
                  },
            journal: (station, after) => ({
              before: Object.fromEntries(TAGGING.map((column) => [column, station[column]])),
              after,
            }),
          },
          { db, principal, record, now },
        )
        return { ...row, ...changes, ruralVersion: Number(row.ruralVersion) + 1 }
      },
    })
  }
}
