/**
 * The strategy rows the strategy administration (strategies.ts) reads and checks: known page
 * actions, a strategy, an application, a free name, a strategy's actions read and replaced.
 */
import { allResPaths } from '../auth/actions'
import { serializeOn } from '../db/serialize'
import type { Db } from '../db/types'
import { fieldError } from '../kernel/errors'

let known: Set<string> | undefined
/** The page actions of a list, without repeats; 400 naming the first unknown. */
export function checkActions(list: string[]): string[] {
  known ??= new Set(allResPaths())
  const index = list.findIndex((resPath) => !known?.has(resPath))
  if (index >= 0) throw fieldError(`actions.${index}`, `未知的页面操作：${list[index]}`)
  return [...new Set(list)]
}

/** The strategy, or 400 at `stgId`. */
export async function findStg(db: Db, id: number) {
  const stg = await db.selectFrom('strategies').selectAll().where('id', '=', id).executeTakeFirst()
  if (!stg) throw fieldError('stgId', '策略不存在')
  return stg
}

/** 400 at `appId` unless the application (resource) exists. */
export async function checkApp(db: Db, appId: string) {
  const app = await db.selectFrom('resources').select('appId').where('appId', '=', appId).executeTakeFirst()
  if (!app) throw fieldError('appId', '资源不存在')
}

/** 400 at `stgName` when another strategy has the name. */
export async function nameFree(db: Db, name: string, except?: number) {
  // Two creates of one name at once: the second sees the first's row (issue 38).
  await serializeOn(db, 'strategies', name)
  let query = db.selectFrom('strategies').select('id').where('stgName', '=', name)
  if (except !== undefined) query = query.where('id', '!=', except)
  if (await query.executeTakeFirst()) throw fieldError('stgName', '策略名称已存在')
}

/** A strategy's page actions, in order. */
export const actionsOf = async (db: Db, id: number) =>
  (
    await db
      .selectFrom('strategy_actions')
      .select('resPath')
      .where('stgId', '=', id)
      .orderBy('resPath')
      .execute()
  ).map((row) => row.resPath)

/** Replace a strategy's page actions (inserted 500 at a time). */
export async function replaceActions(db: Db, id: number, list: string[]) {
  await db.deleteFrom('strategy_actions').where('stgId', '=', id).execute()
  for (let index = 0; index < list.length; index += 500) {
    await db
      .insertInto('strategy_actions')
      .values(list.slice(index, index + 500).map((resPath) => ({ stgId: id, resPath })))
      .execute()
  }
}
