/** Administration of strategies and page APIs under /api/sso/post/api/ (section 7). */

import { routeOf } from '../../../src/contract/define'
import * as strategies from '../../../src/contract/system-management-strategies'
import { keywordText } from '../../../src/contract/text'
import { pageTree } from '../auth/actions'
import { assertHoldsPages, assertKeepsOwnAdminRights, assertNotOwnStrategy } from '../auth/guard'
import { assertManages } from '../auth/subordinate'
import { onPage, pageResult } from '../http/paging'
import type { Router } from '../http/router'
import { now as clockNow } from '../kernel/clock'
import { fieldError } from '../kernel/errors'
import { actionsOf, checkActions, checkApp, findStg, nameFree, replaceActions } from './strategy-store'

/** Register the strategy and page-API routes. */
export function ssoStgRoutes(router: Router): void {
  router.route({
    ...routeOf(strategies.pageStgs),
    tag: 'sso',
    access: { permission: 'sso-policy-management/view' },
    handler: async () => pageTree(),
  })

  router.route({
    ...routeOf(strategies.stgList),
    tag: 'sso',
    access: { permission: ['sso-policy-management/view', 'sso-role-management/view'] },
    handler: async ({ db, query }) => {
      let base = db.selectFrom('strategies')
      if (query.keyword)
        base = base.where('stgName', 'like', `%${keywordText(query.keyword).replace(/[%_\\]/g, '')}%`)
      if (query.appId) base = base.where('appId', '=', query.appId)
      const total = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst()
      const rows = await base
        .select((eb) => [
          'strategies.id as stgId',
          'strategies.appId',
          'strategies.stgName',
          'strategies.description',
          'strategies.createTime',
          'strategies.updateTime',
          eb
            .selectFrom('strategy_actions')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .whereRef('strategy_actions.stgId', '=', 'strategies.id')
            .as('actionCount'),
        ])
        .orderBy('strategies.id')
        .$call(onPage(query))
        .execute()
      return pageResult(
        rows.map((row) => ({ ...row, actionCount: Number(row.actionCount ?? 0) })),
        Number(total?.count ?? 0),
        query,
      )
    },
  })

  router.route({
    ...routeOf(strategies.stgActions),
    tag: 'sso',
    access: { permission: 'sso-policy-management/view' },
    readOnly: true,
    handler: async ({ db, body }) => {
      await findStg(db, body.stgId)
      return { stgId: body.stgId, actions: await actionsOf(db, body.stgId) }
    },
  })

  router.route({
    ...routeOf(strategies.createStg),
    tag: 'sso',
    access: { permission: 'sso-policy-management/add' },
    journal: 'stg.createStg',
    handler: async ({ db, body, principal, record }) => {
      await checkApp(db, body.appId)
      await nameFree(db, body.stgName)
      const list = checkActions(body.actions)
      const now = clockNow().toISOString()
      const row = await db
        .insertInto('strategies')
        .values({
          appId: body.appId,
          stgName: body.stgName,
          description: body.description,
          createTime: now,
          updateTime: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await replaceActions(db, row.id, list)
      await assertManages(db, principal, { stg: row.id }, 'granting') // issues 23 and 38
      record({ target: `stg:${body.stgName}`, after: { ...body, actions: list } })
      return { stgId: row.id }
    },
  })

  router.route({
    ...routeOf(strategies.editStg),
    tag: 'sso',
    access: { permission: 'sso-policy-management/edit' },
    journal: 'stg.editStg',
    handler: async ({ db, query, body, principal, record }) => {
      const stg = await findStg(db, body.stgId)
      await assertManages(db, principal, { stg: stg.id }) // issue 38, item 1
      await checkApp(db, query.appId)
      if (body.stgName) await nameFree(db, body.stgName, stg.id)
      const before = {
        appId: stg.appId,
        stgName: stg.stgName,
        description: stg.description,
        actions: await actionsOf(db, stg.id),
      }
      await db
        .updateTable('strategies')
        .set({
          appId: query.appId,
          ...(body.stgName ? { stgName: body.stgName } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          updateTime: clockNow().toISOString(),
        })
        .where('id', '=', stg.id)
        .execute()
      if (body.actions) {
        const list = checkActions(body.actions)
        // Issue 23, item 6: not a strategy of one's own roles; no right added that one lacks.
        await assertNotOwnStrategy(db, principal, stg.id)
        await replaceActions(db, stg.id, list)
        await assertManages(db, principal, { stg: stg.id }, 'granting')
        await assertKeepsOwnAdminRights(db, principal)
      }
      const after = {
        appId: query.appId,
        stgName: body.stgName ?? stg.stgName,
        description: body.description ?? stg.description,
        actions: await actionsOf(db, stg.id),
      }
      record({ target: `stg:${stg.stgName}`, before, after })
      return null
    },
  })

  router.route({
    ...routeOf(strategies.pageApi),
    tag: 'sso',
    access: { permission: 'sso-policy-management/view' },
    readOnly: true,
    handler: async ({ db, query }) => {
      await findStg(db, query.stgId)
      const bound = new Set(
        (
          await db
            .selectFrom('strategy_page_apis')
            .select('pageApiId')
            .where('stgId', '=', query.stgId)
            .execute()
        ).map((row) => row.pageApiId),
      )
      const apis = await db.selectFrom('page_apis').selectAll().orderBy('page').orderBy('id').execute()
      return apis.map((api) => ({ ...api, bound: bound.has(api.id) }))
    },
  })

  for (const [call, add] of [
    ['addStgs', true],
    ['delStgs', false],
  ] as const) {
    router.route({
      ...routeOf(add ? strategies.addPageApis : strategies.delPageApis),
      tag: 'sso',
      access: { permission: 'sso-policy-management/edit' },
      journal: `pageApi.${call}`,
      handler: async ({ db, body, principal, record }) => {
        const stg = await findStg(db, body.stgId)
        const ids = [...new Set(body.pageApiIds)]
        const found = await db.selectFrom('page_apis').select(['id', 'page']).where('id', 'in', ids).execute()
        if (found.length !== ids.length) throw fieldError('pageApiIds', '页面接口不存在')
        // Issue 23, item 6: as for page rights; issue 38: only a subordinate strategy.
        await assertNotOwnStrategy(db, principal, stg.id)
        await assertManages(db, principal, { stg: stg.id })
        if (add) assertHoldsPages(principal, new Set(found.map((api) => api.page)))
        const before = (
          await db.selectFrom('strategy_page_apis').select('pageApiId').where('stgId', '=', stg.id).execute()
        ).map((row) => row.pageApiId)
        if (add) {
          const missing = ids.filter((id) => !before.includes(id))
          if (missing.length)
            await db
              .insertInto('strategy_page_apis')
              .values(missing.map((pageApiId) => ({ stgId: stg.id, pageApiId })))
              .execute()
        } else {
          await db
            .deleteFrom('strategy_page_apis')
            .where('stgId', '=', stg.id)
            .where('pageApiId', 'in', ids)
            .execute()
        }
        record({
          target: `stg:${stg.stgName}`,
          before: { pageApiIds: before },
          after: { [add ? 'added' : 'removed']: ids },
        })
        return null
      },
    })
  }
}
