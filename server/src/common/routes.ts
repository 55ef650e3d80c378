/** Public platform settings, the region picker and the operator picker. */

import * as common from '../../../src/contract/common'
import { routeOf } from '../../../src/contract/define'
import type { Db } from '../db/types'
import type { Router } from '../http/router'

async function setting(db: Db, key: string): Promise<string | null> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst()
  return row?.value ?? null
}

/** Register the common routes. */
export function commonRoutes(router: Router): void {
  const { config } = router.deps
  router.route({
    ...routeOf(common.platformName),
    tag: 'common',
    access: 'public',
    handler: async ({ db }) => ({ platformName: (await setting(db, 'platformName')) ?? '' }),
  })

  router.route({
    ...routeOf(common.platformNameMini),
    tag: 'common',
    access: 'public',
    handler: async ({ db }) => ({ platformName: (await setting(db, 'platformNameMini')) ?? '' }),
  })

  router.route({
    ...routeOf(common.publicConfig),
    tag: 'common',
    access: 'public',
    handler: async ({ db }) => ({ hostOrigins: config.hostOrigins, cityCode: await setting(db, 'cityCode') }),
  })

  router.route({
    ...routeOf(common.areaCodes),
    tag: 'common',
    access: 'session',
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
    ...routeOf(common.operatorList),
    tag: 'common',
    access: 'session',
    readOnly: true,
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
