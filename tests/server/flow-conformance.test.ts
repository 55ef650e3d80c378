/**
 * One conformance suite over every flow declaration (issue 39 item 2; ALL_FLOWS), as hono runs
 * one suite against every router: for each step of each flow, over real HTTP, an actor holding
 * only the step's right takes it (status and version moved, one history row, one journal entry);
 * an actor holding every other right of the flow gets 403; a status the step does not start from
 * and a stale version get 409; and a refusal leaves the row, its history and the journal as they
 * were. A flow added to ALL_FLOWS without a fixture (flow-fixtures.ts) fails here.
 */
import type { Kysely } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { statusOf, storedStatus } from '../../server/src/workflow/step'
import { type FlowSubject, whereKey } from '../../server/src/workflow/subject'
import type { FlowStep, StepFlow } from '../../src/core/domain/flow-kit'
import { ALL_FLOWS } from '../../src/core/domain/flows-all'
import { userWithRights } from './access-helpers'
import { FIXTURES, type Target } from './flow-fixtures'
import { type ApiClient, DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const CHINESE = /[\u4e00-\u9fa5]/

it('has a fixture for every declared flow, and flow keys are unique', () => {
  const keys = ALL_FLOWS.map((flow) => flow.key)
  expect(new Set(keys).size).toBe(keys.length)
  expect(keys.filter((key) => !FIXTURES[key])).toEqual([])
  // A step left to another call names a step of its flow.
  for (const flow of ALL_FLOWS)
    for (const action of Object.keys(FIXTURES[flow.key].inward ?? {}))
      expect(
        flow.transitions.map((step) => step.action),
        flow.key,
      ).toContain(action)
})

describe.each(DIALECTS)('flow conformance on %s', (dialect) => {
  const { server, admin } = signedIn(dialect, ['admin'])
  // biome-ignore lint/suspicious/noExplicitAny: the suite reads any flow's table by its declared columns
  let db: Kysely<any>
  beforeAll(() => {
    db = server.db as never
  })

  const actors = new Map<string, Promise<ApiClient>>()
  /** A signed-in account holding exactly `rights` (made once per set of rights and attributes). */
  const actor = (rights: readonly string[], attrs: Target['attrs'] = []) => {
    const key = JSON.stringify([[...rights].sort(), attrs])
    if (!actors.has(key))
      actors.set(
        key,
        userWithRights(server, admin, rights, attrs).then((user) => user.client),
      )
    return actors.get(key) as Promise<ApiClient>
  }

  /** The subject's row, its history and the successful journal entries on it. */
  async function state(subject: FlowSubject, id: string | number) {
    const { history } = subject
    let steps = db.selectFrom(history.table).selectAll().where(history.key, '=', String(id))
    for (const [column, value] of Object.entries(history.fixed ?? {})) steps = steps.where(column, '=', value)
    return {
      row: await whereKey(db.selectFrom(subject.table).selectAll(), subject, id).executeTakeFirst(),
      history: (await steps.execute()).length,
      journal: (
        await db
          .selectFrom('journal')
          .select('id')
          .where('result', '=', 'success')
          .where('target', '=', `${subject.target}:${id}`)
          .execute()
      ).length,
    }
  }

  /** Put the subject into `status` at `version` (and the target's own columns). */
  async function place(subject: FlowSubject, target: Target, status: string, version: number) {
    const stored = status === subject.nullStatus ? null : storedStatus(subject, status)
    await whereKey(
      db
        .updateTable(subject.table)
        .set({ ...target.set, [subject.status]: stored, [subject.version]: version }),
      subject,
      target.id,
    ).execute()
  }

  /** The call must be refused with `status` and leave row, history and journal alone. */
  async function refused(
    subject: FlowSubject,
    target: Target,
    client: ApiClient,
    version: number,
    code: number,
    label: string,
  ) {
    const before = await state(subject, target.id)
    const answer = await client.post(target.path, { ...target.body, version })
    expect(answer.code, `${label}: ${answer.msg}`).toBe(code)
    expect(answer.msg, label).toMatch(CHINESE)
    expect(await state(subject, target.id), label).toEqual(before)
  }

  const rightsOf = (flow: StepFlow) => [...new Set(flow.transitions.map((step) => step.permission))]

  for (const flow of ALL_FLOWS)
    describe(`${flow.title} (${flow.key})`, () => {
      const inward = FIXTURES[flow.key]?.inward ?? {}
      for (const step of (flow.transitions as readonly FlowStep[]).filter((item) => !inward[item.action]))
        it(`${step.label} (${step.action}): right, state, version, history and journal`, async () => {
          const fixture = FIXTURES[flow.key]
          const { subject } = fixture
          const found = await fixture.target(server, flow, step)
          const target = { ...found, path: found.path.replace(':action', step.action) }
          const label = `${flow.key}.${step.action}`
          const from = step.from[0]
          const permitted = await actor([step.permission, ...(target.rights ?? [])], target.attrs)

          // 403: every other right of the flow, not this step's.
          const others = rightsOf(flow).filter((right) => right !== step.permission)
          await place(subject, target, from, 7)
          if (others.length)
            await refused(
              subject,
              target,
              await actor(others, target.attrs),
              7,
              403,
              `${label} without its right`,
            )

          // 409: a status the step does not start from (one the step's screen shows).
          const wrong = flow.statuses.find(
            (status) =>
              !(step.from as readonly string[]).includes(status) &&
              (!target.visible || target.visible.includes(status)),
          )
          expect(wrong, `${label}: a status it does not start from`).toBeDefined()
          await place(subject, target, String(wrong), 7)
          await refused(subject, target, permitted, 7, 409, `${label} from ${wrong}`)

          // 409: a stale version.
          await place(subject, target, from, 7)
          await refused(subject, target, permitted, 6, 409, `${label} on a stale version`)

          // Taken: status and version moved, one history row, one journal entry.
          const before = await state(subject, target.id)
          const answer = await permitted.post(target.path, { ...target.body, version: 7 })
          expect(answer.code, `${label}: ${answer.msg}`).toBe(200)
          const after = await state(subject, target.id)
          expect(statusOf(subject, after.row ?? {}), label).toBe(step.to)
          expect(Number(after.row?.[subject.version]), label).toBe(8)
          expect(after.history, `${label} history`).toBe(before.history + 1)
          expect(after.journal, `${label} journal`).toBe(before.journal + 1)
        })
    })
})
