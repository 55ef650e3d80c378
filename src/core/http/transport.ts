// The only file that imports redaxios (architecture.md: HTTP). Everything about envelopes, codes,
// sharing, cancelling and timing lives in client.ts; this file only moves bytes.
import redaxios from 'redaxios'

/** HTTP methods the console uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** One request as the transport sends it: the URL is complete (base and query included). */
export interface TransportRequest {
  method: HttpMethod
  url: string
  /** A plain object or array is sent as JSON; URLSearchParams, FormData, Blob and strings as they are. */
  body?: unknown
  headers: Record<string, string>
  signal: AbortSignal
  /** Send cookies also to another site (decisions: Cross-site API). */
  withCredentials: boolean
  /** A fetch to use instead of the global one (tests, special hosts). */
  fetch?: typeof fetch
}

/** What came back: the HTTP status and the body, parsed as JSON when it is JSON. */
export interface TransportResponse {
  status: number
  body: unknown
}

/**
 * Send one request with redaxios. Resolves for every HTTP status (the client judges them);
 * rejects only when no answer arrived (network failure, abort).
 */
export async function send(request: TransportRequest): Promise<TransportResponse> {
  const baseFetch = request.fetch ?? globalThis.fetch
  // redaxios 0.5 does not forward an AbortSignal to fetch, so the signal rides in a fetch wrapper.
  const fetchWithSignal = ((input: RequestInfo | URL, init?: RequestInit) =>
    baseFetch(input, { ...init, signal: request.signal })) as typeof fetch
  const response = await redaxios<unknown>(request.url, {
    method: request.method,
    data: request.body,
    headers: request.headers,
    withCredentials: request.withCredentials,
    validateStatus: () => true,
    fetch: fetchWithSignal,
  })
  return { status: response.status, body: response.data }
}
