/**
 * The route guard's data step (section 4): user info and the menu loaded into the session store
 * (./session.ts), shared by every element asking at once, and asked again after a sign-in.
 */
import type { Api } from './api'
import { applyBackMenuList, applyUserInfo, markSessionOpen, session } from './session'
import { hasSessionMarker } from './storage'

let pending: Promise<boolean> | null = null
/** Counts loads: a load superseded by a fresh one leaves the session to it. */
let generation = 0

async function loadSession(api: Pick<Api, 'userInfo' | 'backMenuList'>, fresh: boolean): Promise<boolean> {
  const mine = ++generation
  // Superseded: the newer load decides (its promise, or what it left when it has finished).
  const newer = () => (pending ? pending : session.loaded)
  // With a session marker the user is most likely signed in: the menu is asked for beside user
  // info instead of after it (one round trip less before the first screen, issue 14); its answer
  // is used only once user info has answered. Without a marker it waits for user info, so a
  // visitor who is not signed in is not refused twice.
  const menu =
    !session.backMenuList.length && hasSessionMarker()
      ? api.backMenuList().then(
          (list) => ({ list }),
          (error: unknown) => ({ error }),
        )
      : null
  try {
    const info = await api.userInfo(fresh ? { fresh: true } : undefined)
    if (mine !== generation) return newer()
    if (!info) {
      session.loaded = false
      return false
    }
    applyUserInfo(info)
    if (!session.backMenuList.length) {
      const early = menu && (await menu)
      if (early && 'list' in early) applyBackMenuList(early.list)
      else applyBackMenuList(await api.backMenuList())
    }
    if (mine !== generation) return newer()
    // A session opened without the login form (long-token hand-off) is marked open here.
    if (!hasSessionMarker()) markSessionOpen()
    session.loaded = true
    return true
  } catch {
    if (mine !== generation) return newer()
    session.loaded = false
    return false
  }
}

/**
 * The route guard's data step (section 4): with a session marker and user info loaded once, pass.
 * Otherwise load user info and, when the back menu list is empty, the menu. On failure `loaded`
 * resets and the result is false (the shell then posts SESSION_EXPIRED and goes to /login).
 * Concurrent calls (several elements) share one load.
 *
 * `fresh` right after a sign-in: a load already under way, or a user_info answered a moment ago
 * (identical calls within 50 ms share an answer, section 7), was asked without the new session
 * cookie and would answer 401; a fresh load asks again, and later callers share it.
 */
export function ensureSession(
  api: Pick<Api, 'userInfo' | 'backMenuList'>,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<boolean> {
  if (!fresh && hasSessionMarker() && session.loaded) return Promise.resolve(true)
  if (pending && !fresh) return pending
  const load: Promise<boolean> = loadSession(api, fresh).finally(() => {
    if (pending === load) pending = null
  })
  pending = load
  return load
}
