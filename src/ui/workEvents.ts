/**
 * "The user's work may have changed" (issue 41): one window event that the header badge, the
 * menu's 待我处理 counts, 消息 and the workbench read theirs again on. Sent after a step this
 * console took, and by the server's work signal (queueCounts.ts: watchWorkSignal); the window
 * regaining the focus counts too. Tiny on purpose: the header, drawn with the first screen,
 * imports it.
 */

/** The window event a flow screen sends after a step, a save or a batch. */
export const QUEUE_CHANGED_EVENT = 'evc-queue-changed'

/** Tell the menu that some queue may have changed. */
export function queueChanged(): void {
  globalThis.dispatchEvent?.(new Event(QUEUE_CHANGED_EVENT))
}

/** Call `read` whenever the window regains the focus or a queue may have changed; returns the unsubscribe. */
export function onWorkChange(read: () => void): () => void {
  globalThis.addEventListener('focus', read)
  globalThis.addEventListener(QUEUE_CHANGED_EVENT, read)
  return () => {
    globalThis.removeEventListener('focus', read)
    globalThis.removeEventListener(QUEUE_CHANGED_EVENT, read)
  }
}
