/** Separation of duties as the tests need it (issue 38, item 10; server/src/workflow/duties.ts). */
import type { Db } from '../../server/src/db/types'
import { applicantsOf, dutiesOf } from '../../server/src/workflow/duties'
import type { FlowDeclaration } from '../../src/core/domain/flows'

/** The applications of `rows` whose applicant's side does not include `userId`, by the engine's own rule. */
export async function notApplicantOf<T extends { applyId: string }>(
  db: Db,
  flow: FlowDeclaration,
  rows: T[],
  userId: number,
): Promise<T[]> {
  const sides = await Promise.all(
    rows.map(async (row) => applicantsOf(flow, await dutiesOf(db, row.applyId))),
  )
  return rows.filter((_, index) => !sides[index].includes(userId))
}
