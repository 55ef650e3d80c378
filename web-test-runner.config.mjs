/**
 * The browser suite (tests/browser): @web/test-runner in Debian's Chromium.
 *
 * - The dev server's root is the repository, so tests load the built bundle as
 *   `/dist/ev-console.js` (scripts/browser-tests.mjs builds it first when a test uses it) and
 *   sources as `/src/...`.
 * - TypeScript goes through @web/dev-server-esbuild; bare imports resolve through node resolution.
 * - The test files are bundled with esbuild before they are served (one build, shared chunks), so
 *   CommonJS dependencies (crypto-js) work as they do in the Vite build; imports of absolute paths
 *   (`/dist/...`) are left to the browser, so the built bundle is tested as shipped.
 */

import { readdirSync } from 'node:fs'
import { basename, relative } from 'node:path'
import { esbuildPlugin } from '@web/dev-server-esbuild'
import { chromeLauncher } from '@web/test-runner-chrome'
import { build } from 'esbuild'
import { importGlob } from './scripts/esbuild-import-glob.mjs'
import { freshUserDataDir, requireTestChromium, TEST_CHROMIUM_FLAGS } from './scripts/lib/chromium.mjs'

const profile = freshUserDataDir('ev-wtr-')
process.on('exit', profile.remove)

const TEST_FILES = 'tests/browser/**/*.test.ts'

/**
 * The test files of this run: those named after `--files` (`npm run test:browser -- --files …`),
 * or all of them.
 */
function testFiles() {
  const at = process.argv.indexOf('--files')
  const named = at < 0 ? [] : process.argv.slice(at + 1).filter((arg) => arg.endsWith('.test.ts'))
  if (named.length > 0) return named
  return readdirSync('tests/browser')
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `tests/browser/${file}`)
}

/**
 * The test file bundled whole, apart from the others: with shared chunks its input lost its focus
 * (ui-failures.test.ts, issue 40).
 */
const WHOLE = new Set(['ui-failures.test.ts'])

/**
 * The test files' bundles, built once per run (issue 40): one esbuild build with shared chunks
 * (`/tests/browser/chunks/…`) for every test file but those in WHOLE, which are whole bundles of
 * their own. React, antd and the sources the files share are read, parsed and printed once, and
 * the browser fetches each shared chunk once: the 32 whole bundles were 94.6 MB of JS and 165 MB
 * of linked maps, 28–31 CPU-s of the machine to build; with shared chunks 11 MB and 7 MB, 6.5–6.8.
 * Maps the served path (`/tests/browser/x.test.js`, a chunk, and their `.map`) to its text.
 */
function bundleOnce() {
  let outputs
  const options = (entryPoints, splitting) => ({
    entryPoints,
    outbase: '.',
    outdir: '.',
    bundle: true,
    splitting,
    chunkNames: 'tests/browser/chunks/[name]-[hash]',
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    // Linked: web-test-runner fetches the map to show a failure's stack in the sources.
    sourcemap: 'linked',
    sourceRoot: '/',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"development"' },
    plugins: [
      // src/screens/index.ts finds the screens with Vite's import.meta.glob (issue 39).
      importGlob(),
      {
        name: 'absolute-urls-stay-external',
        setup(b) {
          b.onResolve({ filter: /^\// }, (args) => ({ path: args.path, external: true }))
        },
      },
    ],
  })
  return () => {
    outputs ??= (async () => {
      const files = testFiles()
      const whole = files.filter((file) => WHOLE.has(basename(file)))
      const shared = files.filter((file) => !WHOLE.has(basename(file)))
      const builds = await Promise.all([
        shared.length ? build(options(shared, true)) : undefined,
        ...whole.map((file) => build(options([file], false))),
      ])
      return new Map(
        builds
          .flatMap((result) => result?.outputFiles ?? [])
          .map((file) => [`/${relative(process.cwd(), file.path)}`, file.text]),
      )
    })()
    return outputs
  }
}

/** Serve each test file as an ES module of that bundle (see the comment at the top and above). */
function bundleTestFiles() {
  const bundled = bundleOnce()
  return {
    name: 'ev-bundle-test-files',
    async serve(context) {
      if (!/^\/tests\/browser\/(.*\.test|chunks\/.*)\.js(\.map)?$/.test(context.path)) return undefined
      const body = (await bundled()).get(context.path)
      return body === undefined ? undefined : { body, type: context.path.endsWith('.map') ? 'json' : 'js' }
    },
    async transform(context) {
      if (!/^\/tests\/browser\/.*\.test\.ts$/.test(context.path)) return undefined
      const body = (await bundled()).get(context.path.replace(/\.ts$/, '.js'))
      if (body === undefined) throw new Error(`${context.path} is not in the test files' bundle`)
      return { body, transformCache: false }
    },
  }
}

/**
 * Fault injection for the screen-load retry test (tests/browser/elements-load-retry.test.ts):
 * `GET /__fail-chunk?name=battery-file.screen&times=3` makes the next 3 requests of the built chunk
 * `/dist/chunks/battery-file.screen-*.js` (whatever their query) answer 503 (`/__fail-chunk-left?name=…`
 * tells how many failures are left); chunks are never cached.
 */
function failingChunks() {
  const failing = new Map()
  return async (context, next) => {
    if (context.path === '/__fail-chunk-left') {
      context.body = String(failing.get(String(context.query.name)) ?? 0)
      return
    }
    if (context.path === '/__fail-chunk') {
      failing.set(String(context.query.name), Number(context.query.times ?? 1))
      context.body = 'armed'
      return
    }
    const match = context.path.match(/^\/dist\/chunks\/(.+)-[\w-]{8}\.js$/)
    const left = match ? failing.get(match[1]) : 0
    if (left > 0) {
      failing.set(match[1], left - 1)
      context.status = 503
      context.body = 'injected failure'
      return
    }
    await next()
    // Never from the browser's cache: another test file may have fetched the chunk already.
    if (context.path.startsWith('/dist/chunks/')) context.set('Cache-Control', 'no-store')
  }
}

export default {
  rootDir: '.',
  files: [TEST_FILES],
  nodeResolve: true,
  concurrency: 1,
  browserStartTimeout: 60_000,
  testsStartTimeout: 60_000,
  // The whole run (every file, one at a time): generous, since CI machines are shared.
  testsFinishTimeout: 600_000,
  testFramework: { config: { ui: 'bdd', timeout: 60_000 } },
  middleware: [failingChunks()],
  plugins: [esbuildPlugin({ ts: true, tsx: true, target: 'auto' }), bundleTestFiles()],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: requireTestChromium(),
        headless: true,
        userDataDir: profile.dir,
        args: [...TEST_CHROMIUM_FLAGS, `--user-data-dir=${profile.dir}`],
      },
    }),
  ],
}
