/**
 * supervise-publicy (issue 17): approved subsidy applications are published in batches for at
 * least five working days (holidays-management decides which days work); an objection during
 * publicity sends its application back to city review; once the period has ended without one,
 * the application becomes 待补贴. The end is settled by the server's clock on the next call of the
 * area (and on a timer), never by a person.
 */
import './tables'
import { routeOf } from '../../../src/contract/define'
import { PUBLICITIES } from '../../../src/contract/lists/supervise-services/publicities'
import * as contract from '../../../src/contract/supervise-services'
import {
  PUBLICITY_MAX_DAYS,
  PUBLICITY_MAX_LEAD_DAYS,
  PUBLICITY_MIN_WORKING_DAYS,
} from '../../../src/core/domain/enums-supervise'
import { regionPrefix } from '../../../src/core/domain/regions'
import type { Principal } from '../auth/permissions'
import { dataScope } from '../auth/scope'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { now, today } from '../kernel/clock'
import { conflict, fieldError } from '../kernel/errors'
import { addCalendarDays, workingDaysBetween } from '../kernel/working-days'
import { defineResourceRoutes, detailOf, queryContext, type ResourceDef } from '../resources'
import { describedFields, describedResource } from '../resources/described'
import { engineContext } from '../workflow/records'
import { yuanText } from './amounts'
import { AREA } from './flows'
import { moveApplication } from './settlement'

/** The items of a publicity: its applications with station, operator and amount. */
async function itemsOf(db: Db, publicityId: number) {
  const rows = await db
    .selectFrom('subsidy_applications as s')
    .innerJoin('applications as a', 'a.applyId', 's.applyId')
    .leftJoin('operators as o', 'o.operatorId', 's.operatorId')
    .select([
      's.applyId',
      's.stationId',
      's.stationName',
      's.operatorId',
      'o.operatorName',
      's.amount',
      'a.status',
      'a.type',
    ])
    .where('s.publicityId', '=', publicityId)
    .orderBy('s.applyId')
    .execute()
  return rows.map((row) => ({ ...row, amountText: yuanText(Number(row.amount)) }))
}

/** Publicity batches. */
export const publicitiesResource: ResourceDef = {
  page: 'supervise-publicy',
  table: 'subsidy_publicities',
  numericKey: true,
  ...describedResource(PUBLICITIES),
  fields: describedFields(PUBLICITIES, { title: { width: 40 } }),
  keyword: { contains: ['title'] },
  scope: { area: 'areaCode' },
  defaultSort: ['id', 'desc'],
  detail: async ({ db, row }) => {
    const id = Number(row.id)
    const objections = await db
      .selectFrom('subsidy_objections')
      .selectAll()
      .where('publicityId', '=', id)
      .orderBy('id')
      .execute()
    return { ...row, items: await itemsOf(db, id), objections }
  },
}

/** Register the publicity calls. */
export function publicityRoutes(router: Router): void {
  const detail = (db: Db, id: number, principal: Principal) =>
    detailOf(publicitiesResource, String(id), queryContext(db, principal))

  defineResourceRoutes(router, publicitiesResource)

  router.route({
    ...routeOf(contract.createPublicity),
    tag: AREA,
    access: { permission: 'supervise-publicy/add' },
    journal: 'subsidy.publicity.create',
    handler: async ({ db, body, principal, record }) => {
      if (body.startDate < today()) throw fieldError('startDate', '公示开始日期不能早于今天')
      if (body.endDate < body.startDate) throw fieldError('endDate', '公示结束日期不能早于开始日期')
      // The range is bounded by the call's rules before anything is computed over it (issue 38).
      if (body.startDate > addCalendarDays(today(), PUBLICITY_MAX_LEAD_DAYS))
        throw fieldError('startDate', `公示开始日期不能晚于${PUBLICITY_MAX_LEAD_DAYS}天以后`)
      if (body.endDate > addCalendarDays(body.startDate, PUBLICITY_MAX_DAYS - 1))
        throw fieldError('endDate', `公示期不能超过${PUBLICITY_MAX_DAYS}天`)
      const workingDays = await workingDaysBetween(db, addCalendarDays(body.startDate, -1), body.endDate)
      if (workingDays < PUBLICITY_MIN_WORKING_DAYS)
        throw fieldError(
          'endDate',
          `公示期不少于${PUBLICITY_MIN_WORKING_DAYS}个工作日（所选期间只有${workingDays}个工作日）`,
        )
      const scope = dataScope(principal)
      const applyIds = [...new Set(body.applyIds)]
      const apps = await db
        .selectFrom('applications')
        .select(['applyId', 'status', 'areaCode', 'flow'])
        .where('applyId', 'in', applyIds)
        .execute()
      for (const applyId of applyIds) {
        const app = apps.find((item) => item.applyId === applyId)
        const visible =
          app && app.flow === 'subsidy' && (!scope.areaPrefix || app.areaCode.startsWith(scope.areaPrefix))
        if (!visible) throw fieldError('applyIds', `申请 ${applyId} 不存在或无权操作`)
        if (app.status !== 'approved')
          throw fieldError('applyIds', `申请 ${applyId} 不是审核通过待公示的申请`)
      }
      const areaCode = principal.attrs.auth_area?.trim() || `${regionPrefix(apps[0].areaCode).slice(0, 4)}00`
      const values = {
        title: body.title,
        startDate: body.startDate,
        endDate: body.endDate,
        workingDays,
        status: 'active',
        areaCode,
        itemCount: applyIds.length,
        objectionCount: 0,
        creatorName: principal.user.name,
        createTime: now().toISOString(),
      }
      const { id } = await db
        .insertInto('subsidy_publicities')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow()
      const context = engineContext(db, principal, record)
      for (const applyId of applyIds) {
        await moveApplication(context, applyId, 'approved', 'publicity', 'publicize', body.title)
        await db
          .updateTable('subsidy_applications')
          .set({ publicityId: id })
          .where('applyId', '=', applyId)
          .execute()
      }
      record({ target: `subsidy-publicity:${id}`, after: { ...values, applyIds } })
      return detail(db, id, principal)
    },
  })

  router.route({
    ...routeOf(contract.recordObjection),
    tag: AREA,
    access: { permission: 'supervise-publicy/edit' },
    journal: 'subsidy.publicity.objection',
    handler: async ({ db, params, body, principal, record }) => {
      const id = Number(params.id)
      const publicity = await detail(db, id, principal)
      const day = today()
      if (
        publicity.status !== 'active' ||
        day < String(publicity.startDate) ||
        day > String(publicity.endDate)
      )
        throw conflict('不在公示期内，不能登记异议')
      const item = await db
        .selectFrom('subsidy_applications')
        .select('applyId')
        .where('applyId', '=', body.applyId)
        .where('publicityId', '=', id)
        .executeTakeFirst()
      if (!item) throw fieldError('applyId', '该申请不在本次公示中')
      await moveApplication(
        engineContext(db, principal, record),
        body.applyId,
        'publicity',
        'reviewing',
        'objection',
        body.content,
      )
      await db
        .updateTable('subsidy_applications')
        .set({ publicityId: null })
        .where('applyId', '=', body.applyId)
        .execute()
      const objection = {
        publicityId: id,
        applyId: body.applyId,
        content: body.content,
        recorderName: principal.user.name,
        time: now().toISOString(),
      }
      await db.insertInto('subsidy_objections').values(objection).execute()
      await db
        .updateTable('subsidy_publicities')
        .set({
          objectionCount: Number(publicity.objectionCount) + 1,
          itemCount: Number(publicity.itemCount) - 1,
        })
        .where('id', '=', id)
        .execute()
      record({ target: `subsidy-publicity:${id}`, after: objection })
      return detail(db, id, principal)
    },
  })
}
