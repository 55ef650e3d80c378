/** Administration of resources (applications) under /api/sso/post/api/resource/ (section 7). */
import { z } from 'zod'
import { fieldError } from '../http'
import type { Router } from '../route'
import { pageQuery, pageResult } from './paging'
import { SSO } from './sso-user.routes'

const appName = z.string().trim().min(1, '请输入资源名称').max(64, '资源名称不能超过64个字符')
const appUrl = z.string().trim().max(512, '地址不能超过512个字符')

/** Register the resource routes. */
export function ssoResourceRoutes(router: Router): void {
  router.route({
    method: 'get',
    path: `${SSO}/resource/getAll`,
    summary: '资源（应用）列表',
    tag: 'sso',
    access: { permission: ['sso-resource-management/view', 'sso-policy-management/view'] },
    query: pageQuery.extend({ keyword: z.string().trim().max(64).optional() }).strict(),
    handler: async ({ db, query }) => {
      let base = db.selectFrom('resources')
      if (query.keyword) {
        const like = `%${query.keyword.replace(/[%_\\]/g, '')}%`
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
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize)
        .execute()
      return pageResult(
        rows.map((row) => ({ ...row, stgCount: Number(row.stgCount ?? 0) })),
        Number(total?.count ?? 0),
        query,
      )
    },
  })

  router.route({
    method: 'post',
    path: `${SSO}/resource/createRes`,
    summary: '新建资源（应用）',
    tag: 'sso',
    access: { permission: 'sso-resource-management/add' },
    journal: 'resource.createRes',
    body: z.strictObject({
      appId: z
        .string()
        .trim()
        .regex(/^[a-z][a-z0-9-]{1,63}$/, '资源编号为2-64位小写字母、数字或连字符，以字母开头'),
      appName,
      appUrl: appUrl.default(''),
      description: z.string().trim().max(256).default(''),
    }),
    response: z.object({ appId: z.string() }),
    handler: async ({ db, body, record }) => {
      if (await db.selectFrom('resources').select('appId').where('appId', '=', body.appId).executeTakeFirst())
        throw fieldError('appId', '资源编号已存在')
      const now = new Date().toISOString()
      await db
        .insertInto('resources')
        .values({ ...body, status: 1, createTime: now, updateTime: now })
        .execute()
      record({ target: `resource:${body.appId}`, after: body })
      return { appId: body.appId }
    },
  })

  router.route({
    method: 'post',
    path: `${SSO}/resource/editRes`,
    summary: '修改资源（?appId=）',
    tag: 'sso',
    access: { permission: 'sso-resource-management/edit' },
    journal: 'resource.editRes',
    query: z.strictObject({ appId: z.string().min(1).max(64) }),
    body: z.strictObject({
      appName: appName.optional(),
      appUrl: appUrl.optional(),
      description: z.string().trim().max(256).optional(),
      status: z.union([z.literal(0), z.literal(1)]).optional(),
    }),
    handler: async ({ db, query, body, record }) => {
      const before = await db
        .selectFrom('resources')
        .selectAll()
        .where('appId', '=', query.appId)
        .executeTakeFirst()
      if (!before) throw fieldError('appId', '资源不存在')
      await db
        .updateTable('resources')
        .set({ ...body, updateTime: new Date().toISOString() })
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
