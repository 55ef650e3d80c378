/**
 * Issue 41 item 3: the quick links each user chose for the workbench, kept beside the user's
 * theme mode (one row of personal preferences per user): a JSON array of page names.
 */
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('user_appearance').addColumn('quickLinks', 'text').execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('user_appearance').dropColumn('quickLinks').execute()
}
