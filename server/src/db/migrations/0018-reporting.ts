/**
 * reporting-manager (issue 17): reporting tasks and the operators each is addressed to. An
 * operator's report is an application of the workflow engine (flow `reporting`); its target row
 * keeps the report's applyId, status and submit time so the lists and the progress counters
 * read one table. Schema builder only.
 */
import type { Kysely } from 'kysely'
import { withId } from './util'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('reporting_tasks'))
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('description', 'varchar(2000)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('scope', 'varchar(8)', (c) => c.notNull())
    .addColumn('deadline', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('templateFileId', 'integer')
    .addColumn('targetCount', 'integer', (c) => c.notNull())
    .addColumn('submittedCount', 'integer', (c) => c.notNull())
    .addColumn('lateCount', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('creatorId', 'integer', (c) => c.notNull())
    .addColumn('creatorName', 'varchar(64)', (c) => c.notNull())
    .addColumn('createTime', 'varchar(32)', (c) => c.notNull())
    .addColumn('issueTime', 'varchar(32)')
    .addColumn('updateTime', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('reporting_tasks_status')
    .on('reporting_tasks')
    .columns(['status', 'deadline'])
    .execute()
  await withId(db, db.schema.createTable('reporting_targets'))
    .addColumn('taskId', 'integer', (c) => c.notNull())
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('applyId', 'varchar(20)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('submitTime', 'varchar(32)')
    .addColumn('updateTime', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('reporting_targets_task_operator', ['taskId', 'operatorId'])
    .execute()
  await db.schema
    .createIndex('reporting_targets_operator')
    .on('reporting_targets')
    .columns(['operatorId', 'taskId'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('reporting_targets').ifExists().execute()
  await db.schema.dropTable('reporting_tasks').ifExists().execute()
}
