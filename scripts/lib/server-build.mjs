/**
 * The platform server as `npm start` runs it: bundled by Vite into one module
 * (`dist-server/main.js`, rebuilt when its sources change) and run by plain Node, with the
 * options it needs. Under tsx the same server held 165 MB before its first request (tsx keeps
 * each module's transform and source map) against 88 MB bundled; budgets.md allows an export
 * 200 MB in all. `npm run serve` still runs the sources under tsx, for development.
 */
import { join } from 'node:path'
import { buildLock, ROOT, staleness } from './build.mjs'

/**
 * Node's arguments to run the repository's TypeScript without Vite: tsx with `import.meta.glob`
 * (../tsx-glob.mjs). `npm run serve` and the processes the bench and the tests start.
 */
export const TSX_IMPORT = ['--import', join(ROOT, 'scripts', 'tsx-glob.mjs')]

/** The bundled server's entry. */
export const SERVER_ENTRY = join(ROOT, 'dist-server', 'main.js')

/** What the server is built from: a change to any of them makes the bundle stale. */
const SERVER_INPUTS = ['server/src', 'src/core', 'package.json', 'package-lock.json', 'tsconfig.json']

/**
 * Node's options for the server. V8 lets the heap grow to several times what is live before it
 * collects: an export of 1,000,000 orders (batches of rows that live for a moment) took the heap
 * from 35 MB live to 140 MB. Growing by 10 % instead keeps it under 80 MB, for about 10 % more
 * time spent collecting. V8's young generation grows to 3 × 16 MB under load (the main thread's
 * heap was 65 MB for 25–40 MB live); 2 MB semi-spaces hold it to 6 MB (the export worker's own
 * size is set in server/src/exports/runner.ts).
 */
export const SERVER_NODE_OPTIONS = ['--heap-growing-percent=10', '--max-semi-space-size=2']

/**
 * The server's environment beyond the caller's (which wins). glibc gives threads that allocate
 * at once arenas of their own (up to 8 per core) and keeps what is freed in each: the export
 * worker, zlib's thread pool and V8's helpers each held some. The main thread runs the calls, so
 * one arena costs little waiting. `npm run bench -- --only export` (970,000 orders; runs one
 * after another on 2026-11-29): peak RSS 244 MB with glibc's default, 203–205 MB with two
 * arenas, 186–189 MB with one; rows/s and other calls' p99 within the runs' spread.
 */
const SERVER_ENV = { MALLOC_ARENA_MAX: '1' }

/** The environment to start the server with: SERVER_ENV, the caller's, then `overrides`. */
export function serverEnv(overrides = {}) {
  return { ...SERVER_ENV, ...process.env, ...overrides }
}

/** Why the server bundle needs building ('missing' or 'stale'), or undefined. */
export function serverBuildNeeded(root = ROOT) {
  return staleness(
    join(root, 'dist-server', 'main.js'),
    SERVER_INPUTS.map((input) => join(root, input)),
  )
}

/**
 * Bundle the server: everything but the database drivers (native code, or loaded by name). Two
 * entries, `main.js` and the export worker's `export-worker.js` (server/src/exports/runner.ts
 * finds it beside the chunk it runs from), sharing their chunks in the same folder.
 */
export async function buildServer(root = ROOT) {
  const { build } = await import('vite')
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir: join(root, 'dist-server'),
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rollupOptions: {
        input: {
          main: join(root, 'server', 'src', 'main.ts'),
          'export-worker': join(root, 'server', 'src', 'export-worker.ts'),
        },
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js', format: 'es' },
      },
    },
    ssr: { target: 'node', noExternal: true, external: ['better-sqlite3', 'pg', 'sharp'] },
  })
}

/** Build the server unless its bundle is up to date; returns why it built, or undefined. */
export async function ensureServerBuild({ root = ROOT, log = console.error } = {}) {
  if (!serverBuildNeeded(root)) return undefined
  // The two halves of the server suite spawn servers side by side (tests/server/spawn-server.ts):
  // one builds, the others wait for it and find the bundle up to date (as ensureBuild does).
  const release = await buildLock(root)
  try {
    const reason = serverBuildNeeded(root)
    if (!reason) return undefined
    log(`dist-server/ is ${reason}: bundling the server`)
    await buildServer(root)
    return reason
  } finally {
    release()
  }
}

/** The command line that runs the bundled server: Node, its options, the entry. */
export function serverCommand() {
  return [process.execPath, ...SERVER_NODE_OPTIONS, SERVER_ENTRY]
}
