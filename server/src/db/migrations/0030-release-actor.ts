/**
 * Issue 42 item 4: each actor in its own field. An access proof's release steps (发放, 撤销) write
 * `issuerName` and `issuerOpinion`; the review keeps `examinerName` and `opinion`. Proofs already
 * released get their issuer, and their reviewer back, from the step history.
 */
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

const RELEASE = ['issue', 'revoke']
const REVIEW = ['accept', 'approve', 'reject']

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('applications').addColumn('issuerName', 'varchar(64)').execute()
  await db.schema.alterTable('applications').addColumn('issuerOpinion', 'varchar(512)').execute()
  // The newest step of `actions` of the row's application: its `column`.
  const last = (actions: string[], column: 'userName' | 'opinion') =>
    db
      .selectFrom('application_steps')
      .select(`application_steps.${column}`)
      .whereRef('application_steps.applyId', '=', 'applications.applyId')
      .where('application_steps.action', 'in', actions)
      .orderBy('application_steps.id', 'desc')
      .limit(1)
  await db
    .updateTable('applications')
    .set({
      issuerName: last(RELEASE, 'userName'),
      issuerOpinion: last(RELEASE, 'opinion'),
      examinerName: last(REVIEW, 'userName'),
      opinion: last(REVIEW, 'opinion'),
    })
    .where('flow', '=', 'accessproof')
    .where('status', 'in', ['issued', 'revoked', 'expired'])
    .execute()
  // An empty opinion is stored as null, as the engine does.
  for (const column of ['issuerOpinion', 'opinion'])
    await db
      .updateTable('applications')
      .set({ [column]: null })
      .where('flow', '=', 'accessproof')
      .where(column, '=', '')
      .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('applications').dropColumn('issuerOpinion').execute()
  await db.schema.alterTable('applications').dropColumn('issuerName').execute()
}
