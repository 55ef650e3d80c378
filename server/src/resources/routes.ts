/**
 * The calls of a list resource (api.md: Business resources):
 * `GET /api/<area>/<resource>` list, `GET …/:id` detail, `POST …/export` export job.
 * Permissions `<page>/view` and `<page>/export` on every call; data scope per resource.
 */

import type { Context } from 'hono'
import { type RawBuilder, type SqlBool, sql } from 'kysely'
import { z } from 'zod'
import { routeOf } from '../../../src/contract/define'
import { resourceCalls } from '../../../src/contract/resources'
import type { Principal } from '../auth/permissions'
import { isPostgres } from '../db/dialect'
import type { Db } from '../db/types'
import { EXPORT_MAX_ROWS, type ExportSource, startExport } from '../exports/jobs'
import { defineExportReader } from '../exports/readers'
import { exportRoutes } from '../exports/routes'
import { onPage } from '../http/paging'
import type { Router } from '../http/router'
import { now } from '../kernel/clock'
import { ApiError, CODES, fieldError } from '../kernel/errors'
import { allOf, columnOf, ref } from './conditions'
import { exportBatches } from './export-batches'
import { acceptedParams, baseQuery, buildRequest, ordered, scopeConditions, selectColumns } from './query'
import { exportColumns, finishRows } from './rows'
import type { QueryContext, ResourceDef, Row } from './types'

/** Every registered resource, by `<area>/<name>`. */
export const RESOURCES = new Map<string, ResourceDef>()

function paramsOf(c: Context): Record<string, string> {
  // Keys starting with "_" are cache busters (as in http/router.ts).
  return Object.fromEntries(Object.entries(c.req.query()).filter(([key]) => !key.startsWith('_')))
}

/**
 * The most rows a list counts (decisions: Bounded list counts). Past it the answer's `total` is
 * this number and `totalCapped` is true (the console shows 共 10000+ 条): an exact count of a
 * national list read every index entry of the window (2.2 million orders in 30 days, 1.5 s),
 * where counting to the cap reads at most 10,001 (10–20 ms), and no one pages past 1,000 pages.
 */
export const COUNT_CAP = 10_000

/** The rows of a request counted up to `COUNT_CAP + 1`. */
async function boundedCount(context: QueryContext, def: ResourceDef, where: RawBuilder<SqlBool>) {
  const rows = baseQuery(context.db, def, where)
    .select(sql<number>`1`.as('one'))
    .limit(COUNT_CAP + 1)
    .as('counted')
  const counted = await context.db
    .selectFrom(rows)
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirst()
  const total = Number(counted?.total ?? 0)
  return total > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true as const } : { total }
}

/**
 * The query of a request's page: its rows in its order, limited to the page; or, for a resource
 * read `pageByKey`, the rows whose keys are the page's keys in that order (the keys read alone
 * first, from an index where one holds them).
 */
function pageQuery(context: QueryContext, def: ResourceDef, request: ReturnType<typeof buildRequest>) {
  const page = (where: RawBuilder<SqlBool>) => baseQuery(context.db, def, where)
  if (!def.pageByKey || def.from)
    return ordered(selectColumns(page(request.where), def, 'list'), def, request.sort).$call(onPage(request))
  const key = sql.ref(columnOf(def.fields.find((field) => field.name === def.key)!))
  const keys = ordered(page(request.where).select(key.as('key')), def, request.sort).$call(onPage(request))
  return ordered(selectColumns(page(sql<SqlBool>`${key} in (${keys})`), def, 'list'), def, request.sort)
}

/** Count (bounded) and one page of a resource. */
export async function listPage(
  def: ResourceDef,
  params: Record<string, string | undefined>,
  context: QueryContext,
) {
  const request = buildRequest(def, params, context)
  const counted = await boundedCount(context, def, request.countWhere)
  const rows = (await pageQuery(context, def, request).execute()) as Row[]
  return {
    list: await finishRows(context.db, def, rows, context.now),
    ...counted,
    pageNum: request.pageNum,
    pageSize: request.pageSize,
  }
}

/** One record (in the principal's scope) with its related records. */
/** What a resource's queries read for `principal` now: the database, its dialect and the clock. */
export function queryContext(db: Db, principal: Principal): QueryContext {
  return { db, postgres: isPostgres(db), now: now(), principal }
}

export async function detailOf(def: ResourceDef, id: string, context: QueryContext): Promise<Row> {
  const keyField = def.fields.find((field) => field.name === def.key)!
  const key = def.numericKey ? Number(id) : id
  if (def.numericKey && !Number.isInteger(key)) throw fieldError('id', '记录不存在')
  // The detail ignores the list's time window and filters, but never the data scope.
  const where = allOf([sql<SqlBool>`${ref(columnOf(keyField))} = ${key}`, ...scopeConditions(def, context)])
  const row = (await selectColumns(baseQuery(context.db, def, where), def, 'detail').executeTakeFirst()) as
    | Row
    | undefined
  if (!row) throw fieldError('id', '记录不存在')
  const [finished] = await finishRows(context.db, def, [row], context.now)
  return def.detail ? { ...finished, ...(await def.detail({ ...context, row: finished })) } : finished
}

/** What the export worker needs to read a list request's rows again (structured-cloneable). */
interface ResourceExport {
  key: string
  params: Record<string, string>
  principal: Principal
  now: Date
}

/** The rows of a list request's export, run in the export worker (export-batches.ts). */
const RESOURCE_READER = defineExportReader<ResourceExport>('resource', (db, input) => {
  const def = RESOURCES.get(input.key)
  if (!def) throw new Error(`no resource ${input.key}`)
  const context: QueryContext = { db, postgres: isPostgres(db), now: input.now, principal: input.principal }
  return exportBatches(db, def, input.params, context)
})

/** The export source of a list request: counted here, read by the export worker. */
export async function exportSource(
  def: ResourceDef,
  params: Record<string, string>,
  context: QueryContext,
): Promise<ExportSource> {
  const request = buildRequest(def, params, context)
  const counted = await baseQuery(context.db, def, request.countWhere)
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirst()
  const total = Number(counted?.total ?? 0)
  if (total > EXPORT_MAX_ROWS)
    throw fieldError('total', `导出数据超过${EXPORT_MAX_ROWS / 10_000}万条，请缩小筛选范围`)
  const key = `${def.area}/${def.name}`
  const input: ResourceExport = { key, params, principal: context.principal, now: context.now }
  return {
    resource: key,
    title: def.title,
    params,
    columns: exportColumns(def),
    total,
    reader: RESOURCE_READER,
    input,
  }
}

/**
 * The list's query schema, one per resource: every server builds its app with the same schema
 * object, so the OpenAPI probe of the route is made once per process (http/openapi.ts, issue 40).
 */
const querySchemas = new WeakMap<ResourceDef, z.ZodType>()
function querySchemaOf(def: ResourceDef): z.ZodType {
  let schema = querySchemas.get(def)
  if (!schema) {
    schema = z.strictObject(
      Object.fromEntries(acceptedParams(def).map((name) => [name, z.string().optional()])),
    )
    querySchemas.set(def, schema)
  }
  return schema
}

/** Register list, detail and export of a resource. */
export function defineResourceRoutes(router: Router, def: ResourceDef): void {
  const key = `${def.area}/${def.name}`
  RESOURCES.set(key, def)
  exportRoutes(router)
  const { db, config } = router.deps
  const postgres = isPostgres(db)
  const context = (principal: Principal): QueryContext => ({ db, postgres, now: now(), principal })
  // Path, summary and schemas are the contract's (src/contract/resources.ts); the list's query is
  // narrowed to the resource's own parameters. A resource without a contract entry is refused.
  const calls = resourceCalls(key)
  if (!calls)
    throw new Error(`defineResourceRoutes: no contract entry for ${key} (src/contract/resources.ts)`)
  const querySchema = querySchemaOf(def)

  router.route({
    ...routeOf(calls.list),
    query: querySchema,
    tag: def.area,
    access: { permission: `${def.page}/view` },
    handler: ({ c, principal }) => listPage(def, paramsOf(c), context(principal)),
  })

  router.route({
    ...routeOf(calls.export),
    tag: def.area,
    access: { permission: `${def.page}/export` },
    journal: `export.${def.area}/${def.name}`,
    // One insert; the journal is written after it, and the job runs once the answer is sent.
    transaction: false,
    handler: async ({ body, principal, record }) => {
      const params: Record<string, string> = {}
      for (const [name, value] of Object.entries(body)) {
        if (name === 'pageNum' || name === 'pageSize') continue
        if (value !== null && value !== '') params[name] = String(value)
      }
      const source = await exportSource(def, params, context(principal))
      const id = await startExport(db, principal.user.id, source, config.maxExportsPerUser)
      record({ target: `export:${key}`, after: { id, params, total: source.total } })
      return { id }
    },
  })

  router.route({
    ...routeOf(calls.detail),
    tag: def.area,
    access: { permission: `${def.page}/view` },
    handler: ({ params, principal }) => {
      if (!params.id) throw new ApiError(CODES.badInput, '记录不存在', { id: '记录不存在' })
      return detailOf(def, params.id, context(principal))
    },
  })
}
