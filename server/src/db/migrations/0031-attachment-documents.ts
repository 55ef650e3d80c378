/**
 * Issue 42 item 3: each attachment filed under a document of its flow's checklist (营业执照,
 * 授权书, 现场照片 …; FlowDeclaration.documents). Null for files outside a checklist (feedback
 * pictures, evidence, reports) and for attachments uploaded before it.
 */
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('application_files').addColumn('docKey', 'varchar(32)').execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('application_files').dropColumn('docKey').execute()
}
