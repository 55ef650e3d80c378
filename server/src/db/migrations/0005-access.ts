/**
 * Access hardening (issue 23, items 4 and 9): sign-in throttle counters kept in the database so
 * every server process sharing it sees the same counts, and indexes for the retention sweep
 * (deleting old sessions, long-tokens, sign-in history and export jobs by time).
 */
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    // `ip:<address>` or `account:<username>` (lower case; unknown usernames are counted too).
    .addColumn('key', 'varchar(160)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lastFailure', 'varchar(32)', (c) => c.notNull())
    .addColumn('blockedUntil', 'varchar(32)')
    .execute()
  await db.schema.createIndex('login_throttle_last').on('login_throttle').column('lastFailure').execute()
  await db.schema.createIndex('sessions_expires').on('sessions').column('expiresAt').execute()
  await db.schema.createIndex('long_tokens_expires').on('long_tokens').column('expiresAt').execute()
  await db.schema.createIndex('login_history_time').on('login_history').column('time').execute()
  await db.schema
    .createIndex('export_jobs_user_status')
    .on('export_jobs')
    .columns(['userId', 'status'])
    .execute()
  await db.schema.createIndex('export_jobs_create').on('export_jobs').column('createTime').execute()
}

export async function down(db: AnyDb): Promise<void> {
  for (const index of [
    'export_jobs_create',
    'export_jobs_user_status',
    'login_history_time',
    'long_tokens_expires',
    'sessions_expires',
    'login_throttle_last',
  ])
    await db.schema.dropIndex(index).ifExists().execute()
  await db.schema.dropTable('login_throttle').ifExists().execute()
}
