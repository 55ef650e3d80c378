/**
 * Issue 21: each user's own theme mode (个人中心 → 外观). The platform's grey days and watermark
 * are rows of `settings` (no schema change).
 */
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('user_appearance')
    .addColumn('userId', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('theme', 'varchar(16)')
    .addColumn('updateTime', 'varchar(32)', (c) => c.notNull())
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('user_appearance').ifExists().execute()
}
