/**
 * The sign-in popups (section 4: `feedbackCount` and `evaluateCount` of user_info): the area
 * whose flow asks a user for work registers its popup here with its routes (feedback,
 * assessment), and the account's user_info and 去上传 read them from here, so the account
 * imports no area (architecture.md: Server; the layers test).
 */
import type { Principal } from '../auth/permissions'
import type { Db } from '../db/types'

/** The popups, by the name of their count in user_info (`<key>Count`). */
export type PopupKey = 'feedback' | 'evaluate'

/** One popup: how much waits for a user, and (where its button leaves the popup) marking that read. */
export interface Popup {
  count(db: Db, principal: Principal): Promise<number>
  /** Remember what is counted now as read for the user; returns how many. */
  markRead?(db: Db, principal: Principal): Promise<number>
}

const POPUPS = new Map<PopupKey, Popup>()

/** Register a popup (its area's routes do, as `defineResourceRoutes` registers a list). */
export function registerPopup(key: PopupKey, popup: Popup): void {
  POPUPS.set(key, popup)
}

function popupOf(key: PopupKey): Popup {
  const popup = POPUPS.get(key)
  if (!popup) throw new Error(`popup ${key}: not registered (its area's routes register it)`)
  return popup
}

/** Every popup's count for a user. */
export async function popupCounts(db: Db, principal: Principal): Promise<Record<PopupKey, number>> {
  const [feedback, evaluate] = await Promise.all([
    popupOf('feedback').count(db, principal),
    popupOf('evaluate').count(db, principal),
  ])
  return { feedback, evaluate }
}

/** Mark what a popup counts now as read for the user; returns how many. */
export function markPopupRead(key: PopupKey, db: Db, principal: Principal): Promise<number> {
  const { markRead } = popupOf(key)
  if (!markRead) throw new Error(`popup ${key}: nothing to mark read`)
  return markRead(db, principal)
}
