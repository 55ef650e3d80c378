/**
 * When the page's event streams (live screens, the work signal) may be open: while the document is
 * shown and the user is not signing out.
 *
 * Signing out holds them (issue 23; the red CI of stop 61's last try): a stream opened or
 * reconnected after the server ended the session is answered 401 in JSON, which the browser reports
 * on its console as an error ("EventSource's response has a MIME type … that is not
 * text/event-stream"). The screen that was still opening when 退出登录 was chosen did exactly that.
 * So every stream is closed before the sign-out call leaves, none opens until the next sign-in,
 * and a sign-out the server refused lets them open again.
 */

let held = false
const listeners = new Set<() => void>()

/** Whether a stream may be open now. */
export function streamsAllowed(): boolean {
  return !held && document.visibilityState !== 'hidden'
}

/** Hold every stream (signing out), or let them open again (signed in, or the sign-out failed). */
export function holdStreams(hold: boolean): void {
  if (held === hold) return
  held = hold
  for (const listener of [...listeners]) listener()
}

/**
 * Call `onChange` with `streamsAllowed()` whenever it may have changed (the document hidden or
 * shown, streams held or let go); returns the unsubscribe.
 */
export function watchStreamsAllowed(onChange: (allowed: boolean) => void): () => void {
  const changed = () => onChange(streamsAllowed())
  listeners.add(changed)
  document.addEventListener('visibilitychange', changed)
  return () => {
    listeners.delete(changed)
    document.removeEventListener('visibilitychange', changed)
  }
}
