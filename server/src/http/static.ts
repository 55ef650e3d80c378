/**
 * Static files: the built console (`dist/`) and the demo pages (`demo/`, `/` is
 * demo/index.html), whichever exist, with correct content types and brotli or gzip for text
 * (bytes are budgeted, budgets.md). Compressed bodies are cached per file version; the build
 * writes them beside its files (scripts/precompress.ts), and those are served as they are.
 */
import { readdir, readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'
import type { Context } from 'hono'
import {
  COMPRESSIBLE,
  compressors,
  ENCODINGS,
  type Encoding,
  MIN_COMPRESSED_BYTES,
  PRECOMPRESSED,
  SUFFIX,
} from './encodings'
import { contentSecurityPolicy, newNonce, withNonce } from './security'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
}
interface Cached {
  mtimeMs: number
  raw: Buffer
  /** Compressed bodies, compressed once per file version, off the event loop (zlib's pool). */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>
}
const cache = new Map<string, Cached>()

function encoded(entry: Cached, encoding: Encoding): Promise<Buffer> {
  entry.encoded[encoding] ??= compressors[encoding](entry.raw)
  return entry.encoded[encoding]
}

function compressible(file: string, entry: Cached): boolean {
  return COMPRESSIBLE.has(extname(file).toLowerCase()) && entry.raw.length > MIN_COMPRESSED_BYTES
}

/** Resolve `relative` inside `root`, or null when it would leave it. */
function inside(root: string, relative: string): string | null {
  const full = resolve(root, normalize(relative).replace(/^([/\\])+/, ''))
  return full === root || full.startsWith(root + sep) ? full : null
}

async function load(file: string): Promise<Cached | null> {
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return null
  const hit = cache.get(file)
  if (hit && hit.mtimeMs === info.mtimeMs) return hit
  const entry: Cached = { mtimeMs: info.mtimeMs, raw: await readFile(file), encoded: {} }
  // The build's bodies (scripts/precompress.ts), when written after this version of the file.
  for (const encoding of COMPRESSIBLE.has(extname(file).toLowerCase()) ? ENCODINGS : []) {
    const precompressed = `${file}${SUFFIX[encoding]}`
    const made = await stat(precompressed).catch(() => null)
    // Gone by the time it is read (a build writing dist/ meanwhile): compressed here instead — a
    // rejection kept unawaited would be unhandled, and end the process.
    if (made?.isFile() && made.mtimeMs >= info.mtimeMs)
      entry.encoded[encoding] = readFile(precompressed).catch(() => compressors[encoding](entry.raw))
  }
  cache.set(file, entry)
  return entry
}

/**
 * A page, with a fresh CSP nonce written into it (security.ts): compressed per answer, as
 * its bytes differ every time (pages are a few KB).
 */
async function respondPage(c: Context, entry: Cached, hostOrigins: readonly string[]): Promise<Response> {
  const nonce = newNonce()
  const raw = Buffer.from(withNonce(entry.raw.toString('utf8'), nonce))
  const headers: Record<string, string> = {
    'content-type': TYPES['.html'],
    'x-content-type-options': 'nosniff',
    'content-security-policy': contentSecurityPolicy(nonce, hostOrigins),
    'referrer-policy': 'same-origin',
    'cache-control': 'no-cache',
    vary: 'Accept-Encoding',
  }
  let body: Buffer = raw
  if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
    body = await compressors.gzip(raw)
    headers['content-encoding'] = 'gzip'
  }
  headers['content-length'] = String(body.length)
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers })
}

async function respond(c: Context, file: string, entry: Cached): Promise<Response> {
  const ext = extname(file).toLowerCase()
  const headers: Record<string, string> = {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'x-content-type-options': 'nosniff',
    // Chunks carry a content hash in their name; everything else is revalidated.
    'cache-control': file.includes(`${sep}chunks${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'Accept-Encoding',
  }
  let body: Buffer = entry.raw
  const accepts = c.req.header('accept-encoding') ?? ''
  const encoding: Encoding | null = !compressible(file, entry)
    ? null
    : /\bbr\b/.test(accepts)
      ? 'br'
      : /\bgzip\b/.test(accepts)
        ? 'gzip'
        : null
  if (encoding) {
    body = await encoded(entry, encoding)
    headers['content-encoding'] = encoding
  }
  headers['content-length'] = String(body.length)
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers })
}

/**
 * Read and compress every file of the folders in the background, so the first visitor after a
 * start does not wait for compression (budgets.md: cold loads are timed).
 */
async function warm(folders: (string | null)[]): Promise<void> {
  for (const folder of folders) {
    if (!folder) continue
    const names = await readdir(folder, { recursive: true }).catch(() => [] as string[])
    for (const name of names) {
      if (PRECOMPRESSED.test(name)) continue
      const file = join(folder, name)
      const entry = await load(file)
      if (!entry || !compressible(file, entry)) continue
      await Promise.all([encoded(entry, 'br'), encoded(entry, 'gzip')])
    }
  }
}

/** A handler serving dist/ and demo/; answers 404 for anything else. */
export function staticFiles(roots: {
  distDir: string | null
  demoDir: string | null
  hostOrigins?: readonly string[]
}) {
  const dist = roots.distDir ? resolve(roots.distDir) : null
  const demo = roots.demoDir ? resolve(roots.demoDir) : null
  void warm([dist, demo]).catch(() => undefined)
  return async (c: Context): Promise<Response> => {
    let path: string
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname)
    } catch {
      return c.text('Bad Request', 400)
    }
    const candidates: (string | null)[] = []
    if (path === '/' || path === '') candidates.push(demo && join(demo, 'index.html'))
    if (path.startsWith('/demo/') && demo) candidates.push(inside(demo, path.slice('/demo/'.length)))
    if (dist) candidates.push(inside(dist, path))
    if (demo) candidates.push(inside(demo, path))
    for (const file of candidates) {
      if (!file || PRECOMPRESSED.test(file)) continue
      const entry = await load(file)
      if (entry && extname(file).toLowerCase() === '.html')
        return respondPage(c, entry, roots.hostOrigins ?? [])
      if (entry) return respond(c, file, entry)
    }
    return c.text('Not Found', 404)
  }
}
