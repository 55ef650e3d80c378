import { vi } from 'vitest'

/** One request the fake fetch received. */
export interface SeenRequest {
  url: string
  method: string
  headers: Record<string, string>
  body: unknown
  signal: AbortSignal | undefined
}

type Answer = Response | Promise<Response>

/** A JSON answer with the given HTTP status (200 unless said). */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** The platform's envelope as HTTP 200. */
export function envelope(code: number, msg: string, data: unknown = null): Response {
  return json({ code, msg, data })
}

/**
 * A fetch for redaxios that records each request and answers with `answer(request)`.
 * A request whose answer never settles can still be aborted through its signal.
 */
export function fakeFetch(answer: (request: SeenRequest) => Answer) {
  const seen: SeenRequest[] = []
  const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: SeenRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body,
      signal: init.signal ?? undefined,
    }
    seen.push(request)
    return Promise.resolve(answer(request))
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen }
}

/** An answer that never arrives (for cancel and timeout). */
export function never(): Promise<Response> {
  return new Promise<Response>(() => undefined)
}
