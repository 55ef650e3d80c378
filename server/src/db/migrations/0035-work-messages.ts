/**
 * Issue 41 item 1: to-dos and notices from the flows' steps. A message names the flow and subject
 * it is about (`flow`, `subjectId`) and, for a to-do, the right it asks (`permission`); a to-do is
 * closed (`done`, `doneTime`) for everyone who held it once a step moves its subject. Feedback
 * history records who took each step (`userId`), as the other flows' do, so its notices reach
 * earlier actors.
 */
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('messages').addColumn('flow', 'varchar(32)').execute()
  await db.schema.alterTable('messages').addColumn('subjectId', 'varchar(64)').execute()
  await db.schema.alterTable('messages').addColumn('permission', 'varchar(128)').execute()
  await db.schema
    .alterTable('messages')
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('messages').addColumn('doneTime', 'varchar(32)').execute()
  await db.schema
    .createIndex('messages_subject')
    .on('messages')
    .columns(['flow', 'subjectId', 'done'])
    .execute()
  await db.schema.alterTable('feedback_steps').addColumn('userId', 'integer').execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('feedback_steps').dropColumn('userId').execute()
  await db.schema.dropIndex('messages_subject').execute()
  for (const column of ['doneTime', 'done', 'permission', 'subjectId', 'flow'])
    await db.schema.alterTable('messages').dropColumn(column).execute()
}
