/**
 * The workflow engine's refusals, step by step (issue 15): every declared step refused (403,
 * nothing written) to a user lacking its page action and taken for a user holding only that
 * action; every step refused as 记录不存在 to tianjin and operator on an application outside their
 * data scope; 到期失效 refused before the proof's validity ends. Bad input is in
 * workflow-bad-input.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { UNIVERSAL_SCREENS } from '../../server/src/universal-services/flows'
import type { FlowTransition } from '../../src/core/domain/flows'
import { userWithRights } from './access-helpers'
import { type ApiClient, DIALECTS, PASSWORDS } from './helpers'
import { signedIn } from './signed-in'
import { BASE, OPERATOR_ID, refusalChecks } from './workflow-refusals'

const PAGES = new Set([...UNIVERSAL_SCREENS.map((screen) => screen.page), 'operator-info'])
/** Every step with the screen it belongs to (the page its permission names). */
const STEPS = UNIVERSAL_SCREENS.flatMap((screen) =>
  screen.flow.declaration.transitions
    .filter((step) => step.permission.startsWith(`${screen.page}/`))
    .map((step) => ({ screen, step })),
)

describe.each(DIALECTS)('workflow refusals on %s', (dialect) => {
  const session = signedIn(dialect, ['admin'])
  const { server, admin } = session
  const { refused } = refusalChecks(session)

  const rightsOf = async (client: ApiClient) =>
    ((await client.get('/user_info')).data.auths as { resPath: string }[])
      .map((auth) => auth.resPath)
      .filter((path) => PAGES.has(path.split('/')[0]))

  /** The newest application a step may start from, in the screen's statuses (expired ones for 到期失效). */
  async function startOf(
    screen: (typeof UNIVERSAL_SCREENS)[number],
    step: FlowTransition,
    where: (row: { areaCode: string; operatorId: string }) => boolean = () => true,
  ) {
    const statuses = step.from.filter((status) => !screen.statuses || screen.statuses.includes(status))
    const rows = await server.db
      .selectFrom('applications')
      .selectAll()
      .where('flow', '=', screen.flow.declaration.key)
      .where('status', 'in', statuses)
      .orderBy('applyId', 'desc')
      .execute()
    // The test server's clock is not moved here: its now is the wall clock.
    const now = new Date()
    return rows.find((row) => where(row) && (!step.when || step.when.holds(row, now)))
  }

  const take = (client: ApiClient, screen: string, applyId: string, action: string, version: number) =>
    client.post(`${BASE}/${screen}/${applyId}/${action}`, { version, opinion: '测试意见' })

  it('refuses every step and detail to tianjin and operator outside their data scope (记录不存在, nothing written)', async () => {
    const users = [
      {
        name: 'tianjin',
        client: await server.client().signIn('tianjin', PASSWORDS.tianjin),
        outside: (row: { areaCode: string }) => !row.areaCode.startsWith('1201'),
      },
      {
        name: 'operator',
        client: await server.client().signIn('operator', PASSWORDS.operator),
        outside: (row: { operatorId: string }) => row.operatorId !== OPERATOR_ID,
      },
    ]
    for (const user of users) {
      const rights = new Set(await rightsOf(user.client))
      const held = STEPS.filter(({ step }) => rights.has(step.permission))
      expect(held.length, `${user.name} holds steps`).toBeGreaterThan(0)
      for (const { screen, step } of held) {
        const label = `${user.name} ${screen.name} ${step.action} outside its scope`
        const app = await startOf(screen, step, user.outside)
        if (!app)
          throw new Error(`no ${screen.name} application to ${step.action} outside ${user.name}'s scope`)
        const answer = await refused(
          () => take(user.client, screen.name, app.applyId, step.action, app.version),
          400,
          label,
        )
        expect(answer.data, label).toHaveProperty('applyId')
        const detail = await user.client.get(`${BASE}/${screen.name}/${app.applyId}`)
        expect(detail.code, `${label}: detail`).toBe(400)
      }
    }
  }, 180_000)

  it('refuses each step to a user without its page action (403, nothing written) and takes it for one holding only that action', async () => {
    const all = await rightsOf(admin)
    expect(all.length).toBeGreaterThan(PAGES.size)
    for (const permission of new Set(STEPS.map(({ step }) => step.permission))) {
      const page = permission.split('/')[0]
      const without = (
        await userWithRights(
          server,
          admin,
          all.filter((right) => right !== permission),
        )
      ).client
      const only = (await userWithRights(server, admin, [`${page}/view`, permission])).client
      for (const { screen, step } of STEPS.filter((item) => item.step.permission === permission)) {
        const label = `${screen.name} ${step.action} without ${permission}`
        // The demo operator's applications (all in Tianjin) first, then Tianjin's: the next test
        // needs the ones outside tianjin's and operator's scope, of which a status may have one.
        const app =
          (await startOf(screen, step, (row) => row.operatorId === OPERATOR_ID)) ??
          (await startOf(screen, step, (row) => row.areaCode.startsWith('1201'))) ??
          (await startOf(screen, step))
        if (!app) throw new Error(`no ${screen.name} application to ${step.action}`)
        await refused(() => take(without, screen.name, app.applyId, step.action, app.version), 403, label)
        const answer = await take(only, screen.name, app.applyId, step.action, app.version)
        expect(answer.code, `${screen.name} ${step.action} with only ${permission}: ${answer.msg}`).toBe(200)
        expect(answer.data.status).toBe(step.to)
      }
    }
  }, 180_000)

  it('refuses 到期失效 while the access proof is still valid (409, nothing written)', async () => {
    const app = await server.db
      .selectFrom('applications')
      .selectAll()
      .where('flow', '=', 'accessproof')
      .where('status', '=', 'issued')
      .where('validUntil', '>', new Date().toISOString())
      .orderBy('applyId')
      .executeTakeFirstOrThrow()
    const answer = await refused(
      () => take(admin, 'accessproof-releases', app.applyId, 'expire', app.version),
      409,
      'expire a valid proof',
    )
    expect(answer.msg).toContain('尚未到期')
  })
})
