/**
 * Issue 43: the export queue shared by several server processes on one database. A job keeps
 * what its writer needs (`sourceData`: the serialised ExportSource), so any process can write
 * it; the process writing it holds it by a lease (`owner`, `leaseUntil`, renewed while it
 * writes), and a job whose lease ran out (its process died) is taken up by another, at most
 * `attempts` times (exports/queue.ts).
 */
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('export_jobs').addColumn('sourceData', 'text').execute()
  await db.schema.alterTable('export_jobs').addColumn('owner', 'varchar(128)').execute()
  await db.schema.alterTable('export_jobs').addColumn('leaseUntil', 'varchar(32)').execute()
  await db.schema
    .alterTable('export_jobs')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('export_jobs_queue')
    .on('export_jobs')
    .columns(['status', 'createTime'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('export_jobs_queue').execute()
  for (const column of ['attempts', 'leaseUntil', 'owner', 'sourceData'])
    await db.schema.alterTable('export_jobs').dropColumn(column).execute()
}
