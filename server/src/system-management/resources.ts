/** Administration of resources (applications) under /api/sso/post/api/resource/ (section 7). */

import { routeOf } from '../../../src/contract/define'
import * as resources from '../../../src/contract/system-management-resources'
import { keywordText } from '../../../src/contract/text'
import { serializeOn } from '../db/serialize'
import { onPage, pageResult } from '../http/paging'
import type { Router } from '../http/router'
import { now as clockNow } from '../kernel/clock'
import { fieldError } from '../kernel/errors'

/** Register the resource routes. */
export function ssoResourceRoutes(router: Router): void {
  router.route({
    ...routeOf(resources.resourceList),
    tag: 'sso',
    access: { permission: ['sso-resource-management/view', 'sso-policy-management/view'] },
    handler: async ({ db, query }) => {
      let base = db.selectFrom('resources')
      if (query.keyword) {
        const like = `%${keywordText(query.keyword).replace(/[%_\\]/g, '')}%`
        base = base.where((eb) => eb.or([eb('appName', 'like', like), eb('appId', 'like', like)]))
      }
      const total = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst()
      const rows = await base
        .select((eb) => [
          'resources.appId',
          'resources.appName',
          'resources.appUrl',
          'resources.description',
          'resources.status',
          'resources.createTime',
          'resources.updateTime',
          eb
            .selectFrom('strategies')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .whereRef('strategies.appId', '=', 'resources.appId')
            .as('stgCount'),
        ])
        .orderBy('resources.createTime')
        .orderBy('resources.appId')
        .$call(onPage(query))
        .execute()
      return pageResult(
        rows.map((row) => ({ ...row, stgCount: Number(row.stgCount ?? 0) })),
        Number(total?.count ?? 0),
        query,
      )
    },
  })

  router.route({
    ...routeOf(resources.createResource),
    tag: 'sso',
    access: { permission: 'sso-resource-management/add' },
    journal: 'resource.createRes',
    handler: async ({ db, body, record }) => {
      await serializeOn(db, 'resources', body.appId)
      if (await db.selectFrom('resources').select('appId').where('appId', '=', body.appId).executeTakeFirst())
        throw fieldError('appId', '资源编号已存在')
      const now = clockNow().toISOString()
      await db
        .insertInto('resources')
        .values({ ...body, status: 1, createTime: now, updateTime: now })
        .execute()
      record({ target: `resource:${body.appId}`, after: body })
      return { appId: body.appId }
    },
  })

  router.route({
    ...routeOf(resources.editResource),
    tag: 'sso',
    access: { permission: 'sso-resource-management/edit' },
    journal: 'resource.editRes',
    handler: async ({ db, query, body, record }) => {
      const before = await db
        .selectFrom('resources')
        .selectAll()
        .where('appId', '=', query.appId)
        .executeTakeFirst()
      if (!before) throw fieldError('appId', '资源不存在')
      await db
        .updateTable('resources')
        .set({ ...body, updateTime: clockNow().toISOString() })
        .where('appId', '=', query.appId)
        .execute()
      record({
        target: `resource:${query.appId}`,
        before: {
          appName: before.appName,
          appUrl: before.appUrl,
          description: before.description,
          status: before.status,
        },
        after: body,
      })
      return null
    },
  })
}
