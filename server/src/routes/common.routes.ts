/** Public platform settings, the region picker and the operator picker. */
import { z } from 'zod'
import type { Db } from '../db/types'
import type { Router } from '../route'

async function setting(db: Db, key: string): Promise<string | null> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst()
  return row?.value ?? null
}

/** Register the common routes. */
export function commonRoutes(router: Router): void {
  const { config } = router.deps
  router.route({
    method: 'get',
    path: '/common/platformName',
    summary: '平台名称（页头）',
    tag: 'common',
    access: 'public',
    response: z.object({ platformName: z.string() }),
    handler: async ({ db }) => ({ platformName: (await setting(db, 'platformName')) ?? '' }),
  })

  router.route({
    method: 'get',
    path: '/common/platformNameMini',
    summary: '平台简称',
    tag: 'common',
    access: 'public',
    response: z.object({ platformName: z.string() }),
    handler: async ({ db }) => ({ platformName: (await setting(db, 'platformNameMini')) ?? '' }),
  })

  router.route({
    method: 'get',
    path: '/common/config',
    summary: '公开配置：桥接允许的宿主来源（HOST_ORIGINS）与城市编码',
    tag: 'common',
    access: 'public',
    response: z.object({ hostOrigins: z.array(z.string()), cityCode: z.string().nullable() }),
    handler: async ({ db }) => ({ hostOrigins: config.hostOrigins, cityCode: await setting(db, 'cityCode') }),
  })

  router.route({
    method: 'get',
    path: '/areaCode/queryAreaCodeList',
    summary: '行政区划（parentCode 的下级；不传时为顶级）',
    tag: 'common',
    access: 'session',
    query: z.strictObject({
      parentCode: z
        .string()
        .regex(/^\d{6}$/, '应为6位行政区划代码')
        .optional(),
    }),
    response: z.array(z.object({ code: z.string(), name: z.string(), level: z.number() })),
    handler: ({ db, query }) =>
      db
        .selectFrom('region_codes')
        .select(['code', 'name', 'level'])
        .where((eb) =>
          query.parentCode ? eb('parentCode', '=', query.parentCode) : eb('parentCode', 'is', null),
        )
        .orderBy('code')
        .execute(),
  })

  router.route({
    method: 'post',
    path: '/base/operator_list_v1',
    summary: '运营商选择列表（keyword 匹配名称、拼音、首字母或编号）',
    tag: 'common',
    access: 'session',
    readOnly: true,
    body: z.strictObject({ keyword: z.string().trim().max(64).optional() }),
    response: z.array(z.object({ operatorId: z.string(), operatorName: z.string() })),
    handler: async ({ db, body }) => {
      // Wildcards are dropped rather than escaped: LIKE escapes differ between the dialects.
      const keyword = body.keyword?.replace(/[\s%_\\]+/g, '').toLowerCase()
      let query = db.selectFrom('operators').select(['operatorId', 'operatorName']).orderBy('operatorName')
      if (keyword) {
        const like = `%${keyword}%`
        query = query.where((eb) =>
          eb.or([
            eb('operatorName', 'like', like),
            eb('namePinyin', 'like', like),
            eb('nameInitials', 'like', like),
            eb('operatorId', 'like', like.toUpperCase()),
          ]),
        )
      }
      return query.limit(200).execute()
    },
  })
}
