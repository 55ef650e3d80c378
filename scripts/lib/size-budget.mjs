/**
 * The byte budgets of budgets.md, checked exactly: the files a page fetched (recorded by a real
 * browser) are looked up in dist/ and demo/ and their gzip sizes (zlib's default level, as a
 * server compressing on the fly sends them; 1 KB = 1000 bytes) are summed. Used by the size test
 * in `npm test` (tests/e2e/size-budget.test.ts) and by `npm run bench`.
 *
 * Only the console's own files are counted: API answers depend on the data, not on the build.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** budgets.md, in bytes. */
export const BYTE_BUDGETS = {
  /** bytes downloaded (gzip) for the login page */
  loginPage: 220_000,
  /** bytes downloaded (gzip) to show a list screen in `<ev-console>` */
  listScreen: 330_000,
}

/**
 * What `npm test` enforces for a budget not met yet (issue 8's note says what it takes): the
 * build is held at its measured size plus 1.5 % — it can only shrink towards the budget. Lower
 * these with every saving; a page without a ceiling is held to its budget (`limitOf`). The login
 * page has none: it is within its budget since 2026-11-24.
 */
export const BYTE_CEILINGS = {
  // 382.9 KB before rows (was 522.5, then 447.7): filter widgets, the detail drawer, pinyin-match,
  // the action forms and dialogs load later, and the page comes in three chunks (vite.config.ts).
  // 389.6 KB on 2026-11-25 once issues 17–20 added eight areas (raised once, to 391). Then 370.9 KB:
  // antd Table's column filter dropdown deferred (scripts/defer-imports.ts, −6 KB), its row
  // selection given the tree helpers without the Tree (scripts/narrow-imports.ts, −6.7 KB), and
  // crypto-js loaded by the first call that encrypts (−6.4 KB). Then 362.5 KB: antd's message
  // loads with the first toast (src/ui/toasts.tsx). A flow list (企业备案审核) needs 365.0 KB; the
  // ceiling holds both with 0.5 % of room.
  listScreen: 367_000,
}

/** The limit the size check applies: the budget, or the ceiling while the budget is not met. */
export function limitOf(name) {
  return Math.max(BYTE_BUDGETS[name], BYTE_CEILINGS[name] ?? 0)
}

/**
 * The file a same-origin URL path is served from, as server/src/http/static.ts resolves it: dist/
 * first, then demo/ (`/` is demo/index.html). Null for API calls and unknown paths.
 */
export function fileOfPath(root, pathname) {
  if (pathname.startsWith('/api/')) return null
  const relative = pathname === '/' ? 'index.html' : decodeURIComponent(pathname.slice(1))
  for (const folder of ['dist', 'demo']) {
    const file = join(root, folder, relative)
    if (existsSync(file)) return file
  }
  return null
}

/** gzip bytes of each file and their sum; `files` are absolute paths (duplicates count once). */
export function gzipTotal(files) {
  const sizes = [...new Set(files)].map((file) => ({ file, gzip: gzipSync(readFileSync(file)).length }))
  return { sizes, total: sizes.reduce((sum, { gzip }) => sum + gzip, 0) }
}

/**
 * Compare the gzip total of the files fetched for a page with its limit (`limitOf`). Returns
 * `{ total, budget, limit, within, withinBudget, sizes, message }`; `message` names the largest
 * files when over the limit.
 */
export function checkBudget(name, files, limit = limitOf(name)) {
  const budget = BYTE_BUDGETS[name]
  if (budget === undefined) throw new Error(`no byte budget named ${name}`)
  const { sizes, total } = gzipTotal(files)
  const within = total <= limit
  const largest = [...sizes]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 5)
    .map(({ file, gzip }) => `${file.split(/[\\/]/).slice(-2).join('/')} ${(gzip / 1000).toFixed(1)} KB`)
  const message = `${name}: ${(total / 1000).toFixed(1)} KB gzip; limit ${limit / 1000} KB, budget ${budget / 1000} KB (${sizes.length} files${
    within ? '' : `; largest: ${largest.join(', ')}`
  })`
  return { total, budget, limit, within, withinBudget: total <= budget, sizes, message }
}
