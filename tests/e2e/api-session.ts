/**
 * A demo account's API session from Node, for e2e tests that hold what a screen shows to what the
 * API answers the same account, or that take a flow's steps as it: sign in as the console does (the
 * password encrypted), then calls with its cookie, and its page rights from user_info.
 */
import { encrypt } from '../../src/core/crypto'
import { url } from './helpers'

// biome-ignore lint/suspicious/noExplicitAny: answers of many calls, read per kind by each test
export type Data = any

export interface ApiSession {
  /** A GET call's `data` (any other answer than 200 or 419 throws, naming the call). */
  get(path: string): Promise<Data>
  /** A POST call's `data`: JSON, or a multipart form (an upload). Throws as `get` does. */
  post(path: string, body?: unknown): Promise<Data>
  /** The account's rights (`<page>/<action>`). */
  rights: ReadonlySet<string>
  /** Whether the account may open the page of a route path (its `<page>/view` right). */
  may(path: string): boolean
}

/**
 * Sign an account in as the console does (the password encrypted); the session's cookies as
 * `name=value` pairs. Throws when the server refuses the sign-in.
 */
export async function sessionCookies(username: string, password: string): Promise<string[]> {
  const signIn = await fetch(url('/api/login'), {
    method: 'POST',
    body: new URLSearchParams({ username, password: encrypt(password) }),
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  })
  const answer = (await signIn.json()) as { code: number; msg: string }
  if (answer.code !== 200) throw new Error(`${username} could not sign in: ${answer.code} ${answer.msg}`)
  return signIn.headers.getSetCookie().map((line) => line.split(';')[0])
}

/**
 * One call of the API with a session's `cookie`: its `data`. Any other answer than 200 or 419
 * throws, naming the call (419: the account is also signed in elsewhere, a test's browser; the
 * call went through). A FormData body goes as multipart (an upload), any other as JSON.
 */
export async function apiCall(
  cookie: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Data> {
  const form = body instanceof FormData
  const response = await fetch(url(`/api${path}`), {
    method,
    headers: {
      Cookie: cookie,
      'X-Requested-With': 'XMLHttpRequest',
      ...(body !== undefined && !form ? { 'Content-Type': 'application/json' } : {}),
    },
    body: form ? body : body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = await response.json()
  if (answer.code !== 200 && answer.code !== 419) throw new Error(`${path}: ${answer.code} ${answer.msg}`)
  return answer.data
}

export async function signedInApi(username: string, password: string): Promise<ApiSession> {
  const cookie = (await sessionCookies(username, password)).join('; ')
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) => apiCall(cookie, method, path, body)
  const get = (path: string) => call('GET', path)
  const rights = new Set<string>(
    ((await get('/user_info')).auths as { resPath: string }[]).map((auth) => auth.resPath),
  )
  return {
    get,
    post: (path, body) => call('POST', path, body),
    rights,
    may: (path) => rights.has(`${path.split('/').pop()}/view`),
  }
}

/**
 * Upload a small PDF named `name` to `<base>/attachments` as the session, filed under the flow
 * checklist's document `doc` where given; its attachment id.
 */
export async function uploadPdf(api: ApiSession, base: string, name: string, doc?: string): Promise<number> {
  const form = new FormData()
  form.append('file', new Blob([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')]), name)
  if (doc) form.append('doc', doc)
  return (await api.post(`${base}/attachments`, form)).id
}
