/**
 * The session store (architecture.md: Session and state): one valtio proxy shared by every element
 * of the page, its actions and the session-invalid flow of section 4 (the guard's data step:
 * ./session-load.ts).
 * No React: `src/ui` reads it with `useSnapshot`.
 */
import { proxy, ref } from 'valtio/vanilla'
import type { Api, UserAttr, UserDates, UserInfoData } from './api'
import { postSessionExpired } from './bridge'
import { isImageUrl } from './domain/validators'
import { holdStreams } from './event-streams'
import { type BackMenuItem, type MenuItem, toMenuItems } from './menu'
import { isPasswordStale } from './password-age'
import { type Auth, type AuthMap, buildAuthMap, pruneMenu } from './permissions'
import { clearSessionMarker, hasSessionMarker, setSessionMarker } from './storage'

/** The session state of section 3 plus what the shell needs (see the brief). */
export interface SessionState {
  name: string
  nickName: string
  avatar: string
  auths: Auth[]
  /** Page → actions map built from `auths` (section 6). */
  authMap: AuthMap
  userInfo: UserDates | null
  backMenuList: BackMenuItem[]
  /** The menu: `backMenuList` converted and pruned to the user's permissions. */
  menu: MenuItem[]
  /** The change-password dialog is open and forced (section 4: resetPwdFlag). */
  changePwd: boolean
  /** The password is stale: reminder shown, dialog not dismissable once opened (decisions: Stale password). */
  pwdDisabled: boolean
  phoneNumber: string
  feedbackCount: number
  evaluateCount: number
  /** Unread 消息 (the header's badge), read with the popups' counts (./work-counts.ts). */
  unreadCount: number
  /** 0 shows header, side menu and tabs; any other value hides them (section 1). */
  showMode: number
  /** User info was loaded once (section 4: route guard). */
  loaded: boolean
  pages: string[]
  /** 1 means not city-level (section 3). */
  areaType: number | null
  attrs: UserAttr[]
  resetPwdFlag: boolean
  operatorsType: number | string | null
  authStg: boolean | number | null
  /** Menu reorder counter: bumped after a menu change, the shell reloads the menu (section 4). */
  sortMenu: number
}

/**
 * The large, read-only parts of the session (auths, the auth map, menus, pages, attributes) are
 * valtio refs: always replaced whole by the actions below, never changed in place, so a change
 * is still seen (the field is replaced) without valtio wrapping, tracking and copying hundreds
 * of nested objects on every sign-in and render (some 150 ms of a list's cold load).
 */
// `ref` with its AsRef brand dropped: index-signature types such as AuthMap do not accept it.
const frozenData = <T extends object>(value: T): T => ref(value)

function initialState(): SessionState {
  return {
    name: '',
    nickName: '',
    avatar: '',
    auths: frozenData([]),
    authMap: frozenData({}),
    userInfo: null,
    backMenuList: frozenData([]),
    menu: frozenData([]),
    changePwd: false,
    pwdDisabled: false,
    phoneNumber: '',
    feedbackCount: 0,
    evaluateCount: 0,
    unreadCount: 0,
    showMode: 0,
    loaded: false,
    pages: frozenData([]),
    areaType: null,
    attrs: frozenData([]),
    resetPwdFlag: false,
    operatorsType: null,
    authStg: null,
    sortMenu: 0,
  }
}

/** The page's session (a valtio proxy; mutate only through the actions below). */
export const session: SessionState = proxy(initialState())

/**
 * Take the answer of user_info into the session, with the password prompt of section 4:
 * resetPwdFlag → the dialog opens forced (changePwd); otherwise a stale password sets pwdDisabled
 * without opening the dialog (decisions: Stale password).
 */
export function applyUserInfo(data: UserInfoData, now: number = Date.now()): void {
  session.name = data.name ?? ''
  session.nickName = data.nickName ?? ''
  session.pages = frozenData(Array.isArray(data.pages) ? [...data.pages] : [])
  session.areaType = data.areaType ?? null
  session.authStg = data.authStg ?? null
  session.operatorsType = data.operatorsType ?? null
  session.attrs = frozenData(Array.isArray(data.attrs) ? data.attrs.map((attr) => ({ ...attr })) : [])
  session.resetPwdFlag = data.resetPwdFlag === true
  session.userInfo = data.userInfo ? { ...data.userInfo } : null
  const auths = Array.isArray(data.auths) ? data.auths.map((auth) => ({ ...auth })) : []
  session.auths = frozenData(auths)
  session.authMap = frozenData(buildAuthMap(auths))
  session.feedbackCount = Number(data.feedbackCount) || 0
  session.evaluateCount = Number(data.evaluateCount) || 0
  session.phoneNumber = data.phoneNumber ?? ''
  if (session.resetPwdFlag) {
    session.changePwd = true
    session.pwdDisabled = false
  } else {
    session.changePwd = false
    session.pwdDisabled = isPasswordStale(data.userInfo, now)
  }
  if (session.backMenuList.length)
    session.menu = frozenData(pruneMenu(toMenuItems(session.backMenuList), session.authMap))
}

/** Store the back menu list and the menu built from it (converted, pruned to the user's auths). */
export function applyBackMenuList(list: readonly BackMenuItem[]): void {
  session.backMenuList = frozenData([...list])
  session.menu = frozenData(pruneMenu(toMenuItems(list), session.authMap))
}

/** Set the avatar; a value that does not look like an image URL is not used (section 1). */
export function setAvatar(avatar: string | null | undefined): void {
  session.avatar = isImageUrl(avatar) ? String(avatar).trim() : ''
}

/**
 * Load the avatar from the user profile — only when showMode is falsy (section 1: the chrome
 * that shows it is hidden otherwise). A failure leaves the avatar empty.
 */
export async function loadAvatar(api: Pick<Api, 'userProfile'>): Promise<void> {
  if (session.showMode) return
  try {
    const profile = await api.userProfile()
    setAvatar(typeof profile?.avatar === 'string' ? profile.avatar : '')
  } catch {
    setAvatar('')
  }
}

/** Set showMode (query parameter, attribute or host message). */
export function setShowMode(showMode: number): void {
  session.showMode = Number.isFinite(showMode) ? showMode : 0
}

/** Dismissing the feedback or evaluation popup resets its counter to 0 (section 4). */
export function resetCounter(kind: 'feedback' | 'evaluate'): void {
  if (kind === 'feedback') session.feedbackCount = 0
  else session.evaluateCount = 0
}

/** End the session: `codeArt` becomes "null" (decisions: Session marker) and every field resets. */
export function clearSession(): void {
  clearSessionMarker()
  Object.assign(session, initialState())
}

/** A successful password change clears changePwd and pwdDisabled (section 4). */
export function markPasswordChanged(): void {
  session.changePwd = false
  session.pwdDisabled = false
  session.resetPwdFlag = false
}

/** Ask the shell to reload the menu (section 4: sortMenu). */
export function bumpMenuOrder(): void {
  session.sortMenu += 1
}

/** Reload the back menu list into the session (after sortMenu changed). */
export async function reloadMenu(api: Pick<Api, 'backMenuList'>): Promise<void> {
  applyBackMenuList(await api.backMenuList())
}

/** The login route with the address to return to (section 2: `#/login?jumpTo=...`). */
export function loginPath(jumpTo?: string): string {
  return jumpTo ? `/login?jumpTo=${encodeURIComponent(jumpTo)}` : '/login'
}

export interface SessionInvalidContext {
  /** Go to login; `jumpTo` is the address to come back to (absent when already on login). */
  navigateToLogin: (jumpTo?: string) => void
  /** The full current address (e.g. `location.href`). */
  currentAddress: string
  isOnLogin: boolean
}

/**
 * Section 4, session invalid (401 / 607): clear the session, tell a framing host SESSION_EXPIRED,
 * and go to login with the current address as jumpTo unless already on login. The shell wires this
 * to the HTTP client's `onSessionInvalid`.
 */
export function handleSessionInvalid({
  navigateToLogin,
  currentAddress,
  isOnLogin,
}: SessionInvalidContext): void {
  endSession()
  if (!isOnLogin) navigateToLogin(currentAddress)
}

/**
 * End the session: clear it and tell a framing host SESSION_EXPIRED if one was on (its marker
 * set). Calls in flight that answer 401/607 together, and a route guard whose user info then
 * fails, all end the same session: the host is told once, by the first (it clears the marker).
 */
export function endSession(): void {
  const live = hasSessionMarker()
  clearSession()
  if (live) postSessionExpired()
}

/**
 * A session has begun (the login form, or a long-token hand-off): set its marker and let the event
 * streams open again (a sign-out held them, ./event-streams.ts).
 */
export function markSessionOpen(): void {
  setSessionMarker()
  holdStreams(false)
}

/**
 * After a successful sign-in: open the session (marker, streams), re-arm the client's
 * session-invalid handling and make the guard load user info again.
 */
export function markSignedIn(api: Pick<Api, 'http'>): void {
  markSessionOpen()
  api.http.resetSessionInvalid()
  session.loaded = false
}
