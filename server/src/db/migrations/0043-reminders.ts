/**
 * Issue 41: the reminders sent (due soon, expired), one row per kind, subject and recipient, so
 * that a reminder goes once however often the sweep runs and however many processes run it (the
 * primary key decides which insert wins).
 */
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('reminders_sent')
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('subjectId', 'varchar(64)', (col) => col.notNull())
    .addColumn('userId', 'integer', (col) => col.notNull())
    .addColumn('sentTime', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('reminders_sent_pk', ['kind', 'subjectId', 'userId'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('reminders_sent').execute()
}
