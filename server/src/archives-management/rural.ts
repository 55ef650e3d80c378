/**
 * Rural-station tagging (rural-station-tagging): stations with their urban-rural code; a tag or
 * untag request with a required reason, then a review (approve / reject) as a second step. A
 * step not allowed from the current status answers 409 and changes nothing (api.md); every
 * change is journaled by the route helper.
 */

import { sql } from 'kysely'
import * as archives from '../../../src/contract/archives-management'
import { routeOf } from '../../../src/contract/define'
import {
  APPLY_STATUS,
  isRuralCode,
  RURAL_TAG_ACTION,
  STATION_STATUS,
  URBAN_RURAL_CODE,
  YES_NO,
} from '../../../src/core/domain/enums'
import { isPostgres } from '../db/dialect'
import { conflict } from '../errors'
import type { Router } from '../http/router'
import { detailOf, type ResourceDef } from '../resources'
import { areaField, field, nameKeyword, OPERATOR_NAME, operatorField, timeField } from '../resources/fields'

// The request statuses are APPLY_STATUS entries (待审核, 审核通过, 驳回): one source of labels.
const TAG_STATUSES = APPLY_STATUS.filter((status) =>
  ['pending', 'approved', 'rejected'].includes(status.value),
)

/** Stations as the tagging screen lists them. */
export const ruralStationsResource: ResourceDef = {
  area: 'archives-management',
  name: 'rural-stations',
  page: 'rural-station-tagging',
  title: '乡村站标记',
  table: 'stations',
  key: 'stationId',
  fields: [
    field('stationId', '充电站ID', { filter: 'prefix', sortable: true, width: 16 }),
    field('stationName', '充电站名称', { sortable: true, width: 36 }),
    operatorField(),
    areaField(),
    field('address', '地址', { width: 40 }),
    field('areaCodeCountryside', '统计用区划代码', { filter: 'prefix', width: 16 }),
    field('urbanRuralCode', '城乡分类代码', {
      kind: 'int',
      filter: 'eq',
      enum: URBAN_RURAL_CODE,
      sortable: true,
    }),
    field('ruralArea', '位于乡村', { export: false, compute: (row) => isRuralCode(row.urbanRuralCode) }),
    field('stationStatus', '站点状态', { kind: 'int', filter: 'eq', enum: STATION_STATUS }),
    field('ruralFlag', '乡村站', { kind: 'int', filter: 'eq', enum: YES_NO }),
    field('ruralTagAction', '申请类型', { filter: 'eq', enum: RURAL_TAG_ACTION }),
    field('ruralTagStatus', '审核状态', { filter: 'eq', enum: TAG_STATUSES }),
    field('ruralTagReason', '申请理由', { width: 30 }),
    field('ruralTagApplicant', '申请人'),
    timeField('ruralTagTime', '申请时间', { sortable: false }),
    field('ruralReviewer', '审核人'),
    timeField('ruralReviewTime', '审核时间', { filter: undefined, sortable: false }),
    field('ruralReviewOpinion', '审核意见', { width: 30 }),
  ],
  lookups: [OPERATOR_NAME],
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
