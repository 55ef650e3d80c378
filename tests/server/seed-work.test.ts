/**
 * The seed's to-dos come from the flows (issue 41 item 1, "Done when": no message row inserted
 * directly by the seed): every flow whose steps name someone to act next is replayed by the seed
 * (server/src/seed-work.ts), every seeded message names its flow and subject, and every subject
 * waiting in such a flow — those that entered it with a step and those that entered without one
 * (an alarm raised, a station put forward as rural) — has an open to-do for whoever may act on it.
 */
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { FLOW_SUBJECTS } from '../../server/src/flow-subjects'
import { keyTextOf, ofFlowSql } from '../../server/src/workflow/subject'
import { whoActs } from '../../server/src/workflow/work-recipients'
import { partiesOf, subjectOf } from '../../server/src/workflow/work-subjects'
import { askedIn } from '../../src/core/domain/flow-kit'
import { ALL_FLOWS } from '../../src/core/domain/flows-all'
import { DIALECTS, serverWith } from './helpers'

/** The flows in which somebody is asked to act. */
const ASKING = ALL_FLOWS.filter((flow) => flow.transitions.some((step) => step.next.length > 0))

describe('the flows the seed replays', () => {
  it('are every flow that asks somebody to act', () => {
    const replayed = FLOW_SUBJECTS.map((entry) => entry.flow.key)
    expect(ASKING.map((flow) => flow.key).filter((key) => !replayed.includes(key))).toEqual([])
  })
})

describe.each(DIALECTS)('the seed’s to-dos on %s', (dialect) => {
  const session = serverWith(dialect, ['admin'])

  it('name their flow and subject, every one', async () => {
    const unnamed = await session.server.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .where((eb) => eb.or([eb('flow', 'is', null), eb('subjectId', 'is', null)]))
      .executeTakeFirstOrThrow()
    expect(Number(unnamed.n)).toBe(0)
  })

  it('wait for somebody on every subject waiting in a flow', async () => {
    const { db } = session.server
    let checked = 0
    for (const { flow, subject, unstepped } of FLOW_SUBJECTS) {
      // The statuses somebody is asked to act in: those a step with a next actor leads to, and
      // those its subjects wait in without a step (an alarm raised).
      const asked = [
        ...new Set([
          ...flow.transitions.filter((step) => step.next.length).map((step) => step.to),
          ...(unstepped?.statuses ?? []),
        ]),
      ]
      if (!asked.length) continue
      const id = keyTextOf(subject)
      const waiting = await sql<{ id: string; status: string }>`select ${id} as "id",
          s.${sql.ref(subject.status)} as "status" from ${sql.table(subject.table)} s
        where s.${sql.ref(subject.status)} in (${sql.join(asked)}) ${ofFlowSql(flow, subject)}
          and not exists (select 1 from messages m where m."flow" = ${flow.key}
            and m."subjectId" = ${id} and m."type" = 'todo' and m."done" = 0)`.execute(db)
      // Without a to-do only where nobody may act (a company without an account on the platform).
      const forgotten: string[] = []
      for (const item of waiting.rows) {
        const key = subject.key === 'id' ? Number(item.id) : item.id
        const { row, history } = await subjectOf(db, subject, key)
        const parties = await partiesOf(db, { flow, subject }, row, history)
        const next = askedIn(flow, item.status)
        for (const actor of next) if ((await whoActs(db, actor, parties)).length) forgotten.push(item.id)
      }
      expect(forgotten, `${flow.title}: waiting without a to-do`).toEqual([])
      checked += waiting.rows.length
    }
    // Some subjects of the seed wait for nobody: the check above is not empty-handed.
    expect(checked).toBeGreaterThan(0)
  })
})
