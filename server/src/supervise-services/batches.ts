/**
 * Subsidy batches (issue 17): year, type, rate per kW or kWh, caps per station and per operator,
 * the period whose orders count, set up by staff on supervise-audit; and the stations an operator
 * may apply for in a batch with the amount each would get. Rates and caps travel as 元 text and
 * are kept as integer 分; negative or absurd values are refused by field.
 */
import './tables'
import { type SqlBool, sql } from 'kysely'
import type { z } from 'zod'
import { routeOf } from '../../../src/contract/define'
import { BATCHES } from '../../../src/contract/lists/supervise-services/batches'
import * as contract from '../../../src/contract/supervise-services'
import { batchStatusOn } from '../../../src/core/domain/enums-supervise'
import { regionPrefix } from '../../../src/core/domain/regions'
import type { Principal } from '../auth/permissions'
import { dataScope } from '../auth/scope'
import { isPostgres } from '../db/dialect'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { chinaDay, now, today } from '../kernel/clock'
import { conflict, fieldError } from '../kernel/errors'
import { defineResourceRoutes, detailOf, queryContext, type ResourceDef, type Row } from '../resources'
import { describedFields, describedResource } from '../resources/described'
import { basisOf, computeAmount, fenOf, yuanText } from './amounts'
import { AREA } from './flows'

/** Upper bounds that make a value absurd (分). */
const MAX_RATE = { construction: 200_000, operation: 500 } as const
const MAX_CAP = 1_000_000_000

/**
 * A batch's status filter: 申报中 only while stored so and its 申报截止日期 has not ended (a China
 * date compared as text), 已截止 otherwise (batchStatusOn).
 */
const statusMatches = (value: string | number, context: { now: Date }) => {
  const day = chinaDay(context.now)
  return Number(value) === 1
    ? sql<SqlBool>`("status" = 1 and "applyDeadline" >= ${day})`
    : sql<SqlBool>`("status" <> 1 or "applyDeadline" < ${day})`
}

/** Each row's status as shown: 已截止 once its deadline has passed (batchStatusOn). */
const showStatus = async (rows: Row[], { now: at }: { now: Date }) => {
  for (const row of rows)
    if (row.status !== undefined)
      row.status = batchStatusOn(Number(row.status), String(row.applyDeadline ?? ''), chinaDay(at))
}

/**
 * The batches as a list resource: read under supervise-apply (applicants choose one), set up by
 * staff under supervise-audit add/edit. The status shown and filtered is the one the deadline
 * leaves (issue 42, noticed on the walk).
 */
export const batchesResource: ResourceDef = {
  page: 'supervise-apply',
  table: 'subsidy_batches',
  numericKey: true,
  ...describedResource(BATCHES),
  fields: describedFields(BATCHES, {
    batchName: { width: 36 },
    rate: { export: false },
    rateText: { compute: (row) => yuanText(Number(row.rate)) },
    stationCap: { export: false },
    stationCapText: { compute: (row) => yuanText(Number(row.stationCap)) },
    operatorCap: { export: false },
    operatorCapText: { compute: (row) => yuanText(Number(row.operatorCap)) },
    status: { matches: statusMatches },
    remark: { width: 30 },
  }),
  finish: showStatus,
  keyword: { contains: ['batchName'] },
  scope: { area: 'areaCode' },
  defaultSort: ['id', 'desc'],
}

/** A batch the user may see (data scope), else 400 naming `batchId`. */
export async function batchOf(db: Db, id: number, principal: Principal) {
  const scope = dataScope(principal)
  const batch = await db.selectFrom('subsidy_batches').selectAll().where('id', '=', id).executeTakeFirst()
  if (!batch || (scope.areaPrefix && !batch.areaCode.startsWith(scope.areaPrefix)))
    throw fieldError('batchId', '补贴批次不存在')
  return batch
}

/**
 * A batch open for applications (batchStatusOn, at the server's clock), else 400 naming `batchId`;
 * inside the transaction of the write it guards. On PostgreSQL the batch's row is share-locked to
 * the transaction's end, so a change of its deadline or status waits for that write (SQLite runs
 * one transaction at a time).
 */
export async function openBatchOf(db: Db, id: number, principal: Principal) {
  if (isPostgres(db))
    await db.selectFrom('subsidy_batches').select('id').where('id', '=', id).forShare().execute()
  const batch = await batchOf(db, id, principal)
  if (batchStatusOn(batch.status, batch.applyDeadline, today()) !== 1)
    throw fieldError('batchId', '补贴批次已截止申报')
  return batch
}

type Body = z.infer<typeof contract.batchBody>

/** Check a batch's numbers and turn them into 分. */
function valuesOf(body: Body, principal: Principal) {
  const rate = fenOf(body.rate)
  const stationCap = fenOf(body.stationCap)
  const operatorCap = fenOf(body.operatorCap)
  if (rate <= 0) throw fieldError('rate', '补贴标准应大于0')
  if (rate > MAX_RATE[body.type])
    throw fieldError(
      'rate',
      `补贴标准过大（不超过${yuanText(MAX_RATE[body.type])}元/${body.type === 'construction' ? 'kW' : 'kWh'}）`,
    )
  if (stationCap <= 0) throw fieldError('stationCap', '单站补贴上限应大于0')
  if (stationCap > MAX_CAP) throw fieldError('stationCap', '单站补贴上限过大（不超过1000万元）')
  if (operatorCap < stationCap) throw fieldError('operatorCap', '单个运营商补贴上限不能小于单站补贴上限')
  if (operatorCap > MAX_CAP) throw fieldError('operatorCap', '单个运营商补贴上限过大（不超过1000万元）')
  if (body.periodEnd < body.periodStart) throw fieldError('periodEnd', '统计结束日期不能早于开始日期')
  if (body.applyDeadline < body.periodStart)
    throw fieldError('applyDeadline', '申报截止日期不能早于统计开始日期')
  const areaCode = body.areaCode ?? principal.attrs.auth_area?.trim() ?? '120100'
  const scope = dataScope(principal)
  if (scope.areaPrefix && !areaCode.startsWith(scope.areaPrefix))
    throw fieldError('areaCode', '所属区域不在您的管辖范围内')
  return {
    batchName: body.batchName,
    year: body.year,
    type: body.type,
    rate,
    stationCap,
    operatorCap,
    periodStart: body.periodStart,
    periodEnd: body.periodEnd,
    applyDeadline: body.applyDeadline,
    areaCode,
    status: body.status,
    remark: body.remark ?? '',
  }
}

/** Register the batch calls (the list engine's first: its `/export` before `/:id`). */
export function batchRoutes(router: Router): void {
  const detail = (db: Db, id: number, principal: Principal) =>
    detailOf(batchesResource, String(id), queryContext(db, principal))

  router.route({
    ...routeOf(contract.eligibleStations),
    tag: AREA,
    access: { permission: 'supervise-apply/add' },
    handler: async ({ db, params, query, principal }) => {
      const batch = await batchOf(db, Number(params.id), principal)
      const scope = dataScope(principal)
      const operatorId = scope.operatorId ?? query.operatorId
      if (!operatorId) throw fieldError('operatorId', '请选择运营商')
      const areaPrefix =
        scope.areaPrefix && scope.areaPrefix.length > regionPrefix(batch.areaCode).length
          ? scope.areaPrefix
          : regionPrefix(batch.areaCode)
      const stations = await db
        .selectFrom('stations')
        .select(['stationId', 'stationName', 'areaCode'])
        .where('operatorId', '=', operatorId)
        .where('stationStatus', '=', 50)
        .where('areaCode', 'like', `${areaPrefix}%`)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('subsidy_applications as s')
                .innerJoin('applications as a', 'a.applyId', 's.applyId')
                .select('s.applyId')
                .whereRef('s.stationId', '=', sql.ref('stations.stationId'))
                .where('s.batchId', '=', batch.id)
                .where('a.status', '<>', 'refused'),
            ),
          ),
        )
        .orderBy('stationId')
        .limit(200)
        .execute()
      const rows = []
      for (const station of stations) {
        if ((await basisOf(db, batch, station.stationId)) <= 0) continue
        const computation = await computeAmount(db, batch, station.stationId, operatorId)
        rows.push({ ...station, ...computation })
      }
      return rows
    },
  })

  defineResourceRoutes(router, batchesResource)

  router.route({
    ...routeOf(contract.createBatch),
    tag: AREA,
    access: { permission: 'supervise-audit/add' },
    journal: 'subsidy.batch.create',
    handler: async ({ db, body, principal, record }) => {
      const time = now().toISOString()
      const values = {
        ...valuesOf(body, principal),
        creatorName: principal.user.name,
        createTime: time,
        updateTime: time,
      }
      const { id } = await db
        .insertInto('subsidy_batches')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow()
      record({ target: `subsidy-batch:${id}`, after: values })
      return detail(db, id, principal)
    },
  })

  router.route({
    ...routeOf(contract.updateBatch),
    tag: AREA,
    access: { permission: 'supervise-audit/edit' },
    journal: 'subsidy.batch.update',
    handler: async ({ db, params, body, principal, record }) => {
      const id = Number(params.id)
      const before = await batchOf(db, id, principal)
      const values = valuesOf(body, principal)
      const submitted = await db
        .selectFrom('subsidy_applications as s')
        .innerJoin('applications as a', 'a.applyId', 's.applyId')
        .select('s.applyId')
        .where('s.batchId', '=', id)
        .where('a.status', '<>', 'draft')
        .executeTakeFirst()
      const changed = (
        ['type', 'rate', 'stationCap', 'operatorCap', 'periodStart', 'periodEnd', 'areaCode'] as const
      ).some((key) => before[key] !== values[key])
      if (submitted && changed)
        throw conflict('本批次已有提交的申请，不能修改补贴类型、标准、上限、统计期间和区域')
      await db
        .updateTable('subsidy_batches')
        .set({ ...values, updateTime: now().toISOString() })
        .where('id', '=', id)
        .execute()
      record({ target: `subsidy-batch:${id}`, before, after: values })
      return detail(db, id, principal)
    },
  })
}
