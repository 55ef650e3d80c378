/**
 * To-dos and notices over every flow declaration (issue 41 item 1; ALL_FLOWS, reached through the
 * conformance suite's fixtures): for each step, taken over real HTTP, the subject's open to-dos
 * are closed for whoever held them; each account its `next` names (one made for it, of the
 * subject's district, city or company) gets one open to-do linking to its own screen; the
 * applicant and an earlier actor get the step's notice (with the opinion as reason where it
 * gives one) and nobody else is told; the actor is never told of their own step.
 */
import type { Kysely } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { storedStatus } from '../../server/src/workflow/step'
import { type FlowSubject, whereKey } from '../../server/src/workflow/subject'
import type { FlowStep, NextActor, StepFlow } from '../../src/core/domain/flow-kit'
import { ALL_FLOWS } from '../../src/core/domain/flows-all'
import { userWithRights } from './access-helpers'
import { FIXTURES, type Target } from './flow-fixtures'
import { type ApiClient, DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const OPINION = '测试意见'

describe.each(DIALECTS)('to-dos and notices of every flow on %s', (dialect) => {
  const session = signedIn(dialect, ['admin'])
  const { server } = session
  // biome-ignore lint/suspicious/noExplicitAny: any flow's table, by its declared columns
  let db: Kysely<any>
  beforeAll(() => {
    db = server.db as never
  })

  const accounts = new Map<string, Promise<{ client: ApiClient; userId: number }>>()
  /** An account holding exactly `rights` with `attrs`, made once per key. */
  const account = (key: string, rights: readonly string[], attrs: Target['attrs'] = []) => {
    if (!accounts.has(key)) accounts.set(key, userWithRights(server, session.admin, rights, attrs))
    return accounts.get(key) as Promise<{ client: ApiClient; userId: number }>
  }

  /** The account a next actor's scope finds first: of the subject's district, its city, or its company. */
  function nextAccount(next: NextActor, row: Record<string, unknown>, operatorId: string | null) {
    const area = String(row.areaCode ?? '')
    const attrs = {
      area: [{ attrKey: 'auth_area', attrValue: area }],
      city: [{ attrKey: 'auth_area', attrValue: `${area.slice(0, 4)}00` }],
      company: [
        { attrKey: 'auth_area', attrValue: area },
        { attrKey: 'isCompany', attrValue: '1' },
        { attrKey: 'operator', attrValue: String(operatorId) },
      ],
      staff: [{ attrKey: 'auth_area', attrValue: area }],
      creator: [],
      any: [],
    }[next.scope]
    return account(`next:${next.permission}:${JSON.stringify(attrs)}`, [next.permission], attrs)
  }

  const messagesOf = (userId: number, flow: StepFlow, id: string | number) =>
    db
      .selectFrom('messages')
      .selectAll()
      .where('userId', '=', userId)
      .where('flow', '=', flow.key)
      .where('subjectId', '=', String(id))
      .execute()

  /** A history row of the subject taken by `userId` (an earlier actor, or the applicant of a table without one). */
  async function addHistory(subject: FlowSubject, id: string | number, action: string, userId: number) {
    const { history } = subject
    await db
      .insertInto(history.table)
      .values({
        ...history.fixed,
        [history.key]: String(id),
        action,
        fromStatus: null,
        toStatus: 'x',
        userId,
        userName: '测试员',
        opinion: '',
        time: new Date(0).toISOString(),
        ...(history.table === 'application_steps' && { attachmentsJson: '[]' }),
      })
      .execute()
  }

  for (const flow of ALL_FLOWS)
    describe(`${flow.title} (${flow.key})`, () => {
      const inward = FIXTURES[flow.key]?.inward ?? {}
      for (const step of (flow.transitions as readonly FlowStep[]).filter((item) => !inward[item.action]))
        it(`${step.label} (${step.action}): closes, gives and tells`, async () => {
          const { subject } = FIXTURES[flow.key]
          const found = await FIXTURES[flow.key].target(server, flow, step)
          const target = { ...found, path: found.path.replace(':action', step.action) }
          const label = `${flow.key}.${step.action}`
          const actor = await account(
            `actor:${JSON.stringify([step.permission, target.rights, target.attrs])}`,
            [step.permission, ...(target.rights ?? [])],
            target.attrs,
          )
          const applicant = await account(`applicant:${flow.key}`, [])
          // One per step: an earlier actor of the applicant's own step (提交) is the applicant's side.
          const earlier = await account(`earlier:${flow.key}:${step.action}`, [])
          const bystander = await account('bystander', [])

          // The subject in the step's from-status, its applicant ours, an earlier step ours.
          const row = await whereKey(
            db.selectFrom(subject.table).selectAll(),
            subject,
            target.id,
          ).executeTakeFirstOrThrow()
          const own =
            'submitterId' in row
              ? { submitterId: applicant.userId }
              : 'creatorId' in row
                ? { creatorId: applicant.userId }
                : {}
          await whereKey(
            db.updateTable(subject.table).set({
              ...target.set,
              ...own,
              [subject.status]:
                step.from[0] === subject.nullStatus ? null : storedStatus(subject, step.from[0]),
              [subject.version]: 7,
            }),
            subject,
            target.id,
          ).execute()
          if (!Object.keys(own).length) {
            // No applicant column: the applicant is whoever took the subject's first step.
            await db
              .deleteFrom(subject.history.table)
              .where(subject.history.key, '=', String(target.id))
              .$call((q) => {
                let query = q
                for (const [column, value] of Object.entries(subject.history.fixed ?? {}))
                  query = query.where(column, '=', value)
                return query
              })
              .execute()
            await addHistory(subject, target.id, flow.transitions[0].action, applicant.userId)
          }
          await addHistory(subject, target.id, step.action, earlier.userId)
          const operatorId = subject.operatorsOf
            ? ((await subject.operatorsOf(server.db, row))[0] ?? null)
            : ((row.operatorId as string | undefined) ?? null)
          const nexts = await Promise.all(
            step.next
              .filter((next) => next.scope !== 'creator')
              .map((next) => nextAccount(next, row, operatorId)),
          )
          await db
            .deleteFrom('messages')
            .where('flow', '=', flow.key)
            .where('subjectId', '=', String(target.id))
            .execute()
          await db
            .insertInto('messages')
            .values({
              userId: bystander.userId,
              title: '待办',
              content: '待办',
              type: 'todo',
              link: null,
              read: 0,
              createTime: new Date(0).toISOString(),
              flow: flow.key,
              subjectId: String(target.id),
              permission: step.permission,
              done: 0,
              doneTime: null,
            })
            .execute()

          const answer = await actor.client.post(target.path, { ...target.body, version: 7 })
          expect(answer.code, `${label}: ${answer.msg}`).toBe(200)

          // Closed for whoever held it.
          const held = await messagesOf(bystander.userId, flow, target.id)
          expect(
            held.map((item) => [item.done, item.read]),
            `${label}: the held to-do`,
          ).toEqual([[1, 1]])
          // Given to each account its next names, once, linking to a page of its own right.
          for (const [index, next] of step.next.filter((item) => item.scope !== 'creator').entries()) {
            const todos = (await messagesOf(nexts[index].userId, flow, target.id)).filter(
              (item) => item.type === 'todo',
            )
            expect(todos.length, `${label}: to-do of ${next.permission} (${next.scope})`).toBe(1)
            expect(todos[0].done, label).toBe(0)
            expect(String(todos[0].link), `${label}: link`).toContain(`/${next.permission.split('/')[0]}`)
            expect(todos[0].content, label).toContain(String(target.id))
            // It names the work: a next actor outside the flow's steps says what it `asks`.
            expect(todos[0].title, `${label}: title`).not.toBe(`${flow.title}待办理`)
          }
          const open = await db
            .selectFrom('messages')
            .select('userId')
            .where('flow', '=', flow.key)
            .where('subjectId', '=', String(target.id))
            .where('type', '=', 'todo')
            .where('done', '=', 0)
            .execute()
          if (!step.next.length) expect(open, `${label}: the flow ends, nothing to do`).toEqual([])
          expect(
            open.map((item) => item.userId),
            `${label}: none to the applicant`,
          ).not.toContain(applicant.userId)

          // Told: the applicant and the earlier actor as the step's notice says; never the actor.
          const notices = async (userId: number) =>
            (await messagesOf(userId, flow, target.id)).filter((item) => item.type === 'notice')
          const told = { applicant: await notices(applicant.userId), actors: await notices(earlier.userId) }
          for (const party of ['applicant', 'actors'] as const) {
            // Without an applicant column the applicant is the first actor: told as one of the actors.
            const asActor =
              party === 'applicant' && !Object.keys(own).length && step.notice?.to.includes('actors')
            const expected = step.notice?.to.includes(party) || asActor ? 1 : 0
            expect(told[party].length, `${label}: notice to ${party}`).toBe(expected)
            if (!expected) continue
            expect(told[party][0].content, label).toContain(String(target.id))
            if (step.notice?.reason && target.body.opinion)
              expect(told[party][0].content, label).toContain(OPINION)
          }
          expect(await notices(actor.userId), `${label}: the actor is not told`).toEqual([])
        })
    })
})
