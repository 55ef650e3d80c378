/**
 * holidays-management (issue 17): the holiday calendar's periods as a list resource, their
 * create, update and delete, and a year's calendar as the working-day rule sees it. A period may
 * not overlap another, a 调休上班 period holds weekend days only, and a period is at most 31
 * days: refused with the field named, nothing written.
 */
import './tables'
import type { z } from 'zod'
import * as contract from '../../../src/contract/data-input'
import { routeOf } from '../../../src/contract/define'
import { HOLIDAYS } from '../../../src/contract/lists/data-input/holidays'
import { serializeOn } from '../db/serialize'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { now } from '../kernel/clock'
import { fieldError } from '../kernel/errors'
import { addCalendarDays, workingDayRule } from '../kernel/working-days'
import { defineResourceRoutes, detailOf, queryContext, type ResourceDef, type Row } from '../resources'
import { describedFields, describedResource } from '../resources/described'

const DAY_MS = 86_400_000
const daysOf = (row: Row) =>
  Math.round((Date.parse(String(row.endDate)) - Date.parse(String(row.startDate))) / DAY_MS) + 1

/** The periods of the calendar. */
export const holidaysResource: ResourceDef = {
  page: 'holidays-management',
  table: 'holiday_periods',
  numericKey: true,
  ...describedResource(HOLIDAYS),
  fields: describedFields(HOLIDAYS, {
    id: { export: false },
    name: { width: 20 },
    startDate: { width: 12 },
    endDate: { width: 12 },
    days: { compute: daysOf },
    remark: { width: 30 },
  }),
  keyword: { contains: ['name'] },
  defaultSort: ['startDate', 'asc'],
}

type Body = z.infer<typeof contract.holidayBody>

/** Check a period against the rules and the other periods (`id`: the one being changed). */
async function checkPeriod(db: Db, body: Body, id?: number): Promise<void> {
  if (body.endDate < body.startDate) throw fieldError('endDate', '结束日期不能早于开始日期')
  if (daysOf(body) > 31) throw fieldError('endDate', '一个时段不能超过31天')
  if (body.kind === 'workday') {
    for (let date = body.startDate; date <= body.endDate; date = addCalendarDays(date, 1)) {
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
      if (weekday !== 0 && weekday !== 6)
        throw fieldError('startDate', `调休上班日应为周六或周日（${date} 不是）`)
    }
  }
  // No overlap: two periods written at once must see each other (issue 38).
  await serializeOn(db, 'holiday_periods')
  let query = db
    .selectFrom('holiday_periods')
    .select(['id', 'name', 'startDate', 'endDate'])
    .where('startDate', '<=', body.endDate)
    .where('endDate', '>=', body.startDate)
  if (id !== undefined) query = query.where('id', '<>', id)
  const overlap = await query.executeTakeFirst()
  if (overlap)
    throw fieldError(
      'startDate',
      `与已有时段「${overlap.name}」（${overlap.startDate} 至 ${overlap.endDate}）重叠`,
    )
}

const valuesOf = (body: Body, updaterName: string) => ({
  year: Number(body.startDate.slice(0, 4)),
  name: body.name,
  kind: body.kind,
  startDate: body.startDate,
  endDate: body.endDate,
  remark: body.remark ?? '',
  updaterName,
  updateTime: now().toISOString(),
})

/** Register the calendar's routes (the year's calendar before the list engine's `/:id`). */
export function holidayRoutes(router: Router): void {
  const detail = (db: Db, id: number, principal: Parameters<typeof detailOf>[2]['principal']) =>
    detailOf(holidaysResource, String(id), queryContext(db, principal))

  router.route({
    ...routeOf(contract.holidayCalendar),
    tag: 'data-input',
    access: { permission: 'holidays-management/view' },
    handler: async ({ db, query }) => {
      const year = (query as { year: number }).year
      const first = `${year}-01-01`
      const last = `${year}-12-31`
      const periods = await db
        .selectFrom('holiday_periods')
        .select(['name', 'kind', 'startDate', 'endDate'])
        .where('startDate', '<=', last)
        .where('endDate', '>=', first)
        .execute()
      const works = await workingDayRule(db, first, last)
      const days = []
      let working = 0
      for (let date = first; date <= last; date = addCalendarDays(date, 1)) {
        const period = periods.find((item) => item.startDate <= date && date <= item.endDate)
        const isWorking = works(date)
        if (isWorking) working++
        days.push({ date, working: isWorking, name: period?.name ?? null, kind: period?.kind ?? null })
      }
      return { year, workingDays: working, days }
    },
  })

  defineResourceRoutes(router, holidaysResource)

  router.route({
    ...routeOf(contract.createHoliday),
    tag: 'data-input',
    access: { permission: 'holidays-management/add' },
    journal: 'holiday.create',
    handler: async ({ db, body, principal, record }) => {
      await checkPeriod(db, body)
      const values = valuesOf(body, principal.user.name)
      const { id } = await db
        .insertInto('holiday_periods')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow()
      record({ target: `holiday:${id}`, after: values })
      return detail(db, id, principal) as never
    },
  })

  router.route({
    ...routeOf(contract.updateHoliday),
    tag: 'data-input',
    access: { permission: 'holidays-management/edit' },
    journal: 'holiday.update',
    handler: async ({ db, params, body, principal, record }) => {
      const id = Number(params.id)
      const before = await detail(db, id, principal)
      await checkPeriod(db, body, id)
      const values = valuesOf(body, principal.user.name)
      await db.updateTable('holiday_periods').set(values).where('id', '=', id).execute()
      record({ target: `holiday:${id}`, before, after: values })
      return detail(db, id, principal) as never
    },
  })

  router.route({
    ...routeOf(contract.deleteHoliday),
    tag: 'data-input',
    access: { permission: 'holidays-management/delete' },
    journal: 'holiday.delete',
    handler: async ({ db, params, principal, record }) => {
      const id = Number(params.id)
      const before = await detail(db, id, principal)
      await db.deleteFrom('holiday_periods').where('id', '=', id).execute()
      record({ target: `holiday:${id}`, before })
      return { id }
    },
  })
}
