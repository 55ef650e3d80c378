/**
 * Rural-station tagging (rural-station-tagging): stations with their urban-rural code; a tag or
 * untag request with a required reason, then a review (approve / reject) as a second step. A
 * step not allowed from the current status answers 409 and changes nothing (api.md); every
 * change is journaled by the route helper.
 */

import { sql } from 'kysely'
import * as archives from '../../../src/contract/archives-management'
import { routeOf } from '../../../src/contract/define'
import { RURAL_STATIONS } from '../../../src/contract/lists/archives-management/rural-stations'
import { isRuralCode } from '../../../src/core/domain/enums'
import { isPostgres } from '../db/dialect'
import { conflict } from '../errors'
import type { Router } from '../http/router'
import { detailOf, type ResourceDef } from '../resources'
import { describedFields, describedLookups, describedResource } from '../resources/described'
import { nameKeyword, OPERATOR_NAME } from '../resources/fields'

/** Stations as the tagging screen lists them. */
export const ruralStationsResource: ResourceDef = {
  page: 'rural-station-tagging',
  title: '乡村站标记',
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
  }),
  lookups: describedLookups(RURAL_STATIONS, [OPERATOR_NAME]),
  keyword: nameKeyword(['stationId']),
  scope: { area: 'areaCode', operator: 'operatorId' },
  defaultSort: ['stationId', 'asc'],
}

type Step = archives.RuralStep

/** Register the tagging workflow steps. */
export function ruralRoutes(router: Router): void {
  const postgres = isPostgres(router.deps.db)
  const steps: Step[] = ['tag', 'untag', 'approve', 'reject']
  for (const step of steps) {
    const request = step === 'tag' || step === 'untag'
    router.route({
      ...routeOf(archives.RURAL_STEPS[step]),
      tag: 'archives-management',
      access: { permission: request ? 'rural-station-tagging/tag' : 'rural-station-tagging/examine' },
      journal: `rural.${step}`,
      handler: async ({ db, params, body, principal, record }) => {
        const now = new Date()
        const station = await detailOf(ruralStationsResource, params.id ?? '', {
          db,
          postgres,
          now,
          principal,
        })
        const before = {
          ruralFlag: station.ruralFlag,
          ruralTagAction: station.ruralTagAction,
          ruralTagStatus: station.ruralTagStatus,
        }
        const pending = station.ruralTagStatus === 'pending'
        let changes: Record<string, string | number | null>
        if (request) {
          if (pending) throw conflict('该站点已有待审核的申请，请等待审核')
          if (step === 'tag' && station.ruralFlag === 1) throw conflict('该站点已是乡村站，无需重复标记')
          if (step === 'untag' && station.ruralFlag !== 1) throw conflict('该站点不是乡村站，无法取消标记')
          const reason = (body as { reason: string }).reason
          changes = {
            ruralTagAction: step,
            ruralTagStatus: 'pending',
            ruralTagReason: reason,
            ruralTagApplicant: principal.user.username,
            ruralTagTime: now.toISOString(),
            ruralReviewer: null,
            ruralReviewTime: null,
            ruralReviewOpinion: null,
          }
        } else {
          if (!pending) throw conflict('该站点没有待审核的申请')
          const opinion = (body as { opinion: string }).opinion
          const flag =
            step === 'approve' ? (station.ruralTagAction === 'tag' ? 1 : 0) : (station.ruralFlag as number)
          changes = {
            ruralTagStatus: step === 'approve' ? 'approved' : 'rejected',
            ruralFlag: flag,
            ruralReviewer: principal.user.username,
            ruralReviewTime: now.toISOString(),
            ruralReviewOpinion: opinion,
          }
        }
        // Guarded by the status read above: a concurrent step finds the row changed and fails.
        const result = await db
          .updateTable('stations')
          .set(changes)
          .where('stationId', '=', station.stationId as string)
          .where(
            sql.ref('ruralTagStatus'),
            station.ruralTagStatus === null ? 'is' : '=',
            station.ruralTagStatus as string | null,
          )
          .executeTakeFirst()
        if (Number(result.numUpdatedRows) !== 1) throw conflict('站点状态已变化，请刷新后重试')
        record({ target: `station:${station.stationId}`, before, after: changes })
        return { ...station, ...changes }
      },
    })
  }
}
