/**
 * Issue 38, item 3 (creates, steps and unique names; the money flows and caps are in
 * concurrency-money.test.ts): twenty identical requests at once, on SQLite and PostgreSQL. Every create
 * gets its own id (no HTTP 500 on a primary key), every uniqueness rule lets exactly one through,
 * every step is taken once, every cap holds (exports per user, the operator's subsidy cap), and a
 * unique violation that still reaches the database answers 409 with a Chinese message. SQLite
 * serialises transactions by itself; on PostgreSQL the checks are serialised per key
 * (server/src/db/serialize.ts). Nothing here depends on timing: the bursts are sent at once and
 * only their outcomes are counted.
 */
import { OpenAPIHono } from '@hono/zod-openapi'
import { describe, expect, it } from 'vitest'
import { FEEDBACK_SERIAL_DIGITS } from '../../server/src/feedback/flow'
import { handleError } from '../../server/src/http/envelope'
import { APPLY_SERIAL_DIGITS } from '../../server/src/workflow/records'
import { encrypt } from '../../src/core/crypto'
import { ENTERPRISE_FLOW } from '../../src/core/domain/flows-universal'
import { BURST, burst, burstServer, exactlyOne, tally } from './concurrency-helpers'
import { requiredDocuments } from './documents-helpers'
import { DIALECTS, ENTERPRISE_FIELDS } from './helpers'
import { stationToRecommend } from './mobile-helpers'

const SSO = '/sso/post/api'
const UNIVERSAL = '/universal-services'

/** Whether ids of one stem carry consecutive serials (nothing rolled back, so nothing skipped). */
function consecutive(ids: string[], digits: number): boolean {
  const serials = ids.map((id) => Number(id.slice(-digits))).sort((a, b) => a - b)
  return serials.every((serial, index) => serial === serials[0] + index)
}

describe.each(DIALECTS)('twenty identical requests at once (%s)', (dialect) => {
  const session = burstServer(dialect)
  const count = async (
    table: 'users' | 'roles' | 'strategies' | 'resources',
    column: string,
    value: string,
  ) =>
    (
      await session.server.db
        .selectFrom(table)
        .select(column as never)
        .where(column as never, '=', value as never)
        .execute()
    ).length

  it('creates: twenty enterprise applications and twenty feedback items, each with its own id', async () => {
    const applies = await burst(() =>
      session.operator.post(`${UNIVERSAL}/enterprise-applies`, { type: 'new', fields: ENTERPRISE_FIELDS }),
    )
    expect(tally(applies)).toEqual({ 200: BURST })
    expect(new Set(applies.map((answer) => answer.data.applyId)).size).toBe(BURST)
    expect(
      consecutive(
        applies.map((answer) => answer.data.applyId),
        APPLY_SERIAL_DIGITS,
      ),
    ).toBe(true)
    const station = await session.server.db
      .selectFrom('stations')
      .select('stationId')
      .orderBy('stationId')
      .executeTakeFirstOrThrow()
    const feedbacks = await burst(() =>
      session.admin.post('/feedback/staff-feedbacks', {
        type: 'device',
        stationId: station.stationId,
        description: '充电桩屏幕黑屏',
      }),
    )
    expect(tally(feedbacks)).toEqual({ 200: BURST })
    expect(new Set(feedbacks.map((answer) => answer.data.feedbackId)).size).toBe(BURST)
    expect(
      consecutive(
        feedbacks.map((answer) => answer.data.feedbackId),
        FEEDBACK_SERIAL_DIGITS,
      ),
    ).toBe(true)
  })

  it('steps: one submit of an application and one dispatch of a feedback item out of twenty', async () => {
    const created = await session.operator.post(`${UNIVERSAL}/enterprise-applies`, {
      type: 'new',
      fields: ENTERPRISE_FIELDS,
      attachmentIds: await requiredDocuments(session.operator, UNIVERSAL, ENTERPRISE_FLOW),
    })
    const applyId = created.data.applyId as string
    exactlyOne(
      await burst(() =>
        session.operator.post(`${UNIVERSAL}/enterprise-applies/${applyId}/submit`, { version: 1 }),
      ),
      409,
    )
    const steps = await session.server.db
      .selectFrom('application_steps')
      .select('action')
      .where('applyId', '=', applyId)
      .execute()
    expect(steps.map((step) => step.action).sort()).toEqual(['create', 'submit'])

    const station = await session.server.db
      .selectFrom('stations')
      .select('stationId')
      .executeTakeFirstOrThrow()
    const item = await session.admin.post('/feedback/staff-feedbacks', {
      type: 'device',
      stationId: station.stationId,
      description: '充电枪无法拔出',
    })
    const feedbackId = item.data.feedbackId as string
    // No version named: the step is guarded by the version it read.
    exactlyOne(
      await burst(() =>
        session.admin.post(`/feedback/manager-feedbacks/${feedbackId}/dispatch`, { days: 3 }),
      ),
      409,
    )
  })

  it('names that must be unique: one user, role, strategy and resource of twenty', async () => {
    const user = exactlyOne(
      await burst(() =>
        session.admin.post(`${SSO}/register/create`, {
          username: 'twin',
          password: encrypt('Start@2026ev'),
          name: '同名用户',
          roleIds: [],
        }),
      ),
    )
    expect(user.data.userId).toBeGreaterThan(0)
    expect(await count('users', 'username', 'twin')).toBe(1)
    exactlyOne(await burst(() => session.admin.post(`${SSO}/role/createRole`, { roleName: '并发角色' })))
    expect(await count('roles', 'roleName', '并发角色')).toBe(1)
    exactlyOne(
      await burst(() => session.admin.post(`${SSO}/stg/createStg`, { stgName: '并发策略', actions: [] })),
    )
    expect(await count('strategies', 'stgName', '并发策略')).toBe(1)
    exactlyOne(
      await burst(() =>
        session.admin.post(`${SSO}/resource/createRes`, { appId: 'ev-twin', appName: '并发资源' }),
      ),
    )
    expect(await count('resources', 'appId', 'ev-twin')).toBe(1)
  })

  it('one app column of a name and one release of a version out of twenty', async () => {
    exactlyOne(
      await burst(() =>
        session.admin.post('/mobile-management/columns', { columnName: '并发栏目', sortOrder: 9, status: 1 }),
      ),
    )
    exactlyOne(
      await burst(() =>
        session.admin.post('/mobile-management/versions', {
          platform: 'android',
          forceUpdate: 0,
          releaseNotes: '并发发布',
          version: '98.0.0',
        }),
      ),
    )
  })

  it('one recommendation of a station and one holiday period out of twenty', async () => {
    const open = await stationToRecommend(session.server.db)
    exactlyOne(
      await burst(() =>
        session.admin.post('/mobile-management/recommend-stations', {
          stationId: open.stationId,
          validFrom: '2020-01-01 00:00:00',
          validTo: '2099-01-01 00:00:00',
        }),
      ),
    )
    const orders = await session.server.db.selectFrom('app_recommend_stations').select('sortOrder').execute()
    expect(new Set(orders.map((row) => row.sortOrder)).size).toBe(orders.length)
    exactlyOne(
      await burst(() =>
        session.admin.post('/data-input/holidays', {
          name: '并发假期',
          kind: 'holiday',
          startDate: '2033-08-10',
          endDate: '2033-08-12',
        }),
      ),
    )
  })

  it('first prints at once: each record its own serial, and one record printed at once one document', async () => {
    const db = session.server.db
    const records = await db
      .selectFrom('applications')
      .select('applyId')
      .where('flow', '=', 'accessproof')
      .where('status', 'in', ['issued', 'expired', 'revoked'])
      .where('applyId', 'not in', db.selectFrom('official_documents').select('applyId'))
      .orderBy('applyId')
      .execute()
    expect(records.length).toBeGreaterThan(5)
    const [single, ...others] = records
    const print = (applyId: string) =>
      session.admin.post(`${UNIVERSAL}/official-documents/accessproof-releases/${applyId}`)
    const issued = await Promise.all(others.map((record) => print(record.applyId)))
    expect(tally(issued)).toEqual({ 200: others.length })
    expect(new Set(issued.map((answer) => answer.data.serial)).size).toBe(others.length)
    const same = await burst(() => print(single.applyId))
    expect(tally(same)).toEqual({ 200: BURST })
    expect(new Set(same.map((answer) => answer.data.serial)).size).toBe(1)
  })

  it('answers a unique violation that still reaches the database with 409 and a Chinese message', async () => {
    const admin = await session.server.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow()
    const { id: _id, ...copy } = admin
    const error = await session.server.db
      .insertInto('users')
      .values(copy)
      .execute()
      .then(
        () => null,
        (caught: unknown) => caught,
      )
    expect(error).not.toBeNull()
    const app = new OpenAPIHono()
    app.get('/', () => {
      throw error
    })
    app.onError(handleError)
    const response = await app.request('/')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      code: 409,
      msg: '该记录已存在或已被他人同时提交，请刷新后重试',
      data: null,
    })
  })
})
