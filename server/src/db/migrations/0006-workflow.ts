/**
 * Workflow engine schema (issue 15): applications of every flow, their step history, their
 * attachments, and the operators' data-access state shown by operator-info. Schema builder only.
 */
import type { Kysely } from 'kysely'
import { withId } from './util'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

const TIME = 'varchar(32)'

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('applications')
    .addColumn('applyId', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('flow', 'varchar(32)', (c) => c.notNull())
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(12)', (c) => c.notNull())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('fieldsJson', 'text', (c) => c.notNull())
    .addColumn('attachmentsJson', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('submitterId', 'integer', (c) => c.notNull())
    .addColumn('submitterName', 'varchar(64)', (c) => c.notNull())
    .addColumn('createTime', TIME, (c) => c.notNull())
    .addColumn('submitTime', TIME)
    .addColumn('updateTime', TIME, (c) => c.notNull())
    .addColumn('examinerName', 'varchar(64)')
    .addColumn('opinion', 'varchar(512)')
    .addColumn('validUntil', TIME)
    .execute()
  await db.schema
    .createIndex('applications_flow_time')
    .on('applications')
    .columns(['flow', 'updateTime'])
    .execute()
  await db.schema
    .createIndex('applications_flow_operator')
    .on('applications')
    .columns(['flow', 'operatorId', 'status'])
    .execute()

  await withId(db, db.schema.createTable('application_steps'))
    .addColumn('applyId', 'varchar(20)', (c) =>
      c.notNull().references('applications.applyId').onDelete('cascade'),
    )
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('fromStatus', 'varchar(16)')
    .addColumn('toStatus', 'varchar(16)', (c) => c.notNull())
    .addColumn('userId', 'integer', (c) => c.notNull())
    .addColumn('userName', 'varchar(64)', (c) => c.notNull())
    .addColumn('opinion', 'varchar(512)', (c) => c.notNull())
    .addColumn('attachmentsJson', 'text', (c) => c.notNull())
    .addColumn('time', TIME, (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('application_steps_apply')
    .on('application_steps')
    .columns(['applyId', 'id'])
    .execute()

  await withId(db, db.schema.createTable('application_files'))
    .addColumn('applyId', 'varchar(20)')
    .addColumn('fileName', 'varchar(256)', (c) => c.notNull())
    .addColumn('fileType', 'varchar(8)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('path', 'varchar(256)', (c) => c.notNull())
    .addColumn('uploaderId', 'integer', (c) => c.notNull())
    .addColumn('uploadTime', TIME, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('application_files_apply').on('application_files').column('applyId').execute()

  await db.schema
    .createTable('operator_access')
    .addColumn('operatorId', 'varchar(9)', (c) => c.primaryKey())
    .addColumn('areaCode', 'varchar(12)', (c) => c.notNull())
    .addColumn('accessStatus', 'integer', (c) => c.notNull())
    .addColumn('accessTime', TIME)
    .addColumn('lastPushTime', TIME)
    .addColumn('messagesPerDay', 'integer', (c) => c.notNull())
    .addColumn('failureRate', 'double precision', (c) => c.notNull())
    .addColumn('delaySeconds', 'double precision', (c) => c.notNull())
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('operator_access').ifExists().execute()
  await db.schema.dropTable('application_files').ifExists().execute()
  await db.schema.dropTable('application_steps').ifExists().execute()
  await db.schema.dropTable('applications').ifExists().execute()
}
