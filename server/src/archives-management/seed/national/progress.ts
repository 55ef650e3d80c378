/**
 * What a national seed records of its progress in `settings` (issue 43): its last finished step,
 * and what a step that commits piece by piece needs to start again after a failure.
 */
import type { Db } from '../../../db/types'

/** Write one setting (replacing it). */
export async function setting(db: Db, key: string, value: string): Promise<void> {
  await forget(db, key)
  await db.insertInto('settings').values({ key, value }).execute()
}

/** Read one setting, or null. */
export async function settingOf(db: Db, key: string): Promise<string | null> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst()
  return row?.value ?? null
}

/** Forget one setting. */
export async function forget(db: Db, key: string): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', key).execute()
}
