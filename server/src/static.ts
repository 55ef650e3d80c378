/**
 * Static files: the built console (`dist/`) and the demo pages (`demo/`, `/` is
 * demo/index.html), whichever exist, with correct content types and brotli or gzip for text
 * (bytes are budgeted, budgets.md). Compressed bodies are cached per file version.
 */
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Context } from 'hono'

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
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt'])

interface Cached {
  mtimeMs: number
  raw: Buffer
  br?: Buffer
  gzip?: Buffer
}
const cache = new Map<string, Cached>()

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
  const entry: Cached = { mtimeMs: info.mtimeMs, raw: await readFile(file) }
  cache.set(file, entry)
  return entry
}

function respond(c: Context, file: string, entry: Cached): Response {
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
  if (COMPRESSIBLE.has(ext) && entry.raw.length > 512) {
    if (/\bbr\b/.test(accepts)) {
      entry.br ??= brotliCompressSync(entry.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      body = entry.br
      headers['content-encoding'] = 'br'
    } else if (/\bgzip\b/.test(accepts)) {
      entry.gzip ??= gzipSync(entry.raw, { level: 9 })
      body = entry.gzip
      headers['content-encoding'] = 'gzip'
    }
  }
  headers['content-length'] = String(body.length)
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers })
}

/** A handler serving dist/ and demo/; answers 404 for anything else. */
export function staticFiles(roots: { distDir: string | null; demoDir: string | null }) {
  const dist = roots.distDir ? resolve(roots.distDir) : null
  const demo = roots.demoDir ? resolve(roots.demoDir) : null
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
      if (!file) continue
      const entry = await load(file)
      if (entry) return respond(c, file, entry)
    }
    return c.text('Not Found', 404)
  }
}
