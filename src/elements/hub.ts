/**
 * What the elements of one page share beyond the session store (architecture.md: Session and
 * state): sign-in and sign-out reach every element once, whichever element (or `setToken`) caused
 * them. The store is the single source; this module only watches its transitions.
 */
import { subscribe } from 'valtio/vanilla'
import { configureHttp, type Notify } from '../core/http'
import { endSession, session } from '../core/session'
import { hasSessionMarker } from '../core/storage'

/** An element's reactions to the page's session. */
export interface SessionMember {
  /** The session ended (sign-out, 401, 607): show the sign-in form. */
  signedOut(): void
  /** Someone signed in (another element, `setToken`): leave the sign-in form. */
  signedIn(): void
  /** Show a toast in this element (the page's shared clients toast through one element). */
  notify: Notify
}

const members = new Set<SessionMember>()
let signedIn = false
let generation = 0
let unsubscribe: (() => void) | null = null

const isSignedIn = () => hasSessionMarker() && session.loaded

function onChange() {
  const now = isSignedIn()
  if (now === signedIn) return
  signedIn = now
  // A sign-out starts a new generation: each element reports it once (ev-session-expired).
  if (!now) generation += 1
  for (const member of [...members]) {
    if (now) member.signedIn()
    else member.signedOut()
  }
}

/**
 * The page's shared clients toast through the newest element and end the session once
 * (section 4: clear, SESSION_EXPIRED to a framing host); every element then follows the store.
 * `<ev-console>`'s shell configures its own equivalent handler when it mounts.
 */
function configureClients() {
  const newest = [...members].at(-1)
  configureHttp({
    notify: (type, text) => newest?.notify(type, text),
    onSessionInvalid: () => endSession(),
  })
}

/** Join the page's session; returns the leave function (the subscription ends with the last member). */
export function joinSession(member: SessionMember): () => void {
  members.add(member)
  configureClients()
  if (!unsubscribe) {
    signedIn = isSignedIn()
    // Synchronous notifications: every element moves in the same task as the store.
    unsubscribe = subscribe(session, onChange, true)
  }
  return () => {
    members.delete(member)
    configureClients()
    if (!members.size && unsubscribe) {
      unsubscribe()
      unsubscribe = null
    }
  }
}

/**
 * A DOM event target for one element that dispatches `ev-session-expired` at most once per
 * sign-out, however many parts of the console report the same end of session.
 */
export function onceForGeneration(element: HTMLElement): HTMLElement {
  let reported = -1
  const target = {
    dispatchEvent(event: Event): boolean {
      if (event.type === 'ev-session-expired') {
        if (reported === generation && !signedIn) return true
        reported = generation
      }
      return element.dispatchEvent(event)
    },
  }
  return target as HTMLElement
}
