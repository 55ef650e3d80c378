/**
 * The response-code catalogue of section 8 of the specification, as one table, and the rules
 * about which server messages are never shown. Nothing else in the console interprets `code`.
 */

/** What the client does with an answer. */
export interface CodeRule {
  /** `ok` resolves with the envelope's `data`; `fail` rejects with an ApiError. */
  outcome: 'ok' | 'fail'
  /** Show the server's message as an error toast (unless it is empty or a null-pointer text). */
  toast: boolean
  /** End the session: clear it, tell the host SESSION_EXPIRED, go to login (section 4). */
  sessionInvalid: boolean
}

/** Section 8, row by row. Codes not listed follow {@link OTHER_RULE}. */
export const CODE_TABLE: Readonly<Record<number, CodeRule>> = {
  // 200 (also 0): success.
  200: { outcome: 'ok', toast: false, sessionInvalid: false },
  0: { outcome: 'ok', toast: false, sessionInvalid: false },
  // 302: failure (the catalogue names no message for it).
  302: { outcome: 'fail', toast: false, sessionInvalid: false },
  // 401: clear session, SESSION_EXPIRED to the parent, login with jumpTo.
  401: { outcome: 'fail', toast: false, sessionInvalid: true },
  // 403: no permission — the server's message as an error toast; the call fails.
  403: { outcome: 'fail', toast: true, sessionInvalid: false },
  // 419: signed in on another device; the intended message is cancelled at once, so it is never
  // shown, and the call is treated as OK (decisions: 419).
  419: { outcome: 'ok', toast: false, sessionInvalid: false },
  // 607: the message as a toast, then the session ends like 401.
  607: { outcome: 'fail', toast: true, sessionInvalid: true },
}

/** Section 8, "other": show the server's message; the call fails. */
export const OTHER_RULE: CodeRule = { outcome: 'fail', toast: true, sessionInvalid: false }

/** The rule for a business code. */
export function ruleFor(code: number): CodeRule {
  return CODE_TABLE[code] ?? OTHER_RULE
}

/**
 * Codes of failures that never reached the server's envelope. Negative so that they can never
 * collide with a business code.
 */
export const CLIENT_CODES = {
  /** The caller aborted the call (AbortController). Never toasted. */
  cancelled: -1,
  /** No answer within the timeout (600000 ms by default). */
  timeout: -2,
  /** The network failed (offline, DNS, refused, CORS). */
  network: -3,
  /** HTTP 5xx or another status the server did not give on purpose. */
  server: -4,
} as const

/**
 * Generic Chinese messages for failures without a usable server message
 * (decisions: HTTP status — HTTP 500 and network errors toast a generic message).
 */
export const CLIENT_MESSAGES = {
  timeout: '请求超时',
  network: '网络异常，请检查网络连接',
  server: '服务器繁忙，请稍后再试',
} as const

/**
 * HTTP statuses treated like the business code of the same number even without an envelope
 * (decisions: HTTP status — a bare HTTP 401/403 counts as the business code).
 */
export const HTTP_STATUSES_AS_CODES: ReadonlySet<number> = new Set([401, 403])

// Texts of a Java null-pointer failure leaking through the platform, in the forms seen in the wild
// ("NullPointerException", "java.lang.NullPointerException: ...", "null", "空指针异常", "NPE").
const NULL_POINTER_PATTERNS: readonly RegExp[] = [
  /null\s*pointer/i,
  /空指针/,
  /^\s*(null|undefined|nil|none|npe)\s*[.!。]?\s*$/i,
  /^\s*java\.lang\.\w*exception/i,
  // Java 14+ "helpful" null-pointer texts: 'Cannot invoke "X.y()" because "z" is null'.
  /cannot (invoke|read|load|store|assign)\b.*\bbecause\b.*\bis null/i,
]

/**
 * Whether a server message must never be shown: empty (after trimming) or a null-pointer text
 * (section 8: "Null-pointer messages are never shown"; 403/607/other: "unless empty or a
 * null-pointer message").
 */
export function isHiddenMessage(msg: unknown): boolean {
  if (typeof msg !== 'string') return true
  if (msg.trim() === '') return true
  return NULL_POINTER_PATTERNS.some((pattern) => pattern.test(msg))
}

/** The server message if it may be shown, else the empty string. */
export function shownMessage(msg: unknown): string {
  return isHiddenMessage(msg) ? '' : (msg as string).trim()
}
