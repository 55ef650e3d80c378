/**
 * Issue 44 part 3: each user's 告警提醒 (个人中心): whether a new alarm shows a notification and
 * whether a 人身安全级 one sounds, kept in the user's row of personal preferences beside the theme
 * mode and quick links. 1 on, 0 off; null (never set) is on.
 */
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('user_appearance').addColumn('alarmNotices', 'integer').execute()
  await db.schema.alterTable('user_appearance').addColumn('alarmSound', 'integer').execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('user_appearance').dropColumn('alarmSound').execute()
  await db.schema.alterTable('user_appearance').dropColumn('alarmNotices').execute()
}
