/**
 * Issue 42 (noticed on the walk): a subsidy batch's 申报截止日期. A batch had a period whose orders
 * count but no deadline for applications, so a batch whose period ended a year before was still
 * 申报中 and took applications. The column is a China date (`YYYY-MM-DD`); a batch is 已截止 once
 * that day has ended in Beijing, whatever its stored status (supervise-services/batch-deadline.ts).
 * Batches set up before it take the end of their period as their deadline: what was still being
 * counted stays open, a period that has ended closes. Schema builder and one UPDATE: SQLite and
 * PostgreSQL alike.
 */
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('subsidy_batches')
    .addColumn('applyDeadline', 'varchar(10)', (col) => col.notNull().defaultTo(''))
    .execute()
  await db
    .updateTable('subsidy_batches')
    .set((eb) => ({ applyDeadline: eb.ref('periodEnd') }))
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('subsidy_batches').dropColumn('applyDeadline').execute()
}
