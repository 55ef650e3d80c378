/**
 * Issue 38, item 3: a unique index behind the subsidy rule "one standing application per station
 * and batch" (a refused one does not count), which was only a check before the insert. The
 * application's status lives in `applications`, so `subsidy_applications` carries `holdsStation`:
 * 1 while the application stands, null once refused. Nulls are distinct in a unique index on both
 * databases, so refused applications never collide.
 */
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('subsidy_applications').addColumn('holdsStation', 'integer').execute()
  await db
    .updateTable('subsidy_applications')
    .set({ holdsStation: 1 })
    .where('applyId', 'in', db.selectFrom('applications').select('applyId').where('status', '<>', 'refused'))
    .execute()
  await db.schema
    .createIndex('subsidy_applications_station_once')
    .on('subsidy_applications')
    .columns(['batchId', 'stationId', 'holdsStation'])
    .unique()
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('subsidy_applications_station_once').execute()
  await db.schema.alterTable('subsidy_applications').dropColumn('holdsStation').execute()
}
