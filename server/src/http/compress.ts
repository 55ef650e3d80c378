/**
 * Compressed JSON answers (issue 14: "API answers compressed — JSON answers above 1 KB with gzip
 * or brotli when the client accepts them"). user_info and menus are most of a cold load's API
 * bytes. Streams (text/event-stream) and downloads are not JSON and pass as they are; so does an
 * answer under 1 KB, where the header costs more than it saves.
 */
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'

const THRESHOLD_BYTES = 1024

const compressors = {
  // Quality 4: most of brotli's gain at a fraction of its time (an answer is compressed per request).
  br: (raw: Buffer) => promisify(brotliCompress)(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (raw: Buffer) => promisify(gzip)(raw, { level: 6 }),
}

/** The encoding to answer with, from the request's Accept-Encoding (brotli first). */
function encodingOf(accept: string | undefined): keyof typeof compressors | null {
  if (!accept) return null
  if (/\bbr\b/.test(accept)) return 'br'
  if (/\bgzip\b/.test(accept)) return 'gzip'
  return null
}

/** Compress JSON answers over 1 KB for clients that accept brotli or gzip. */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const encoding = encodingOf(c.req.header('accept-encoding'))
    const res = c.res
    if (!encoding || res.headers.has('content-encoding')) return
    if (!res.headers.get('content-type')?.startsWith('application/json')) return
    const raw = Buffer.from(await res.arrayBuffer())
    const headers = new Headers(res.headers)
    headers.append('Vary', 'Accept-Encoding')
    if (raw.length < THRESHOLD_BYTES) {
      c.res = new Response(raw, { status: res.status, headers })
      return
    }
    const body = await compressors[encoding](raw)
    headers.set('Content-Encoding', encoding)
    headers.set('Content-Length', String(body.length))
    c.res = new Response(body, { status: res.status, headers })
  }
}
