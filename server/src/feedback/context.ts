import type { Principal } from '../auth/permissions'
import type { Db } from '../db/types'

/** What a feedback flow call receives (the flow, its pictures). */
export interface FeedbackContext {
  db: Db
  principal: Principal
  record: (input: { target: string; before?: unknown; after?: unknown }) => void
}
