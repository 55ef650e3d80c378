/**
 * Lists whose waiting rows are counted as a queue (issue 41 item 2): a flow of records nobody on
 * the console submitted — app users' evaluations wait for moderation by the hundred — is counted
 * on the menu entry and workbench of whoever holds its right, like a flow screen's queue
 * (queue-counts.ts), not as to-dos. A step on such a record changes every holder's count: the
 * engine tells the holders who see it (todos.ts: recordWork).
 */
import type { Db } from '../db/types'
import type { ResourceDef } from '../resources'
import { type HolderCache, holdersOf, type SubjectParties, sees } from './work-recipients'

/** A list counted as a queue. */
export interface ListQueue {
  resource: ResourceDef
  /** The list's filters that keep the waiting rows (`{ status: 'pending' }`). */
  waiting: Readonly<Record<string, string>>
  /** The right that acts on them. */
  permission: string
}

/** The lists counted, by page. */
export const LIST_QUEUES = new Map<string, ListQueue>()

/** Count a list's waiting rows in the menu and workbench of those who hold its right. */
export function countListQueue(queue: ListQueue): void {
  LIST_QUEUES.set(queue.resource.page, queue)
}

/** The accounts whose list-queue count a step of `permission` on the subject changes. */
export async function queueWatchers(
  db: Db,
  permission: string,
  parties: SubjectParties,
  cache: HolderCache,
): Promise<number[]> {
  const queue = LIST_QUEUES.get(permission.split('/')[0])
  if (!queue) return []
  const holders = await holdersOf(db, queue.permission, cache)
  return holders.filter((holder) => sees(holder.scope, parties)).map((holder) => holder.id)
}
