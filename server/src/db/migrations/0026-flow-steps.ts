/**
 * Issue 39 item 2. The history of the flows whose subject table had none (alarms, reporting
 * tasks, assessments, rural tagging, evaluation moderation): one row per step the one engine
 * takes (server/src/workflow/step.ts), keyed by the flow and the subject's id.
 */
import type { Kysely } from 'kysely'
import { withId } from './util'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('flow_steps'))
    .addColumn('flow', 'varchar(40)', (c) => c.notNull())
    .addColumn('subjectId', 'varchar(64)', (c) => c.notNull())
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('fromStatus', 'varchar(40)')
    .addColumn('toStatus', 'varchar(40)', (c) => c.notNull())
    .addColumn('userId', 'integer', (c) => c.notNull())
    .addColumn('userName', 'varchar(128)', (c) => c.notNull())
    .addColumn('opinion', 'text', (c) => c.notNull())
    .addColumn('time', 'varchar(40)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('flow_steps_subject')
    .on('flow_steps')
    .columns(['flow', 'subjectId', 'id'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('flow_steps').execute()
}
