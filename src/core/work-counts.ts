/**
 * What waits for the user as the header and the entry popups show it, kept in the session store
 * (one store for every element of the page): the unread count of 消息 (the badge) and the popups'
 * counts (feedbackCount, evaluateCount; section 4). Read again together whenever the to-dos may
 * have changed: items read in 消息 (opening one marks it read on the server), a step taken (it
 * closes and gives to-dos), the window focused again.
 */
import type { Api } from './api'
import { newestOnly } from './newest'
import { session } from './session'

/** An older answer arriving after a newer one is dropped. */
const unreadRead = newestOnly()

/**
 * Read the unread count again, and (`popups`) the popups' counts while they are not dismissed: a
 * dismissed popup's counter stays 0 until the shell is entered again (section 4: dismissing
 * resets it). Each is set as soon as its answer is in.
 */
export async function refreshWorkCounts(
  api: Pick<Api, 'messageCount' | 'userInfo'>,
  popups = true,
): Promise<void> {
  const current = unreadRead()
  const unread = api.messageCount().then(
    (count) => {
      // Two reads close together (a step's own and the work signal's) may answer out of order.
      if (current()) session.unreadCount = Number(count) || 0
    },
    () => undefined,
  )
  const counts =
    popups && (session.feedbackCount > 0 || session.evaluateCount > 0)
      ? api.userInfo().then((info) => {
          if (!info) return
          // Read after the answer: a popup dismissed meanwhile keeps its 0.
          if (session.feedbackCount) session.feedbackCount = Number(info.feedbackCount) || 0
          if (session.evaluateCount) session.evaluateCount = Number(info.evaluateCount) || 0
        })
      : undefined
  await Promise.all([unread, counts])
}
