/**
 * How the server suite's client (helpers.ts: ApiClient) sends a request: `fetch`'s inputs and its
 * Response, carried by node:http. The test's server answers in the same process, so what the
 * client spends is the suite's too: 1,500 GETs of /api/user_info, signed in, cost 1.8–2.0 ms of
 * CPU each through Node's fetch (undici, which asks for gzip), 1.2 ms through node:http asking
 * for gzip, 0.5–0.7 ms through node:http asking for no encoding (issue 40, docs/test-time.md).
 *
 * The same request goes out as fetch would send it (its default headers, the body's own type:
 * `text/plain;charset=UTF-8` for a string, multipart with its boundary for a FormData), the
 * answer comes back as a Response that streams (an event stream reads as it arrives) and
 * redirects are not followed (the client's `redirect: 'manual'`). One difference, on purpose: no
 * `Accept-Encoding` unless the test sends one, so answers come uncompressed (compressing and
 * inflating each answer is the 0.6 ms above). A test that asks for an encoding gets the
 * body inflated, as from fetch; compression itself is checked in common.test.ts and
 * platform.test.ts, and the console's browser asks for it in every e2e test.
 */
import { Agent, request } from 'node:http'
import { pipeline, Readable } from 'node:stream'
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'

/** Kept-alive connections, as fetch keeps them (closed by a server that closes). */
const agent = new Agent({ keepAlive: true })

/** The headers fetch adds when the request has none of them (what the server records). */
const FETCH_DEFAULTS: Record<string, string> = {
  accept: '*/*',
  'accept-language': '*',
  'sec-fetch-mode': 'cors',
  'user-agent': 'node',
}

/** Statuses whose Response has no body (the constructor refuses one). */
const NO_BODY = new Set([101, 103, 204, 205, 304])

const INFLATE = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
}

/** The bytes of a request body and the type it gives itself, as fetch would send them. */
async function bodyOf(body: BodyInit | null | undefined): Promise<{ bytes?: Buffer; type?: string }> {
  if (body === undefined || body === null) return {}
  if (typeof body === 'string') return { bytes: Buffer.from(body), type: 'text/plain;charset=UTF-8' }
  const carrier = new Response(body)
  return {
    bytes: Buffer.from(await carrier.arrayBuffer()),
    type: carrier.headers.get('content-type') ?? undefined,
  }
}

/** `fetch(url, init)` with `redirect: 'manual'`, over node:http. */
export async function send(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  for (const [name, value] of Object.entries(FETCH_DEFAULTS)) if (!headers.has(name)) headers.set(name, value)
  const { bytes, type } = await bodyOf(init.body)
  if (type && !headers.has('content-type')) headers.set('content-type', type)
  if (bytes) headers.set('content-length', String(bytes.length))
  const method = (init.method ?? 'GET').toUpperCase()
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method, agent, headers: Object.fromEntries(headers), signal: init.signal ?? undefined },
      (incoming) => {
        const answer = new Headers()
        for (let i = 0; i < incoming.rawHeaders.length; i += 2)
          answer.append(incoming.rawHeaders[i], incoming.rawHeaders[i + 1])
        const status = incoming.statusCode ?? 0
        const encoding = (answer.get('content-encoding') ?? '').trim().toLowerCase()
        const inflate = headers.has('accept-encoding') ? INFLATE[encoding as keyof typeof INFLATE] : undefined
        let body: Readable | null = incoming
        if (NO_BODY.has(status) || method === 'HEAD') {
          incoming.resume()
          body = null
        } else if (inflate) body = pipeline(incoming, inflate(), () => {})
        resolve(
          new Response(body ? (Readable.toWeb(body) as ReadableStream) : null, {
            status,
            statusText: incoming.statusMessage,
            headers: answer,
          }),
        )
      },
    )
    // Errors carry their cause as fetch's do (`error.cause.code`: the client sends a GET again
    // after ECONNRESET); an abort rejects with the AbortError itself.
    outgoing.on('error', (cause) =>
      reject(cause.name === 'AbortError' ? cause : Object.assign(new TypeError('fetch failed'), { cause })),
    )
    outgoing.end(bytes)
  })
}
