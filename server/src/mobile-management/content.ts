/**
 * Columns (栏目), versions, the operators shown in the app and their brands (issue 20). Bad input
 * answers 400 at the field and writes nothing; every change is journaled with before and after.
 */

import { routeOf } from '../../../src/contract/define'
import * as mobile from '../../../src/contract/mobile-management'
import { labelOf } from '../../../src/core/domain/enums'
import { APP_PLATFORM } from '../../../src/core/domain/enums-mobile-management'
import { serializeOn } from '../db/serialize'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { now } from '../kernel/clock'
import { fieldError } from '../kernel/errors'
import { detailOf, queryContext } from '../resources'
import { appBrandsResource, appColumnsResource, appOperatorsResource } from './resources'
import { versionCode } from './rules'

const TAG = 'mobile-management'

async function nameTaken(db: Db, name: string, except?: number): Promise<boolean> {
  // Two creates of one name at once: the second sees the first's row (issue 38).
  await serializeOn(db, 'app_columns', name)
  let query = db.selectFrom('app_columns').select('id').where('columnName', '=', name)
  if (except !== undefined) query = query.where('id', '<>', except)
  return Boolean(await query.executeTakeFirst())
}

/** Register the columns, versions, operators and brands changes. */
export function contentRoutes(router: Router): void {
  router.route({
    ...routeOf(mobile.deleteColumn),
    tag: TAG,
    access: { permission: 'mobile-column-management/delete' },
    journal: 'app-column.delete',
    handler: async ({ db, params, principal, record }) => {
      const column = await detailOf(appColumnsResource, params.id ?? '', queryContext(db, principal))
      await db
        .deleteFrom('app_columns')
        .where('id', '=', column.id as number)
        .execute()
      record({ target: `app-column:${column.id}`, before: column })
      return column
    },
  })

  router.route({
    ...routeOf(mobile.createColumn),
    tag: TAG,
    access: { permission: 'mobile-column-management/add' },
    journal: 'app-column.create',
    handler: async ({ db, body, record }) => {
      if (await nameTaken(db, body.columnName)) throw fieldError('columnName', '栏目名称已存在')
      const values = { ...body, remark: body.remark ?? '', createTime: now().toISOString() }
      const { id } = await db
        .insertInto('app_columns')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow()
      record({ target: `app-column:${id}`, after: values })
      return { id, ...values }
    },
  })

  router.route({
    ...routeOf(mobile.updateColumn),
    tag: TAG,
    access: { permission: 'mobile-column-management/edit' },
    journal: 'app-column.update',
    handler: async ({ db, params, body, principal, record }) => {
      const column = await detailOf(appColumnsResource, params.id ?? '', queryContext(db, principal))
      if (await nameTaken(db, body.columnName, column.id as number))
        throw fieldError('columnName', '栏目名称已存在')
      const values = { ...body, remark: body.remark ?? '' }
      await db
        .updateTable('app_columns')
        .set(values)
        .where('id', '=', column.id as number)
        .execute()
      record({ target: `app-column:${column.id}`, before: column, after: values })
      return { ...column, ...values }
    },
  })

  router.route({
    ...routeOf(mobile.releaseVersion),
    tag: TAG,
    access: { permission: 'mobile-version-management/add' },
    journal: 'app-version.release',
    handler: async ({ db, body, principal, record }) => {
      const code = versionCode(body.version)
      if (code === null) throw fieldError('version', '版本号格式应为 x.y.z，每段不超过999')
      // "Higher than the current version", one release of a platform at a time (issue 38).
      await serializeOn(db, 'app_versions', body.platform)
      const current = await db
        .selectFrom('app_versions')
        .select(['version', 'versionCode'])
        .where('platform', '=', body.platform)
        .orderBy('versionCode', 'desc')
        .limit(1)
        .executeTakeFirst()
      if (current && code <= current.versionCode)
        throw fieldError(
          'version',
          `版本号须高于${labelOf(APP_PLATFORM, body.platform)}当前版本 ${current.version}`,
        )
      const values = {
        ...body,
        versionCode: code,
        releaseTime: now().toISOString(),
        publisher: principal.user.name || principal.user.username,
      }
      const { id } = await db
        .insertInto('app_versions')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow()
      record({ target: `app-version:${id}`, before: current ?? null, after: values })
      return { id, ...values }
    },
  })

  router.route({
    ...routeOf(mobile.updateOperator),
    tag: TAG,
    access: { permission: 'mobile-operator-management/edit' },
    journal: 'app-operator.update',
    handler: async ({ db, params, body, principal, record }) => {
      const operator = await detailOf(appOperatorsResource, params.id ?? '', queryContext(db, principal))
      const values = { ...body, updateTime: now().toISOString() }
      await db
        .updateTable('app_operators')
        .set(values)
        .where('operatorId', '=', operator.operatorId as string)
        .execute()
      record({
        target: `app-operator:${operator.operatorId}`,
        before: { shown: operator.shown, sortOrder: operator.sortOrder },
        after: values,
      })
      return { ...operator, ...values }
    },
  })

  router.route({
    ...routeOf(mobile.updateBrand),
    tag: TAG,
    access: { permission: 'mobile-operator-brand-management/edit' },
    journal: 'app-brand.update',
    handler: async ({ db, params, body, principal, record }) => {
      const brand = await detailOf(appBrandsResource, params.id ?? '', queryContext(db, principal))
      const values = { brandName: body.brandName, updateTime: now().toISOString() }
      await db
        .updateTable('app_operators')
        .set(values)
        .where('operatorId', '=', brand.operatorId as string)
        .execute()
      record({
        target: `app-brand:${brand.operatorId}`,
        before: { brandName: brand.brandName },
        after: values,
      })
      return { ...brand, ...values }
    },
  })
}
