/**
 * Issue 38, item 3: twenty identical requests at once, on SQLite and PostgreSQL. Every create
 * gets its own id (no HTTP 500 on a primary key), every uniqueness rule lets exactly one through,
 * every step is taken once, every cap holds (exports per user, the operator's subsidy cap), and a
 * unique violation that still reaches the database answers 409 with a Chinese message. SQLite
 * serialises transactions by itself; on PostgreSQL the checks are serialised per key
 * (server/src/db/serialize.ts). Nothing here depends on timing: the bursts are sent at once and
 * only their outcomes are counted.
 */
import { OpenAPIHono } from '@hono/zod-openapi'
import { describe, expect, it } from 'vitest'
import { today } from '../../server/src/clock/clock'
import { DEMO_OPERATOR_ID } from '../../server/src/db/seed/operators'
import { exportWorkerOf } from '../../server/src/exports/runner'
import { handleError } from '../../server/src/http/envelope'
import { encrypt } from '../../src/core/crypto'
import { ENTERPRISE_FLOW } from '../../src/core/domain/flows-universal'
import { requiredDocuments } from './documents-helpers'
import { type Answer, DIALECTS, ENTERPRISE_FIELDS, serverWith } from './helpers'
import { stationToRecommend } from './mobile-helpers'
import { reportingHelpers } from './reporting-helpers'
import { BASE as SUPERVISE, subsidyHelpers } from './subsidies-helpers'

const BURST = 20
const SSO = '/sso/post/api'
const UNIVERSAL = '/universal-services'

/** Send `BURST` copies of a request at once; none may crash (HTTP 500). */
async function burst(send: (index: number) => Promise<Answer>): Promise<Answer[]> {
  const answers = await Promise.all(Array.from({ length: BURST }, (_, index) => send(index)))
  for (const answer of answers) {
    expect(answer.status, answer.msg).toBe(200)
    expect(answer.code, answer.msg).not.toBe(500)
  }
  return answers
}

/** How many answers had each code. */
const tally = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((counts, { code }) => {
    counts[code] = (counts[code] ?? 0) + 1
    return counts
  }, {})

/** Exactly one accepted; the others refused as the rule says (400 naming the field, or 409). */
function exactlyOne(answers: Answer[], refusal: 400 | 409 = 400): Answer {
  expect(tally(answers)).toEqual({ 200: 1, [refusal]: BURST - 1 })
  return answers.find((answer) => answer.code === 200) as Answer
}

describe.each(DIALECTS)('twenty identical requests at once (%s)', (dialect) => {
  // Twenty uploads of one account at once (the reporting case) pass the cap of uploads in progress
  // per account, which upload-limits.test.ts holds; here each of them must reach its rule.
  const session = serverWith(dialect, ['admin', 'operator'], undefined, {
    config: { maxUploadsPerUser: BURST },
  })
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

  it('subsidies: one application per station and batch out of twenty', async () => {
    const { newBatch, eligible, apply, step } = subsidyHelpers(session)
    const batch = await newBatch()
    const [first] = await eligible(batch.id)
    const same = exactlyOne(await burst(() => apply(batch.id, first.stationId)))
    const standing = await session.server.db
      .selectFrom('subsidy_applications')
      .select('applyId')
      .where('batchId', '=', batch.id)
      .where('stationId', '=', first.stationId)
      .execute()
    expect(standing.map((row) => row.applyId)).toEqual([same.data.applyId])
    // Refused, it no longer holds the station (the unique index counts standing applications).
    expect((await step(session.operator, 'subsidy-applies', same.data.applyId, 'submit')).code).toBe(200)
    expect((await step(session.admin, 'subsidy-audits', same.data.applyId, 'refuse', '材料不符')).code).toBe(
      200,
    )
    expect((await apply(batch.id, first.stationId)).code).toBe(200)
  })

  it('subsidies: twenty stations of one operator at once stay within the operator cap', async () => {
    const { newBatch, eligible, apply } = subsidyHelpers(session)

    // A batch whose operator cap is a third of what twenty stations would get on their own.
    const probe = await newBatch()
    const stations = (await eligible(probe.id)).slice(0, BURST)
    expect(stations.length).toBeGreaterThan(3)
    const alone = stations.reduce((sum, station) => sum + station.amount, 0)
    const capFen = Math.floor(alone / 3)
    const capped = await newBatch({ operatorCap: `${Math.floor(capFen / 100)}` })
    const applied = await Promise.all(stations.map((station) => apply(capped.id, station.stationId)))
    for (const answer of applied) expect(answer.code, answer.msg).toBe(200)
    const held = await session.server.db
      .selectFrom('subsidy_applications')
      .select('amount')
      .where('batchId', '=', capped.id)
      .execute()
    expect(held.reduce((sum, row) => sum + Number(row.amount), 0)).toBeLessThanOrEqual(
      Math.floor(capFen / 100) * 100,
    )
  })

  it('subsidies: one payment of an application out of twenty', async () => {
    const awaiting = await session.server.db
      .selectFrom('applications as a')
      .innerJoin('subsidy_applications as s', 's.applyId', 'a.applyId')
      .select(['a.applyId', 's.amount'])
      .where('a.status', '=', 'awaiting')
      .executeTakeFirstOrThrow()
    const amount = `${Math.floor(awaiting.amount / 100)}.${String(awaiting.amount % 100).padStart(2, '0')}`
    exactlyOne(
      await burst(() =>
        session.admin.post(`${SUPERVISE}/payments`, {
          applyId: awaiting.applyId,
          amount,
          payDate: today(),
          voucherNo: 'PZ-BURST',
        }),
      ),
      409,
    )
    const payments = await session.server.db
      .selectFrom('subsidy_payments')
      .select('id')
      .where('applyId', '=', awaiting.applyId)
      .execute()
    expect(payments).toHaveLength(1)
  })

  it('reporting: twenty first reports of a target make one application, counted once on its task', async () => {
    const { count, createIssued, targetOf, submit } = reportingHelpers(session)
    const task = await createIssued()
    const target = await targetOf(task.id, DEMO_OPERATOR_ID)
    const before = await count('applications')
    // A report may be sent again while it waits (each answer 200 or 409 as one at a time would);
    // the target has one application whatever the order.
    await burst(() => submit(target.id))
    expect(await count('applications')).toBe(before + 1)
    const counted = await session.server.db
      .selectFrom('reporting_tasks')
      .select('submittedCount')
      .where('id', '=', task.id)
      .executeTakeFirstOrThrow()
    expect(counted.submittedCount).toBe(1)
  })

  it('caps: three exports of twenty while the user has none running', async () => {
    // This server's export jobs wait until the test lets them go, so the cap is counted against
    // jobs that are surely still running (a finished job would rightly free a place). Held on this
    // server's worker alone: the server suite shares its modules between files.
    const worker = exportWorkerOf(session.server.db)
    const run = worker.run
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    worker.run = async () => {
      await held
      return 0
    }
    try {
      const answers = await burst(() => session.admin.post('/archives-management/stations/export', {}))
      expect(tally(answers)).toEqual({ 200: 3, 409: BURST - 3 })
      expect(answers.find((answer) => answer.code === 409)?.msg).toBe(
        '您已有3个导出任务正在进行或排队，请等待完成后再导出',
      )
    } finally {
      release()
      worker.run = run
    }
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
