/**
 * Issue 43: a user's open to-dos counted from an index. user_info counts the caller's open
 * feedback to-dos (feedback/counts.ts) and the work counts group the caller's open to-dos by the
 * right they ask (workflow/queue-counts.ts); both read every message of the user through
 * `messages_user_read`. At the large seed (1.5 million messages, 18,623 for a city user) that
 * took 67 ms a call on SQLite and held user_info at 25 requests a second; with this index
 * 0.02 ms and 1.7 ms (a copy of the seed's file, 20 calls each).
 */
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('messages_user_open')
    .on('messages')
    .columns(['userId', 'done', 'type', 'permission', 'flow', 'createTime'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('messages_user_open').execute()
}
