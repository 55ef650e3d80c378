/**
 * Recommended stations (推荐场站, issue 20): an ordered list with a validity period per entry;
 * only stations in service (正常使用) can be recommended. The order is saved as a whole: the ids
 * a user sees, in their new order, take the places those entries held (a scoped user reorders
 * only within its own entries and never moves another area's).
 */

import { routeOf } from '../../../src/contract/define'
import * as mobile from '../../../src/contract/mobile-management'
import { serializeOn } from '../db/serialize'
import type { Router } from '../http/router'
import { now } from '../kernel/clock'
import { ApiError, CODES, fieldError } from '../kernel/errors'
import { allOf, detailOf, parseTime, queryContext, scopeConditions } from '../resources'
import { appRecommendResource } from './resources'

const TAG = 'mobile-management'
const PAGE = 'mobile-recommend-station-management'
const IN_SERVICE = 50

/** Parse and check a validity period: both times, from before to, to still ahead. */
function period(body: { validFrom: string; validTo: string }): { validFrom: string; validTo: string } {
  const validFrom = parseTime('validFrom', body.validFrom).iso
  const validTo = parseTime('validTo', body.validTo).iso
  if (validTo <= validFrom) throw fieldError('validTo', '失效时间须晚于生效时间')
  if (validTo <= now().toISOString()) throw fieldError('validTo', '失效时间不能早于当前时间')
  return { validFrom, validTo }
}

/** Register the recommended-station changes (the order first: `/order` is not an id). */
export function recommendRoutes(router: Router): void {
  router.route({
    ...routeOf(mobile.orderRecommend),
    tag: TAG,
    access: { permission: `${PAGE}/edit` },
    journal: 'app-recommend.order',
    handler: async ({ db, body, principal, record }) => {
      const scope = allOf(scopeConditions(appRecommendResource, queryContext(db, principal)))
      const rows = await db
        .selectFrom('app_recommend_stations')
        .select(['id', 'sortOrder'])
        .where(scope)
        .orderBy('sortOrder')
        .execute()
      const known = new Set(rows.map((row) => row.id))
      const ids = body.ids
      if (ids.length !== rows.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
        throw new ApiError(CODES.badInput, '推荐列表已变化，请刷新后重试', {
          ids: '推荐列表已变化，请刷新后重试',
        })
      const places = rows.map((row) => row.sortOrder)
      for (const [index, id] of ids.entries())
        await db
          .updateTable('app_recommend_stations')
          .set({ sortOrder: places[index] })
          .where('id', '=', id)
          .execute()
      record({ target: 'app-recommend:order', before: rows.map((row) => row.id), after: ids })
      return { ids }
    },
  })

  router.route({
    ...routeOf(mobile.addRecommend),
    tag: TAG,
    access: { permission: `${PAGE}/add` },
    journal: 'app-recommend.add',
    handler: async ({ db, body, principal, record }) => {
      // The station, within the user's data scope (the same area and operator columns as the list's).
      const station = await db
        .selectFrom('stations')
        .select(['stationStatus', 'operatorId', 'areaCode'])
        .where('stationId', '=', body.stationId)
        .where(allOf(scopeConditions(appRecommendResource, queryContext(db, principal))))
        .executeTakeFirst()
      if (!station) throw fieldError('stationId', '充电站不存在')
      if (station.stationStatus !== IN_SERVICE) throw fieldError('stationId', '只能推荐正常使用的充电站')
      // The "not listed yet" check and the next sortOrder, one add at a time (issue 38).
      await serializeOn(db, 'app_recommend_stations')
      const taken = await db
        .selectFrom('app_recommend_stations')
        .select('id')
        .where('stationId', '=', body.stationId)
        .executeTakeFirst()
      if (taken) throw fieldError('stationId', '该充电站已在推荐列表中')
      const last = await db
        .selectFrom('app_recommend_stations')
        .select((eb) => eb.fn.max('sortOrder').as('last'))
        .executeTakeFirst()
      const values = {
        stationId: body.stationId,
        operatorId: station.operatorId,
        areaCode: station.areaCode,
        sortOrder: Number(last?.last ?? 0) + 1,
        ...period(body),
        createTime: now().toISOString(),
      }
      const { id } = await db
        .insertInto('app_recommend_stations')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow()
      record({ target: `app-recommend:${id}`, after: values })
      return { id, ...values }
    },
  })

  router.route({
    ...routeOf(mobile.deleteRecommend),
    tag: TAG,
    access: { permission: `${PAGE}/delete` },
    journal: 'app-recommend.delete',
    handler: async ({ db, params, principal, record }) => {
      const entry = await detailOf(appRecommendResource, params.id ?? '', queryContext(db, principal))
      await db
        .deleteFrom('app_recommend_stations')
        .where('id', '=', entry.id as number)
        .execute()
      record({ target: `app-recommend:${entry.id}`, before: entry })
      return entry
    },
  })

  router.route({
    ...routeOf(mobile.updateRecommend),
    tag: TAG,
    access: { permission: `${PAGE}/edit` },
    journal: 'app-recommend.update',
    handler: async ({ db, params, body, principal, record }) => {
      const entry = await detailOf(appRecommendResource, params.id ?? '', queryContext(db, principal))
      const values = period(body)
      await db
        .updateTable('app_recommend_stations')
        .set(values)
        .where('id', '=', entry.id as number)
        .execute()
      record({
        target: `app-recommend:${entry.id}`,
        before: { validFrom: entry.validFrom, validTo: entry.validTo },
        after: values,
      })
      return { ...entry, ...values }
    },
  })
}
